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
        if let bits = Self.uuidBits(of: id) {
            self = .uuid(bits.high, bits.low)
        } else {
            self = .text(id.lowercased())
        }
    }

    /// Whether the key was made from a UUID.
    var isUUID: Bool {
        if case .uuid = self { true } else { false }
    }

    /// The 128 bits of `text` when it is a UUID in the `8-4-4-4-12` hex form, else `nil`.
    private static func uuidBits(of text: String) -> (high: UInt64, low: UInt64)? {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var position = 0
        var digits = 0
        for byte in text.utf8 {
            defer { position += 1 }
            guard position < 36 else { return nil }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if digits < 16 {
                high = high << 4 | UInt64(value)
            } else {
                low = low << 4 | UInt64(value)
            }
            digits += 1
        }
        return position == 36 ? (high, low) : nil
    }
}
