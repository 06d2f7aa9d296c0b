import Foundation

/// Checks of the values an app passes in (SPEC §7), shared by every entry point.
///
/// Every check looks at the value's UTF-8 length first (O(1) for native strings), so an oversized value is refused
/// before any work; errors carry only an escaped excerpt of the value (``LogSafe``).
enum InputValidation {
    /// The longest language tag accepted (BCP 47 tags in use are far shorter).
    static let maximumLanguageTagLength = 35

    /// The checkout session, lowercased, when it is a UUID.
    static func checkoutSession(_ value: String) throws(YunoError) -> String {
        guard isStrictUUID(value) else { throw .invalidCheckoutSession(LogSafe.excerpt(value)) }
        return CheckoutSession.lowercased(value)
    }

    /// The country, uppercased, when it is an ISO 3166-1 alpha-2 code.
    static func countryCode(_ value: String) throws(YunoError) -> String {
        guard value.utf8.count == 2 else { throw .invalidCountryCode(LogSafe.excerpt(value)) }
        if ISOCountry.isValid(value) { return value }  // Upper case, as apps send it: no new string.
        let upper = value.uppercased()
        guard ISOCountry.isValid(upper) else { throw .invalidCountryCode(LogSafe.excerpt(value)) }
        return upper
    }

    /// The language to use. A malformed or oversized tag is an error; a well-formed unsupported one falls back to
    /// English.
    static func language(_ value: String?) throws(YunoError) -> YunoLanguage {
        if let value, !value.isEmpty {
            guard value.utf8.count <= maximumLanguageTagLength, YunoLanguage.isWellFormed(value) else {
                throw .invalidLanguage(LogSafe.excerpt(value))
            }
            return YunoLanguage(wellFormed: value) ?? .en  // As `resolve(requested:)`, without checking again.
        }
        return YunoLanguage.resolve(requested: value)
    }

    /// The payment-method type, when it is well formed and in the catalogue.
    static func paymentMethodType(_ value: String) throws(YunoError) -> PaymentMethodCatalog.Collection {
        guard value.utf8.count <= 64, PaymentMethodCatalog.isWellFormed(value),
            let collection = PaymentMethodCatalog.known[value]
        else {
            throw .invalidPaymentMethodType(LogSafe.excerpt(value))
        }
        return collection
    }

    /// The vaulted token, when absent or shaped like a token: 1–128 of `A–Z a–z 0–9 - _` (it goes into URL paths).
    static func vaultedToken(_ value: String?) throws(YunoError) -> String? {
        guard let value else { return nil }
        guard (1...128).contains(value.utf8.count),
            value.utf8.allSatisfy({ isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        else { throw .invalidVaultedToken }
        return value
    }

    /// The customer session, lowercased, when it is a UUID.
    static func customerSession(_ value: String) throws(YunoError) -> String {
        guard isStrictUUID(value) else { throw .invalidCustomerSession(LogSafe.excerpt(value)) }
        return CheckoutSession.lowercased(value)
    }

    /// Whether `value` is exactly `8-4-4-4-12` hexadecimal digits with hyphens: no braces, spaces, signs or `0x`.
    static func isStrictUUID(_ value: String) -> Bool {
        RandomUUID.bits(of: value) != nil
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
