import Foundation

/// The card form's fields as the shopper submitted them, read on the main actor in the shopper's turn and checked
/// on the flow's actor (``card()``), so a new-card flow's main-actor turn carries no card checks.
///
/// A class, as ``CollectedCard`` is: it crosses the presentation's wait, where a reference is 8 bytes. Holds
/// secrets: never described, dumped or mirrored beyond whether the card is to be saved.
final class CardFormSubmission: Sendable, CustomStringConvertible, CustomReflectable {
    private let number: String
    private let expiry: String
    private let securityCode: String
    /// `nil` when the form hides the holder name (it is then neither required nor sent).
    private let holderName: String?
    /// The form's clock, read when the card is checked (on the flow's actor, microseconds after the shopper's turn):
    /// the expiry is checked against that month, and the shopper's turn reads no clock.
    private let now: @Sendable () -> Date
    private let calendar: Calendar?
    /// Whether the shopper asked to save the card.
    let saveCard: Bool
    /// The installment the shopper chose, if any.
    let installment: TokenRequest.Installment?

    init(
        number: String, expiry: String, securityCode: String, holderName: String?,
        now: @escaping @Sendable () -> Date, calendar: Calendar?, saveCard: Bool, installment: TokenRequest.Installment?
    ) {
        self.number = number
        self.expiry = expiry
        self.securityCode = securityCode
        self.holderName = holderName
        self.now = now
        self.calendar = calendar
        self.saveCard = saveCard
        self.installment = installment
    }

    /// The card, or every field's error, by the checks of ``CardForm/submit()``, against the clock's month now.
    /// Nonisolated.
    func card() -> Result<CardDetails, CardFormError> {
        do throws(CardFormError) {
            return .success(
                try CardDetails.validated(
                    number: number, expiry: expiry, securityCode: securityCode, holderName: holderName,
                    current: .of(now(), in: calendar)))
        } catch {
            return .failure(error)
        }
    }

    var description: String { "CardFormSubmission(saveCard: \(saveCard))" }
    var customMirror: Mirror { Mirror(self, children: ["saveCard": saveCard]) }
}
