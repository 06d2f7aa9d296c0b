import Foundation

/// The checkout session's `installments` object, as Yuno publishes it on "The Checkout Session Object"
/// (`installments{plan_id, plan[{installment, rate}]}`): the plan the session offers, read with the session's amount.
///
/// `rate` multiplies the amount ("enter `1.20` for a 20% rate": "Create Installments Plan", installments.json).
/// [ours] The optional filters `brand`, `iin` and `amount{currency, min_value, max_value}` are the fields with which
/// Yuno's "Create Installments Plan" narrows a plan to cards and amounts; the published session object does not
/// show them, so the SDK reads them here when present and otherwise offers the plan to every card.
struct InstallmentPlan: WireDecodable, Sendable, Equatable {
    /// One option of the plan (`plan[]`): a number of installments and the rate applied to the amount.
    struct Option: WireDecodable, Sendable, Equatable {
        /// The number of monthly installments.
        let installment: Int
        /// The multiplier applied to the amount (`1` when absent: no interest).
        let rate: Decimal

        enum Keys: String {
            case installment, rate
        }

        init(installment: Int, rate: Decimal = 1) {
            self.installment = installment
            self.rate = rate
        }

        init(wire value: WireValue) throws(WireDecodingError) {
            let object = try value.object(keyedBy: Keys.self)
            installment = try object.decode(Int.self, .installment)
            rate = try object.decodeIfPresent(Decimal.self, .rate) ?? 1
        }
    }

    /// [ours] The amounts a plan applies to (from "Create Installments Plan": `amount{currency, min_value,
    /// max_value}`); a bound that is absent does not limit.
    struct AmountRange: WireDecodable, Sendable, Equatable {
        let currency: String
        let minValue: Decimal?
        let maxValue: Decimal?

        enum Keys: String {
            case currency
            case minValue = "min_value"
            case maxValue = "max_value"
        }

        init(currency: String, minValue: Decimal? = nil, maxValue: Decimal? = nil) {
            self.currency = currency
            self.minValue = minValue
            self.maxValue = maxValue
        }

        init(wire value: WireValue) throws(WireDecodingError) {
            let object = try value.object(keyedBy: Keys.self)
            currency = try object.decode(String.self, .currency)
            minValue = try object.decodeIfPresent(Decimal.self, .minValue)
            maxValue = try object.decodeIfPresent(Decimal.self, .maxValue)
        }
    }

    /// `plan_id`: the plan's id, sent back with the chosen installment (`card.installment.id`).
    let planID: String?
    /// `plan`: the options, in the order the session lists them (the first is the default).
    let options: [Option]
    /// [ours] `brand`: the card brands the plan covers (Yuno's brand names, `VISA`); `nil`: every brand.
    let brands: [String]?
    /// [ours] `iin`: the card number prefixes (6 to 8 digits) the plan covers; `nil`: every card.
    let iins: [String]?
    /// [ours] `amount`: the amounts the plan covers; `nil`: any amount.
    let amount: AmountRange?

    enum Keys: String {
        case planID = "plan_id"
        case plan, brand, iin, amount
    }

    init(
        planID: String?, options: [Option], brands: [String]? = nil, iins: [String]? = nil, amount: AmountRange? = nil
    ) {
        self.planID = planID
        self.options = options
        self.brands = brands
        self.iins = iins
        self.amount = amount
    }

    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        planID = try object.decodeIfPresent(String.self, .planID)
        options = try object.decodeIfPresent([Option].self, .plan) ?? []
        brands = try object.decodeIfPresent([String].self, .brand)
        iins = try object.decodeIfPresent([String].self, .iin)
        amount = try object.decodeIfPresent(AmountRange.self, .amount)
    }
}
