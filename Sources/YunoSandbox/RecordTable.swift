import YunoSDK

/// Records by id, each kept in a box of its own.
///
/// A `PaymentRecord` is close to 1 KB inline. In a plain dictionary, 100,000 payments make a table of 262,144
/// record slots (≈ 250 MB), and every growth of the table copies all of them into fresh memory. Boxed, the table
/// holds pointers, and growing it moves 8 bytes per record. Reads copy the record out, and writes store a new box,
/// so records keep value semantics.
struct RecordTable<Record: Sendable>: Sendable {
    private var boxes: [String: SharedValue<Record>] = [:]

    /// The record with this id, or `nil`; setting `nil` removes it.
    subscript(id: String) -> Record? {
        get { boxes[id]?.value }
        set { boxes[id] = newValue.map(SharedValue.init) }
    }

    /// Every record, in no particular order.
    var values: [Record] { boxes.values.map(\.value) }
}
