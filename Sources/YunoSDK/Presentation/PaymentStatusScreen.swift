import Foundation

/// What the status screen shows at the end of a flow.
public struct PaymentStatusScreen: Sendable, Hashable {
    /// The flow's result.
    public let result: Yuno.Result
    /// The backend status, when a payment exists.
    public let status: PaymentStatus?
    /// The backend sub-status.
    public let subStatus: String?
    /// The payment id, when a payment exists.
    public let paymentID: String?
    /// The amount, when known.
    public let amount: Decimal?
    /// The ISO 4217 currency of ``amount``.
    public let currency: String?

    /// Creates a status screen model.
    public init(
        result: Yuno.Result, status: PaymentStatus?, subStatus: String?, paymentID: String?, amount: Decimal?,
        currency: String?
    ) {
        self.result = result
        self.status = status
        self.subStatus = subStatus
        self.paymentID = paymentID
        self.amount = amount
        self.currency = currency
    }
}
