import Foundation

/// Reads the timestamps of the Yuno API, which come with and without fractional seconds
/// (`2026-05-09T20:46:54.786342Z`, `2026-05-09T20:46:54Z`).
enum WireDate {
    /// `string` as a date, or `nil` when it is not an ISO 8601 timestamp.
    static func parse(_ string: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(string) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(string)
    }
}
