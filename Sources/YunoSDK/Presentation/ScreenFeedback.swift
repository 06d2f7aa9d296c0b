/// The haptic a screen plays once when it appears: the platform's notification feedback for a success, a warning
/// or an error, or none.
///
/// A plain value type, usable from any isolation domain. The model decides which one (see ``init(result:)``); the
/// view only plays it, where the device has haptics (an iPhone; not an iPad, a Mac or Apple Vision Pro).
public enum ScreenFeedback: String, Sendable, Hashable, CaseIterable {
    /// The payment was approved (or the card saved).
    case success
    /// The payment is still in process: not a failure, but not done either, so the shopper does not pay twice.
    case warning
    /// The payment was declined or failed, or the SDK hit an internal error.
    case error
    /// No haptic: the shopper cancelled, so nothing happened they need to feel.
    case none

    /// The feedback of a flow's `result`: ``success`` when it succeeded, ``warning`` while it is processing,
    /// ``error`` when it was rejected, failed or hit an internal error, ``none`` when the shopper cancelled.
    public init(result: Yuno.Result) {
        switch result {
        case .succeeded: self = .success
        case .processing: self = .warning
        case .reject, .fail, .internalError: self = .error
        case .userCancelled: self = .none
        }
    }
}
