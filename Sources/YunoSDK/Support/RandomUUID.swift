import Foundation

/// Random (version 4) UUIDs as lowercase strings: the flows' idempotency keys.
///
/// The bytes come from `SystemRandomNumberGenerator`, the system's cryptographically secure source (`getrandom` on
/// Linux, `arc4random` on Apple platforms), exactly as for `UUID()`. On Linux `UUID()` opens and reads
/// `/dev/urandom` on every call, a file open measured at ≈ 6 µs in every flow start; the text is still Foundation's
/// (`UUID(uuid:)`, which reads no random source). Usable from inlinable code:
/// it is the default of ``YunoClient/Options``' `makeIdempotencyKey`.
@usableFromInline
enum RandomUUID {
    /// A new random UUID, lowercased (`8-4-4-4-12` hex digits, version 4, RFC 4122 variant).
    @usableFromInline
    static func lowercased() -> String {
        var generator = SystemRandomNumberGenerator()
        return lowercased(using: &generator)
    }

    /// A random UUID made from `generator`'s next two 64-bit values (tests pass a seeded one), in Foundation's text.
    static func lowercased(using generator: inout some RandomNumberGenerator) -> String {
        let b = bytes(high: generator.next(), low: generator.next())
        let uuid = UUID(
            uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15])
        )
        return uuid.uuidString.lowercased()
    }

    /// The 16 bytes of a version 4 UUID made of `high` and `low` (big-endian), with the version and variant set.
    static func bytes(high: UInt64, low: UInt64) -> [UInt8] {
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // Version 4: random.
        bytes[8] = bytes[8] & 0x3F | 0x80  // Variant: RFC 4122.
        return bytes
    }
}
