/// The Luhn (mod 10) checksum used by most card numbers.
///
/// A stateless namespace; safe to call from any isolation domain.
public enum Luhn {
    /// Returns whether `digits` passes the Luhn checksum.
    ///
    /// - Parameter digits: ASCII digits only (`0`–`9`), with no separators.
    /// - Returns: `false` for an empty string or when any character is not an ASCII digit; otherwise whether the
    ///   checksum holds. Never throws and never traps. Nonisolated.
    public static func isValid(_ digits: some StringProtocol) -> Bool {
        var sum = 0
        var doubles = false
        var count = 0
        for byte in digits.utf8.reversed() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            var value = Int(byte - UInt8(ascii: "0"))
            if doubles {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
            doubles.toggle()
            count += 1
        }
        return count > 0 && sum % 10 == 0
    }
}
