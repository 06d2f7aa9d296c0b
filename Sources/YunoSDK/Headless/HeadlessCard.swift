import Foundation

/// Turns a headless integration's collected card into the token request's card, validated exactly as the card
/// form validates it (Luhn, brand lengths, expiry against the client's clock, security-code length per brand).
enum HeadlessCard {
    /// The validated wire card of `card`; a card without details is an empty number.
    ///
    /// The expiry year is two digits (read as the form reads them) or four (compared as it is: 1928 is in the past,
    /// 2128 too far ahead); any other year is ``CardFieldError/expiryYearOutOfRange``, a month outside 1–12
    /// ``CardFieldError/expiryMonthOutOfRange``.
    ///
    /// - Throws: ``YunoError/invalidCard(_:)`` listing every invalid field (never their values).
    static func validated(_ card: CardData?, now: Date) throws(YunoError) -> TokenRequest.Card {
        guard let detail = card?.detail else {
            throw .invalidCard(CardFormError(fieldErrors: [.number: .numberEmpty]))
        }
        let chosen = card?.installment
        let expiry: String
        let expiryProblem: CardFieldError?
        switch (detail.expirationMonth, detail.expirationYear) {
        case (let month, _) where !(1...12).contains(month):
            (expiry, expiryProblem) = ("00/00", .expiryMonthOutOfRange)
        case (let month, let year) where (0...99).contains(year) || (1_000...9_999).contains(year):
            // Two digits as the form reads them; four digits as they are, so 1928 is in the past and 2128 too far
            // ahead (never taken modulo 100).
            (expiry, expiryProblem) = (String(format: year < 100 ? "%02d/%02d" : "%02d/%04d", month, year), nil)
        default:
            (expiry, expiryProblem) = ("00/00", .expiryYearOutOfRange)
        }
        do {
            let card = try CardDetails.validated(
                number: detail.number, expiry: expiry, securityCode: detail.securityCode,
                holderName: detail.holderName, now: now, calendar: CardForm.defaultCalendar)
            var validated = TokenRequest.Card(card)
            // The installment chosen (Yuno's headless `CardData(installment:)`) travels with the card, as the form's.
            validated.installment = chosen.map { TokenRequest.Installment(id: $0.id, value: $0.value) }
            return validated
        } catch {
            guard let expiryProblem else { throw .invalidCard(error) }
            var fieldErrors = error.fieldErrors
            fieldErrors[.expiry] = expiryProblem
            throw .invalidCard(CardFormError(fieldErrors: fieldErrors))
        }
    }
}
