extension Yuno {
    /// The result a payment flow delivers, exactly once.
    ///
    /// A plain enum whose raw values (0…5) match the documented SDK. The backend status behind a result, its
    /// sub-status and the failure reason are in ``PaymentOutcome``, available from ``YunoClient``.
    ///
    /// A `Sendable` value. Delegates receive it on the main actor (``YunoPaymentDelegate/yunoPaymentResult(_:)``),
    /// once per flow; ``PaymentStatus/result`` maps backend statuses to it.
    public enum Result: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The payment was rejected (REJECTED, DECLINED or FRAUD).
        case reject
        /// The payment succeeded (SUCCEEDED or VERIFIED).
        case succeeded
        /// The payment failed (ERROR, EXPIRED or CANCELED).
        case fail
        /// The payment is still being processed (CREATED, READY_TO_PAY or PENDING).
        case processing
        /// The SDK was misused or the backend answered unexpectedly; nothing reliable is known.
        case internalError
        /// The shopper (or the app, by cancelling the task) cancelled the flow.
        case userCancelled

        /// The documented SDK's spelling of ``succeeded``.
        @available(*, deprecated, renamed: "succeeded")
        public static var success: Result { .succeeded }

        /// The documented SDK's spelling of ``userCancelled``.
        @available(*, deprecated, renamed: "userCancelled")
        public static var userCancell: Result { .userCancelled }

        /// The case name, for logs.
        public var description: String {
            switch self {
            case .reject: "reject"
            case .succeeded: "succeeded"
            case .fail: "fail"
            case .processing: "processing"
            case .internalError: "internalError"
            case .userCancelled: "userCancelled"
            }
        }
    }
}
