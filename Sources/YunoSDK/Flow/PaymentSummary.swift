import Foundation

/// What a flow keeps of the last payment the backend reported: what its outcome and its status screen name (the
/// id, the status and sub-status, the amount, the method's type).
///
/// Not the decoded ``Payment``: the flow holds this while it waits for an SDK action (a 3DS page can stay open for
/// minutes), and the whole answer, with its method detail and every published field, was ≈ 1.1 KB a flow parked at
/// its challenge (`heaptrack`; PERFORMANCE.md, "Hot paths"). A class, so the state machine's holdings copy one
/// reference, not five fields.
final class PaymentSummary: Sendable {
    let id: String
    let status: PaymentStatus
    let subStatus: String?
    let amount: Decimal?
    let currency: String?
    /// The payment method's type as the backend reports it (`CARD`, `PIX`, …), when it does.
    let methodType: String?

    /// The summary of `payment`.
    init(_ payment: Payment) {
        id = payment.id
        status = payment.status
        subStatus = payment.subStatus
        amount = payment.amount?.value
        currency = payment.amount?.currency
        methodType = payment.paymentMethod?.type
    }
}
