import Foundation

/// Checks of the values an app passes in (SPEC §7), shared by every entry point.
enum InputValidation {
    /// The checkout session, lowercased, when it is a UUID.
    static func checkoutSession(_ value: String) throws(YunoError) -> String {
        guard value.count == 36, UUID(uuidString: value) != nil else { throw .invalidCheckoutSession(value) }
        return value.lowercased()
    }

    /// The country, uppercased, when it is an ISO 3166-1 alpha-2 code.
    static func countryCode(_ value: String) throws(YunoError) -> String {
        let upper = value.uppercased()
        guard value.count == 2, ISOCountry.isValid(upper) else { throw .invalidCountryCode(value) }
        return upper
    }

    /// The language to use. A malformed tag is an error; a well-formed unsupported one falls back to English.
    static func language(_ value: String?) throws(YunoError) -> YunoLanguage {
        if let value, !value.isEmpty, !YunoLanguage.isWellFormed(value) { throw .invalidLanguage(value) }
        return YunoLanguage.resolve(requested: value)
    }

    /// The payment-method type, when it is well formed and in the catalogue.
    static func paymentMethodType(_ value: String) throws(YunoError) -> PaymentMethodCatalog.Collection {
        guard PaymentMethodCatalog.isWellFormed(value), let collection = PaymentMethodCatalog.known[value] else {
            throw .invalidPaymentMethodType(value)
        }
        return collection
    }

    /// The vaulted token, when absent or shaped like a token: 1–128 of `A–Z a–z 0–9 - _` (it goes into URL paths).
    static func vaultedToken(_ value: String?) throws(YunoError) -> String? {
        guard let value else { return nil }
        guard (1...128).contains(value.count),
            value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { throw .invalidVaultedToken }
        return value
    }

    /// The customer session, lowercased, when it is a UUID.
    static func customerSession(_ value: String) throws(YunoError) -> String {
        guard value.count == 36, UUID(uuidString: value) != nil else { throw .invalidCustomerSession(value) }
        return value.lowercased()
    }
}
