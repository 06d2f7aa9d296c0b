import Foundation

/// The installment choice of one card form, and what its delegate must hear: the decision model behind the card
/// form's installments (the form only forwards the number and the shopper's pick, and sends the events returned).
///
/// The rule (Yuno's onInstallmentSelected reference, docs.y.uno/docs/yuno-sdk/controllers/on-installment-selected):
/// - once the plan covers the card, the first option is selected and reported;
/// - every change is reported: the shopper's pick, or new options for a new number (a BIN change) — the selected
///   number of installments is kept when the new options still have it, otherwise the first option is;
/// - `nil` is reported once when the selection no longer applies (number cleared, a card the plan does not cover);
///   a new selection re-arms it;
/// - the same value is never reported twice in a row.
///
/// A value type (no isolation of its own; the card form keeps it on the main actor).
struct InstallmentSelection: Sendable, Equatable {
    /// The session's plan; `nil`: the session offers no installments, and nothing is ever reported.
    private(set) var plan: InstallmentPlan?
    /// The amount the options divide, and its currency.
    private var amount: Decimal = 0
    private var currency = ""
    /// The language of the options' labels.
    private var language: YunoLanguage = .en
    /// The options for the card as typed now.
    private(set) var options: [YunoInstallmentSelected] = []
    /// The selected option: one of ``options``, or `nil` when there are none.
    private(set) var selected: YunoInstallmentSelected?
    /// The last value reported (`nil`: nothing yet, or the last report was `nil`).
    private var reported: YunoInstallmentSelected?

    /// No plan: no options, no reports.
    init() {}

    /// The session's `plan` for `amount` in `currency`, labelled in `language`; no card yet, so no options.
    init(plan: InstallmentPlan?, amount: Decimal, currency: String, language: YunoLanguage) {
        self.plan = plan
        self.amount = amount
        self.currency = currency
        self.language = language
    }

    /// The number typed is now `digits` (of `brand`, when detected): the options are computed again; returns the
    /// reports to send (none or one).
    mutating func cardChanged(digits: Substring, brand: CardBrand?) -> [YunoInstallmentSelected?] {
        guard let plan else { return [] }
        let fresh = InstallmentOptions.options(
            plan: plan, digits: digits, brand: brand, amount: amount, currency: currency, language: language)
        guard fresh != options else { return [] }
        options = fresh
        let kept = selected.flatMap { current in fresh.first { $0.installment == current.installment } }
        selected = kept ?? fresh.first
        return reports()
    }

    /// The shopper picked `installment` installments; an option the card does not have is ignored. Returns the
    /// reports to send (none when the pick is the current selection).
    mutating func select(installment: Int) -> [YunoInstallmentSelected?] {
        guard let option = options.first(where: { $0.installment == installment }) else { return [] }
        selected = option
        return reports()
    }

    /// The choice the one-time token carries: the plan's id and the selected number of installments; `nil` with no
    /// selection or a plan without an id.
    var choice: TokenRequest.Installment? {
        guard let selected, let id = plan?.planID else { return nil }
        return TokenRequest.Installment(id: id, value: selected.installment)
    }

    /// The selection, when it differs from the last report; it is then the last report.
    private mutating func reports() -> [YunoInstallmentSelected?] {
        guard selected != reported else { return [] }
        reported = selected
        return [selected]
    }
}
