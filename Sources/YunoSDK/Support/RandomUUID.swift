/// Random (version 4) UUIDs as lowercase strings: the flows' idempotency keys.
///
/// The bytes come from `SystemRandomNumberGenerator`, the system's cryptographically secure source (`getrandom` on
/// Linux, `arc4random` on Apple platforms), exactly as for `UUID()`. On Linux `UUID()` opens and reads
/// `/dev/urandom` on every call, a file open measured at ≈ 6 µs in every flow start. Usable from inlinable code:
/// it is the default of ``YunoClient/Options``' `makeIdempotencyKey`.
@usableFromInline
enum RandomUUID {
    /// A new random UUID, lowercased (`8-4-4-4-12` hex digits, version 4, RFC 4122 variant).
    @usableFromInline
    static func lowercased() -> String {
        var generator = SystemRandomNumberGenerator()
        return lowercased(using: &generator)
    }

    /// A random UUID made from `generator`'s next two 64-bit values (tests pass a seeded one).
    static func lowercased(using generator: inout some RandomNumberGenerator) -> String {
        lowercased(bytes: bytes(high: generator.next(), low: generator.next()))
    }

    /// The 16 bytes of a version 4 UUID made of `high` and `low` (big-endian), with the version and variant set.
    static func bytes(high: UInt64, low: UInt64) -> [UInt8] {
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // Version 4: random.
        bytes[8] = bytes[8] & 0x3F | 0x80  // Variant: RFC 4122.
        return bytes
    }

    /// `bytes` (16) in the canonical lowercase form.
    static func lowercased(bytes: [UInt8]) -> String {
        precondition(bytes.count == 16, "a UUID has 16 bytes")
        let hex = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { text in
            var index = 0
            for (position, byte) in bytes.enumerated() {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    text[index] = UInt8(ascii: "-")
                    index += 1
                }
                text[index] = hex[Int(byte >> 4)]
                text[index + 1] = hex[Int(byte & 0x0F)]
                index += 2
            }
            return index
        }
    }
}
