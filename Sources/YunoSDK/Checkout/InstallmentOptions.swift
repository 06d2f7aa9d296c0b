import Foundation

/// The rule that says which of a checkout session's installment options a card gets, and how each is shown.
///
/// Pure: the same plan, card and amount always give the same options, in the plan's order (the first is the
/// default: "the automatic selection of the first option when the list loads", Yuno's onInstallmentSelected
/// reference).
enum InstallmentOptions {
    /// How many digits of the number the rule needs before it offers anything: the IIN ([ours]: Yuno filters plans
    /// by a 6-to-8-digit IIN; before six digits no card is known).
    static let minimumDigits = 6

    /// The options `plan` gives the card whose number starts with `digits` (of `brand`, when detected) for
    /// `amount` in `currency`, labelled in `language`; empty when the plan does not cover the card or the amount.
    static func options(
        plan: InstallmentPlan, digits: Substring, brand: CardBrand?, amount: Decimal, currency: String,
        language: YunoLanguage
    ) -> [YunoInstallmentSelected] {
        guard covers(plan, digits: digits, brand: brand, amount: amount, currency: currency) else { return [] }
        var seen: Set<Int> = []
        return plan.options.compactMap { option in
            guard option.installment >= 1, option.rate > 0, seen.insert(option.installment).inserted else {
                return nil
            }
            return selection(option, amount: amount, currency: currency, language: language)
        }
    }

    /// Whether `plan` applies: the IIN is known, and the brand, IIN and amount filters (when the plan has them) pass.
    static func covers(
        _ plan: InstallmentPlan, digits: Substring, brand: CardBrand?, amount: Decimal, currency: String
    ) -> Bool {
        guard digits.count >= minimumDigits else { return false }
        if let brands = plan.brands {
            guard let brand, brands.contains(where: { $0.uppercased() == brand.rawValue }) else { return false }
        }
        if let iins = plan.iins, !iins.contains(where: { !$0.isEmpty && digits.hasPrefix($0) }) { return false }
        if let range = plan.amount {
            guard range.currency.uppercased() == currency.uppercased() else { return false }
            if let minimum = range.minValue, amount < minimum { return false }
            if let maximum = range.maxValue, amount > maximum { return false }
        }
        return true
    }

    /// One option as the delegate hears it and the form shows it: the total is `amount × rate`, one installment
    /// the total divided by their number, each rounded half up to the currency's minor units.
    static func selection(
        _ option: InstallmentPlan.Option, amount: Decimal, currency: String, language: YunoLanguage
    ) -> YunoInstallmentSelected {
        let digits = ISOCurrency.minorUnits(for: currency) ?? 2
        let total = rounded(amount * option.rate, digits: digits)
        let each = rounded(total / Decimal(option.installment), digits: digits)
        let shown =
            ISOCurrency.formatted(each, currency: currency, in: language) ?? "\(currency) \(plain(each, digits))"
        let localizer = YunoLocalizer(language: language)
        let label =
            option.installment == 1
            ? localizer.string(.cardInstallmentSingle, ["amount": shown])
            : localizer.string(.cardInstallmentMultiple, ["count": "\(option.installment)", "amount": shown])
        return YunoInstallmentSelected(
            installment: option.installment, label: label,
            amount: YunoInstallmentAmount(
                currency: currency, value: plain(each, digits), totalValue: plain(total, digits)))
    }

    /// `value` rounded half up (away from zero) to `digits` decimals.
    static func rounded(_ value: Decimal, digits: Int) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, digits, .plain)
        return result
    }

    /// `value` as a plain decimal string with exactly `digits` decimals and a dot (`"40.17"`, `"120"` for none).
    static func plain(_ value: Decimal, _ digits: Int) -> String {
        let text = "\(rounded(value, digits: digits))"
        guard digits > 0 else { return text }
        let parts = text.split(separator: ".", maxSplits: 1)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction)\(String(repeating: "0", count: max(0, digits - fraction.count)))"
    }
}
