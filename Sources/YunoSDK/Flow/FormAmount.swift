import Foundation

/// The checkout session's amount as the SDK's own card form shows it on its pay button ("Pay COP 52,000.00").
///
/// A class, as ``CollectedCard`` is: it is carried from the method list's load through the card form's waits, where
/// a reference is 8 bytes and an ``Amount`` 80 (a hot path: see PERFORMANCE.md's "Hot paths").
final class FormAmount: Sendable {
    /// The amount, in the currency's major unit.
    let value: Decimal
    /// Its ISO 4217 currency code.
    let currency: String
    /// The session's installment plan, whose options divide this amount; `nil` when the session offers none.
    let installments: InstallmentPlan?
    /// The merchant's delegate (Full, Lite, render), which hears the form's installment selection
    /// (``YunoPaymentDelegate/onInstallmentSelected(_:)``); carried here so the form's presentation takes no
    /// parameter more.
    let delegate: (any YunoPaymentDelegate)?

    /// The form's amount of a checkout session's `amount`, with the session's installment plan.
    init(_ amount: Amount, installments: InstallmentPlan? = nil, delegate: (any YunoPaymentDelegate)? = nil) {
        value = amount.value
        currency = amount.currency
        self.installments = installments
        self.delegate = delegate
    }

    /// This amount, its installment selection reported to `delegate`; itself when there is no delegate or no plan.
    func reporting(to delegate: (any YunoPaymentDelegate)?) -> FormAmount {
        guard let delegate, let installments else { return self }
        return FormAmount(
            Amount(currency: currency, value: value), installments: installments, delegate: delegate)
    }

    /// The form's amount of a checkout session read with the payment methods; `nil` when it has no amount.
    convenience init?(summary: CheckoutSessionSummary) {
        guard let amount = summary.amount else { return nil }
        self.init(amount, installments: summary.installments)
    }
}
