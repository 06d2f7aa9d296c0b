import Foundation
import YunoSDK

/// A request the sandbox has logged: answered already, or waiting for its latency or its fault's wait.
enum ReceivedRequest: Sendable {
    /// Answered with no suspension (zero latency, no fault that waits).
    case answered(YunoHTTPResponse)
    /// To be answered after a wait; `logIndex` is its entry in the request log.
    case waiting(logIndex: Int)
}
