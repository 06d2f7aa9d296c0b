import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Random (version 4) UUIDs as lowercase strings: the flows' idempotency keys.
///
/// The bytes come from the system's cryptographically secure source, as for `UUID()`: on Linux one `getentropy`
/// call (one `getrandom` system call for all 16 bytes, where `SystemRandomNumberGenerator` makes one per 8 and
/// `UUID()` opens and reads `/dev/urandom`, measured at ≈ 6 µs in every flow start); elsewhere, or if that call
/// fails, `SystemRandomNumberGenerator` (`arc4random` on Apple platforms). The text is spelled here, in lower case
/// at once: Foundation's `uuidString` formats each byte with `snprintf` on Linux (≈ 2.4 µs a key, measured) and
/// is upper case. Usable from inlinable code: it is the default of ``YunoClient/Options``' `makeIdempotencyKey`.
/// Package-visible: the emulator spells its ids with ``lowercased(using:)`` from its seeded generator.
@usableFromInline
package enum RandomUUID {
    /// A new random UUID, lowercased (`8-4-4-4-12` hex digits, version 4, RFC 4122 variant).
    @usableFromInline
    package static func lowercased() -> String {
        #if canImport(Glibc)
            var bits: (UInt64, UInt64) = (0, 0)
            if withUnsafeMutableBytes(of: &bits, { getentropy($0.baseAddress, $0.count) }) == 0 {
                return text(high: bits.0, low: bits.1)
            }
        #endif
        var generator = SystemRandomNumberGenerator()
        return lowercased(using: &generator)
    }

    /// A random UUID made from `generator`'s next two 64-bit values (tests and the emulator pass a seeded one).
    package static func lowercased(using generator: inout some RandomNumberGenerator) -> String {
        text(high: generator.next(), low: generator.next())
    }

    /// The 128 bits of `text` when it is exactly `8-4-4-4-12` hexadecimal digits (either case) with hyphens, else
    /// `nil`: no braces, spaces, signs or `0x`. The inverse of this type's spelling, version and variant bits as
    /// written. The one UUID parser of the package: the SDK's strict UUID check and the emulator's record keys.
    package static func bits(of text: String) -> (high: UInt64, low: UInt64)? {
        // Read in place (a start checks its session here, usually on the main actor); `withUTF8` makes a bridged
        // string contiguous first.
        var text = text
        return text.withUTF8 { bits(ofUTF8: $0) }
    }

    private static func bits(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (high: UInt64, low: UInt64)? {
        guard bytes.count == 36 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        for (position, byte) in bytes.enumerated() {
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
        return (high, low)
    }

    /// The version 4 UUID made of `high` and `low` (big-endian) with the version and variant set, as 36 lowercase
    /// characters (`8-4-4-4-12` hex digits).
    static func text(high: UInt64, low: UInt64) -> String {
        let high = high & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000  // Version 4 (random): byte 6's high nibble.
        let low = low & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000  // The RFC 4122 variant: byte 8's high bits.
        return String(unsafeUninitializedCapacity: 36) { text in
            let digits: StaticString = "0123456789abcdef"
            var position = 0
            for nibble in 0..<32 {
                if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
                    text[position] = UInt8(ascii: "-")
                    position += 1
                }
                let word = nibble < 16 ? high : low
                let value = Int(truncatingIfNeeded: word >> (60 - 4 * UInt64(nibble % 16))) & 0xF
                text[position] = digits.utf8Start[value]
                position += 1
            }
            return position
        }
    }
}
