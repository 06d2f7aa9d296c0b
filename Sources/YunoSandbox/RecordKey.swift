import YunoSDK

/// A record's id as a table key, compared without regard to case.
///
/// Every id the sandbox issues is a UUID, kept here as its 128 bits: a lookup hashes 16 bytes and compares them in
/// the table's own slot, with no string to lowercase, hash or follow to the heap (with 100,000 records, that string
/// is a cache miss per lookup). Any other text (an id the sandbox never issued, so never found) is kept lowercased.
enum RecordKey: Hashable, Sendable {
    /// A UUID's bits, high and low halves.
    case uuid(UInt64, UInt64)
    /// Text that is not a UUID, lowercased.
    case text(String)

    /// The key of `id`: its UUID bits when it is a UUID (`8-4-4-4-12` hex digits, either case), else its lowercased
    /// text.
    init(_ id: String) {
        if let bits = RandomUUID.bits(of: id) {
            self = .uuid(bits.high, bits.low)
        } else {
            self = .text(id.lowercased())
        }
    }

    /// Whether the key was made from a UUID.
    var isUUID: Bool {
        if case .uuid = self { true } else { false }
    }
}
