import Foundation

/// `installments` of a create-checkout-session request ("Create Checkout Session": `installments{plan_id, plan}`):
/// a plan of the account by its id, or a plan for this session only. Every field is optional so the sandbox can
/// answer a missing one with Yuno's error.
struct InstallmentsRequest: Codable, Sendable {
    /// One option of `plan`.
    struct Option: Codable, Sendable {
        var installment: Int?
        var rate: Decimal?
    }

    var planId: String?
    var plan: [Option]?
}
