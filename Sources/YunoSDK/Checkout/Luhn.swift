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
        let utf8 = digits.utf8
        let count = utf8.count
        var sum = 0
        // Read left to right (a string's bytes step forward cheaply): every second digit counted from the right is
        // doubled, so the first one is when the count is even.
        var doubles = count % 2 == 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
            var value = Int(byte - UInt8(ascii: "0"))
            if doubles {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
            doubles.toggle()
        }
        return count > 0 && sum % 10 == 0
    }
}
