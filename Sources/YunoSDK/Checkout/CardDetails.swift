import Foundation

/// A validated card, ready for tokenization.
///
/// Only the brand and the masked number (BIN + last four) are public. The full number, the expiry, the security code
/// and the holder name are module-internal secrets (SPEC §8): they never appear in ``description``,
/// ``debugDescription``, `String(reflecting:)` or `dump` (the ``customMirror`` exposes only the brand and the masked
/// number). The security code must be discarded (the internal `discardSecurityCode()`) once the one-time token exists.
///
/// A value type; `Sendable`, usable from any isolation domain. Equality and hashing cover every field, secrets
/// included, without revealing them.
public struct CardDetails: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The card's brand, or `nil` for a local brand outside the known ranges (Cabal, Naranja, Carnet…), which
    /// the backend recognizes from the number. (Before local brands were accepted this was never `nil`.)
    public let brand: CardBrand?
    /// The full card number, digits only. Secret.
    let number: String
    /// The expiry month, 1–12. Secret.
    let expirationMonth: Int
    /// The four-digit expiry year. Secret.
    let expirationYear: Int
    /// The security code, until it is discarded after tokenization. Secret.
    private(set) var securityCode: String?
    /// The cardholder name, or `nil` when the form hides it. Secret.
    let holderName: String?

    /// Creates a card from already-validated parts; no validation happens here.
    init(
        brand: CardBrand?,
        number: String,
        expirationMonth: Int,
        expirationYear: Int,
        securityCode: String?,
        holderName: String?
    ) {
        self.brand = brand
        self.number = number
        self.expirationMonth = expirationMonth
        self.expirationYear = expirationYear
        self.securityCode = securityCode
        self.holderName = holderName
    }

    /// Validates raw form input and builds a card.
    ///
    /// Every field is validated (the security-code length follows the brand detected from the number, even when the
    /// number itself is invalid; 3 or 4 digits where no known brand matches), so the error lists every invalid field
    /// at once. A Luhn-valid number of 12–19 digits outside the known brands is accepted with a `nil` ``brand``
    /// (see ``CardValidation/validateNumberOfAnyBrand(_:)``).
    ///
    /// - Parameters:
    ///   - number: The card number as typed or pasted; separators are allowed (see
    ///     ``CardValidation/normalizedDigits(_:)``).
    ///   - expiry: The expiry as typed (see ``CardValidation/validateExpiry(_:now:calendar:)``).
    ///   - securityCode: The CVC/CVV/CID.
    ///   - holderName: The cardholder name, or `nil` when the form does not ask for it.
    ///   - now: The current instant, injected for determinism.
    ///   - calendar: The calendar defining the current month (the SDK uses Gregorian in UTC).
    /// - Throws: ``CardFormError`` with one ``CardFieldError`` per invalid field. Nonisolated.
    public static func validated(
        number: String,
        expiry: String,
        securityCode: String,
        holderName: String?,
        now: Date,
        calendar: Calendar
    ) throws(CardFormError) -> CardDetails {
        try validated(
            number: number, expiry: expiry, securityCode: securityCode, holderName: holderName,
            current: .of(now, in: calendar))
    }

    /// ``validated(number:expiry:securityCode:holderName:now:calendar:)`` against the month it is now.
    static func validated(
        number: String, expiry: String, securityCode: String, holderName: String?, current: CalendarMonth
    ) throws(CardFormError) -> CardDetails {
        var errors: [CardField: CardFieldError] = [:]
        var validNumber: (digits: String, brand: CardBrand?)?
        var validExpiry: (month: Int, year: Int)?
        var validCode: String?
        var validName: String?
        do {
            validNumber = try CardValidation.validateNumberOfAnyBrand(number)
        } catch {
            errors[.number] = error
        }
        do {
            validExpiry = try CardValidation.validateExpiry(expiry, current: current)
        } catch {
            errors[.expiry] = error
        }
        let brand = validNumber.map { $0.brand } ?? CardValidation.normalizedDigits(number).flatMap(CardBrand.detect)
        do {
            validCode = try CardValidation.validateSecurityCode(securityCode, brand: brand)
        } catch {
            errors[.securityCode] = error
        }
        if let holderName {
            do {
                validName = try CardValidation.validateHolderName(holderName)
            } catch {
                errors[.holderName] = error
            }
        }
        guard errors.isEmpty, let validNumber, let validExpiry, let validCode else {
            throw CardFormError(fieldErrors: errors)
        }
        return CardDetails(
            brand: validNumber.brand,
            number: validNumber.digits,
            expirationMonth: validExpiry.month,
            expirationYear: validExpiry.year,
            securityCode: validCode,
            holderName: validName
        )
    }

    /// The bank identification number: the first six digits of the card number.
    public var bin: String {
        String(number.prefix(6))
    }

    /// The last four digits of the card number.
    public var lastFour: String {
        String(number.suffix(4))
    }

    /// The number as it may be displayed: BIN, four bullets, last four (`450799••••0002`).
    public var maskedNumber: String {
        CardValidation.masked(digits: number)
    }

    /// The expiry year's last two digits, as the tokenization request sends it.
    var expirationYearTwoDigits: Int {
        expirationYear % 100
    }

    /// Forgets the security code; call as soon as the one-time token exists (SPEC §8).
    mutating func discardSecurityCode() {
        securityCode = nil
    }

    /// A copy of this card without the security code.
    func withoutSecurityCode() -> CardDetails {
        var copy = self
        copy.discardSecurityCode()
        return copy
    }

    /// `CardDetails(brand: VISA, number: 450799••••0002)` (`brand: nil` for a local brand): the brand and masked
    /// number only, never a secret.
    public var description: String {
        "CardDetails(brand: \(brand?.rawValue ?? "nil"), number: \(maskedNumber))"
    }

    /// The same redacted text as ``description``.
    public var debugDescription: String {
        description
    }

    /// A mirror with only `brand` and `maskedNumber`, so `dump` and reflection never reach the secrets.
    public var customMirror: Mirror {
        Mirror(self, children: ["brand": brand as Any, "maskedNumber": maskedNumber], displayStyle: .struct)
    }
}
