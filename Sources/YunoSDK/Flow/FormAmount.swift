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

    /// The form's amount of a checkout session's `amount`.
    init(_ amount: Amount) {
        value = amount.value
        currency = amount.currency
    }
}
