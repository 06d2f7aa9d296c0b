import YunoSDK

/// Records by id, each kept in a box of its own.
///
/// A `PaymentRecord` is close to 1 KB inline. In a plain dictionary, 100,000 payments make a table of 262,144
/// record slots (≈ 250 MB), and every growth of the table copies all of them into fresh memory. Boxed, the table
/// holds pointers, and growing it moves 8 bytes per record. Reads copy the record out, and writes store a new box,
/// so records keep value semantics. Ids are keyed by ``RecordKey``: case does not matter, and a UUID id is hashed
/// and compared as its 16 bytes.
struct RecordTable<Record: Sendable>: Sendable {
    private var boxes: [RecordKey: SharedValue<Record>] = [:]

    /// The record with this id (in any case), or `nil`; setting `nil` removes it.
    subscript(id: String) -> Record? {
        get { boxes[RecordKey(id)]?.value }
        set { boxes[RecordKey(id)] = newValue.map(SharedValue.init) }
    }

    /// Every record, in no particular order.
    var values: [Record] { boxes.values.map(\.value) }
}
