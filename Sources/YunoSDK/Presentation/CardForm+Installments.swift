import Foundation

extension CardForm {
    /// The installment options for the card as typed, in the order the checkout session's plan lists them; empty
    /// when the session offers no installments, fewer than six digits are typed, or the plan does not cover the card
    /// or the amount. The SDK's own card form shows them as a picker under the fields.
    public var installmentOptions: [YunoInstallmentSelected] { installmentSelection.options }

    /// The selected option (the first one until the shopper picks another); `nil` when there are no options. It
    /// travels with the one-time token.
    public var selectedInstallment: YunoInstallmentSelected? { installmentSelection.selected }

    /// The picker's title, "Installments" in the form's language.
    public var installmentsTitle: String { localizer.string(.cardInstallments) }

    /// Selects the option of `installment` installments (one of ``installmentOptions``; another number is
    /// ignored). The delegate hears the new selection in this call, unless it is already the selection.
    public func selectInstallment(_ installment: Int) {
        report(installmentSelection.select(installment: installment))
    }

    /// Offers the session's `plan` for `amount` in `currency`; `reporter` hears every report. Called by the flow
    /// before the form shows (the SDK's own screens: the plan is read with the amount).
    func offerInstallments(
        _ plan: InstallmentPlan?, amount: Decimal, currency: String,
        reporter: (@MainActor (YunoInstallmentSelected?) -> Void)?
    ) {
        installmentReporter = reporter
        installmentSelection = InstallmentSelection(
            plan: plan, amount: amount, currency: currency, language: configuration.language)
        numberDidChange()
    }

    /// The installment the one-time token carries (`card.installment{id, value}`), if one is selected.
    var chosenInstallment: TokenRequest.Installment? { offersInstallmentPlan ? installmentSelection.choice : nil }

    /// The number changed: the options are computed again for its digits, and any change is reported.
    func numberDidChange() {
        guard offersInstallmentPlan else { return }
        let digits = CardValidation.normalizedDigits(number) ?? ""
        report(installmentSelection.cardChanged(digits: Substring(digits), brand: detectedBrand))
    }

    /// Hands `reports` to the reporter, in order, now.
    private func report(_ reports: [YunoInstallmentSelected?]) {
        guard let installmentReporter else { return }
        for selection in reports { installmentReporter(selection) }
    }
}
