import Foundation

/// A checkout session's `installments` object in the published shape ("The Checkout Session Object":
/// `installments{plan_id, plan[{installment, rate}]}`; `null` members when the session offers none, as Yuno's
/// create-checkout-session example shows).
///
/// [ours] `brand`: the card brands the plan covers, written only when the plan is narrowed to some brands — the
/// filter Yuno's "Create Installments Plan" sets on a plan (`brand`), which the published session object does not
/// show. The SDK reads it (and would read `iin` and `amount{currency, min_value, max_value}` the same way).
struct InstallmentPlanBody: Codable, Sendable, Hashable {
    /// One option of `plan`: a number of installments and the rate multiplying the amount (`1.2`: 20% more).
    struct Option: Codable, Sendable, Hashable {
        var installment: Int
        var rate: Decimal
    }

    var planId: String?
    var plan: [Option]?
    var brand: [String]?

    private enum CodingKeys: String, CodingKey {
        case planId, plan, brand
    }

    init(planId: String? = nil, plan: [Option]? = nil, brand: [String]? = nil) {
        self.planId = planId
        self.plan = plan
        self.brand = brand
    }

    /// Whether the plan covers a card of `brand` (Yuno's brand name, `VISA`).
    func covers(brand cardBrand: String) -> Bool {
        brand.map { $0.contains { $0.uppercased() == cardBrand.uppercased() } } ?? true
    }

    /// The option of `installment` installments, if the plan has it.
    func option(_ installment: Int) -> Option? {
        plan?.first { $0.installment == installment }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(planId, forKey: .planId)
        try container.encode(plan, forKey: .plan)
        try container.encodeIfPresent(brand, forKey: .brand)
    }
}
