/// What a wallet sheet and the SDK's card form need of the checkout session before any payment exists: its country,
/// amount and installment plan, read in the shape of Yuno's published "Retrieve Checkout Session" answer (`country`,
/// `amount{currency, value}`, `installments{plan_id, plan}`; other keys are ignored).
struct CheckoutSessionSummary: WireDecodable, Sendable {
    let country: String?
    let amount: Amount?
    /// The installment plan the session offers; `nil` when it offers none (`plan` null or empty) or the object is
    /// unreadable (installments only add options: a damaged plan must not cost the amount).
    let installments: InstallmentPlan?

    enum Keys: String {
        case country, amount, installments
    }

    init(country: String?, amount: Amount?, installments: InstallmentPlan? = nil) {
        self.country = country
        self.amount = amount
        self.installments = installments
    }

    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        country = try object.decodeIfPresent(String.self, .country)
        amount = try object.decodeIfPresent(Amount.self, .amount)
        installments = object.decodeLeniently(InstallmentPlan.self, .installments).flatMap {
            $0.options.isEmpty ? nil : $0
        }
    }
}
