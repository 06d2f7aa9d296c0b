import Foundation

/// The published `card_data` object (token, payment, payment-method list and enrollment answers): 8-digit `iin`,
/// `number_length`, `security_code_length`, `type` (CREDIT/DEBIT), `category` (CLASSIC, …), issuer fields and a
/// fingerprint. Never the full number nor the security code. `category` and `fingerprint` are optional because
/// Yuno's merchant list of enrolled methods sends a null category and no fingerprint.
struct CardDataBody: Codable, Sendable, Hashable {
    /// `card_data.three_d_secure`: the 3DS result of a card payment.
    struct ThreeDSecure: Codable, Sendable, Hashable {
        var version: String
        var electronicCommerceIndicator: String
        var cryptogram: String
        var transactionId: String
        var directoryServerTransactionId: String
        var paresStatus: String
        var acsId: String
    }

    var holderName: String?
    var iin: String
    var lfd: String
    var numberLength: Int
    var securityCodeLength: Int
    var brand: String
    var type: String
    var category: String?
    var issuerName: String?
    var issuerCode: String?
    var fingerprint: String?
    var countryCode: String?
    var expirationMonth: Int?
    var expirationYear: Int?
    var threeDSecure: ThreeDSecure?

    /// The card data of `card`, issued in `country` when known.
    init(_ card: CardProfile, country: String?, withExpiry: Bool) {
        holderName = card.holderName.isEmpty ? nil : card.holderName
        iin = card.iin
        lfd = card.lfd
        numberLength = card.numberLength
        securityCodeLength = card.brand.securityCodeLength
        brand = card.brand.rawValue
        type = "CREDIT"
        category = "CLASSIC"
        issuerName = "Yuno Sandbox Bank"
        issuerCode = nil
        fingerprint = card.fingerprint
        countryCode = country
        expirationMonth = withExpiry ? card.expirationMonth : nil
        expirationYear = withExpiry ? card.expirationYear : nil
    }

    /// The card data of a saved (vaulted) card: with the expiry, without the holder's name. Yuno's payment-method
    /// lists show the issuer's name (`withIssuerName`); its payment-method object (enroll, retrieve, unenroll) does not.
    static func savedCard(_ card: CardProfile, country: String?, withIssuerName: Bool = true) -> CardDataBody {
        var data = CardDataBody(card, country: country, withExpiry: true)
        data.holderName = nil
        if !withIssuerName { data.issuerName = nil }
        return data
    }
}
