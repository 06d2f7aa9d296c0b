import Foundation
import YunoSDK

/// What the sandbox keeps of a validated card: never the full number nor the security code.
struct CardProfile: Sendable, Hashable {
    /// First eight digits (Yuno publishes an 8-digit `iin`).
    var iin: String
    /// How many digits the number has.
    var numberLength: Int
    /// A stable identifier of the number (the same card gives the same fingerprint), never the number itself.
    var fingerprint: String
    /// Last four digits.
    var lfd: String
    /// How Yuno names a saved card in lists and payment-method objects: `VISA ****1111`.
    var savedName: String { "\(brand.rawValue) ****\(lfd)" }
    /// The detected brand.
    var brand: CardBrand
    /// Expiry month, 1–12.
    var expirationMonth: Int
    /// Expiry year, two digits (YY).
    var expirationYear: Int
    /// The cardholder's name.
    var holderName: String
    /// What the test gateway does with this card.
    var outcome: CardOutcome

    /// Validates a typed card (security code included) against `now` and keeps only what the sandbox needs.
    ///
    /// - Throws: 400 MISSING_PARAMETERS / INVALID_PARAMETERS whose message never contains card data.
    static func validated(_ input: CardInput, now: Date) throws(APIFailure) -> CardProfile {
        try validated(
            number: input.number,
            expirationMonth: input.expirationMonth,
            expirationYear: input.expirationYear,
            securityCode: input.securityCode,
            checkSecurityCode: true,
            holderName: input.holderName,
            now: now
        )
    }

    /// Validates raw card data against `now` and keeps only what the sandbox needs.
    ///
    /// - Parameter securityCode: `nil` skips the security-code check (vaulting without a CVC).
    /// - Throws: 400 INVALID_PARAMETERS whose message never contains the number, the code or the expiry.
    static func validated(
        number rawNumber: String?,
        expirationMonth: Int?,
        expirationYear: Int?,
        securityCode: String?,
        checkSecurityCode: Bool,
        holderName: String?,
        now: Date
    ) throws(APIFailure) -> CardProfile {
        guard let rawNumber else { throw .missingParameter("payment_method.card.number") }
        let number = rawNumber.filter { $0 != " " && $0 != "-" }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .invalidParameters("card number must contain only digits")
        }
        guard let brand = CardBrand.detect(fromDigits: number) else {
            throw .invalidParameters("card brand is not supported")
        }
        guard brand.validLengths.contains(number.count) else {
            throw .invalidParameters("card number length is invalid for \(brand.rawValue)")
        }
        if brand.usesLuhn && !Luhn.isValid(number) {
            throw .invalidParameters("card number is invalid (checksum)")
        }
        guard let month = expirationMonth else { throw .missingParameter("payment_method.card.expiration_month") }
        guard let rawYear = expirationYear else { throw .missingParameter("payment_method.card.expiration_year") }
        guard (1...12).contains(month) else { throw .invalidParameters("card expiration month is invalid") }
        guard rawYear >= 0 else { throw .invalidParameters("card expiration year is invalid") }
        let fullYear = rawYear < 100 ? 2000 + rawYear : rawYear
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let today = calendar.dateComponents([.year, .month], from: now)
        let currentYear = today.year ?? 2000
        let currentMonth = today.month ?? 1
        if fullYear < currentYear || (fullYear == currentYear && month < currentMonth) {
            throw .invalidParameters("card is expired")
        }
        if fullYear > currentYear + 19 {
            throw .invalidParameters("card expiration year is invalid")
        }
        if checkSecurityCode {
            guard let code = securityCode else { throw .missingParameter("payment_method.card.security_code") }
            guard code.count == brand.securityCodeLength, code.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw .invalidParameters("security code must have \(brand.securityCodeLength) digits")
            }
        }
        let holder = holderName ?? ""
        guard holder.count <= 255 else { throw .invalidParameters("holder name is too long") }
        return CardProfile(
            iin: String(number.prefix(8)),
            numberLength: number.count,
            fingerprint: fingerprint(of: number),
            lfd: String(number.suffix(4)),
            brand: brand,
            expirationMonth: month,
            expirationYear: fullYear % 100,
            holderName: holder,
            outcome: CardOutcome.forDigits(number)
        )
    }

    /// A UUID-shaped FNV-1a digest of `number`: the same card always gives the same fingerprint.
    private static func fingerprint(of number: String) -> String {
        func fnv(_ seed: UInt64) -> UInt64 {
            number.utf8.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        let high = fnv(0xCBF2_9CE4_8422_2325)
        let low = fnv(0x8422_2325_CBF2_9CE4)
        let hex = String(format: "%016llx%016llx", high, low)
        let parts = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4),
            hex.dropFirst(20),
        ]
        return parts.joined(separator: "-")
    }
}
