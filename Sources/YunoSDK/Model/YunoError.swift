/// A precise, typed reason why a call or a flow failed.
///
/// Values are safe to log: none carries a card number, security code or expiry.
///
/// A struct, not an enum, so that a new kind of failure is not a breaking change: compare an error with `==`
/// (`error == .cancelled`), match it in a `switch` by value (`case .cancelled:`, with a `default:`), or switch over
/// its ``code`` for the kinds that carry details, and read those details through ``httpStatus``, ``serverCode``,
/// ``serverMessages``, ``cardFormError`` and ``underlyingError``.
///
/// Where errors surface: flows never throw — a failed flow ends with a ``Yuno/Result`` (usually
/// ``Yuno/Result/internalError``; ``cancelled`` gives ``Yuno/Result/userCancelled``) and its error is
/// ``PaymentOutcome/error`` and the log. Calls that can be misused without starting a flow throw it with typed
/// throws: ``YunoClient/init(apiKey:config:transport:logger:options:)``, ``Yuno/initialize(apiKey:config:)``,
/// ``YunoClient/startPayment(with:showPaymentStatus:)``, ``YunoClient/continuePayment(checkoutSession:showPaymentStatus:)``.
/// A `Sendable`, `Hashable` value: compare it in tests with `==`.
public struct YunoError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed, with its details; the SDK matches on it, apps on ``code`` and the accessors.
    let reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    /// A precise English reason, for logs and ``PaymentOutcome``.
    public var description: String { reason.description }
}
