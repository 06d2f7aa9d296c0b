import Foundation

@testable import YunoSDK

/// Shared fixtures: a fixed clock and Luhn-valid numbers built from a prefix.
enum TestSupport {
    /// Gregorian in UTC, the SDK's validation calendar.
    static let utc = CardForm.defaultCalendar

    /// 2025-06-15 12:00:00 UTC, the tests' "now".
    static let now = date(2025, 6, 15, hour: 12)

    /// A UTC instant built from components (never the real clock).
    static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date {
        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return utc.date(from: components)!
    }

    /// A Luhn-valid number of `length` digits starting with `prefix` (zeros in between).
    static func pan(prefix: String, length: Int) -> String {
        let body = prefix + String(repeating: "0", count: length - prefix.count - 1)
        for check in 0...9 where Luhn.isValid(body + String(check)) {
            return body + String(check)
        }
        fatalError("unreachable: one check digit always satisfies Luhn")
    }

    /// Everything `dump` prints for `value`.
    static func dumped(_ value: some Any) -> String {
        var output = ""
        dump(value, to: &output)
        return output
    }
}
