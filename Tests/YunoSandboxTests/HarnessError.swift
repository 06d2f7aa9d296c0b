import Foundation

/// A setup step of a test failed; carries the response body for the failure message.
struct HarnessError: Error, CustomStringConvertible {
    var reply: String
    var description: String { "unexpected reply: \(reply)" }
}
