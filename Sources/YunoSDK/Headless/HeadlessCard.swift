import Foundation

/// Turns a headless integration's collected card into the token request's card, validated exactly as the card
/// form validates it (Luhn, brand lengths, expiry against the client's clock, security-code length per brand).
enum HeadlessCard {
    /// The validated wire card of `card`; a card without details is an empty number.
    ///
    /// - Throws: ``YunoError/invalidCard(_:)`` listing every invalid field (never their values).
    static func validated(_ card: CardData?, now: Date) throws(YunoError) -> TokenRequest.Card {
        guard let detail = card?.detail else {
            throw .invalidCard(CardFormError(fieldErrors: [.number: .numberEmpty]))
        }
        let year = detail.expirationYear % 100
        let expiry =
            (1...12).contains(detail.expirationMonth) && detail.expirationYear >= 0
            ? String(format: "%02d/%02d", detail.expirationMonth, year) : "00/00"
        do {
            let card = try CardDetails.validated(
                number: detail.number, expiry: expiry, securityCode: detail.securityCode,
                holderName: detail.holderName, now: now, calendar: CardForm.defaultCalendar)
            return PaymentFlow.tokenCard(card)
        } catch {
            throw .invalidCard(error)
        }
    }
}
