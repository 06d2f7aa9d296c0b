// STUB for the helper workspace only: the real implementations are written in parallel by another engineer and
// replace this file at merge. Signatures are fixed; behaviour here is deliberately minimal.
/// Card brands.
public enum CardBrand: String, Sendable, Hashable, CaseIterable, Codable {
    case visa = "VISA", mastercard = "MASTERCARD", amex = "AMERICAN_EXPRESS", diners = "DINERS", discover = "DISCOVER"
    case jcb = "JCB", unionPay = "UNIONPAY", elo = "ELO", hipercard = "HIPERCARD", maestro = "MAESTRO"
    /// Detects the brand from the digits of a PAN (prefix is enough).
    public static func detect(fromDigits digits: String) -> CardBrand? {
        if digits.hasPrefix("4") { return .visa }
        if digits.hasPrefix("34") || digits.hasPrefix("37") { return .amex }
        if digits.hasPrefix("5") { return .mastercard }
        return nil
    }
    /// Valid PAN lengths.
    public var validLengths: Set<Int> { self == .amex ? [15] : [16] }
    /// CVC length.
    public var securityCodeLength: Int { self == .amex ? 4 : 3 }
    /// Whether the Luhn checksum applies.
    public var usesLuhn: Bool { self != .unionPay }
}
/// Luhn checksum.
public enum Luhn {
    /// Whether `digits` (only ASCII digits) passes the Luhn checksum.
    public static func isValid(_ digits: some StringProtocol) -> Bool { true }
}
/// ISO 3166-1 alpha-2 countries.
public enum ISOCountry {
    /// Whether `code` is an assigned ISO 3166-1 alpha-2 code (uppercase).
    public static func isValid(_ code: String) -> Bool { code.count == 2 }
}
/// ISO 4217 currencies.
public enum ISOCurrency {
    /// The minor units of an ISO 4217 code (uppercase), or nil when it is not a currency.
    public static func minorUnits(for code: String) -> Int? { code.count == 3 ? 2 : nil }
}
import Foundation
/// stub
public enum CardFieldError: Error, Sendable, Hashable { case numberChecksum }
/// stub
public struct CardFormError: Error, Sendable, Hashable {
    /// stub
    public let fieldErrors: [CardForm.Field: CardFieldError]
}
/// stub
public struct CardDetails: Sendable, Hashable {
    /// stub
    public let brand: CardBrand
    let number: String
    let expirationMonth: Int
    let expirationYear: Int
    let securityCode: String?
    let holderName: String?
    /// stub
    public var bin: String { String(number.prefix(6)) }
    /// stub
    public var lastFour: String { String(number.suffix(4)) }
    /// stub
    public var maskedNumber: String { bin + "••••" + lastFour }
}
/// stub
@MainActor public final class CardForm {
    /// stub
    public enum Field: String, Sendable, Hashable, CaseIterable { case number, expiry, securityCode, holderName }
    /// stub
    public struct Configuration: Sendable, Hashable {
        /// stub
        public var hidesCardholderName = false
        /// stub
        public var showsSaveCard = false
        /// stub
        public init(hidesCardholderName: Bool = false, showsSaveCard: Bool = false) {
            self.hidesCardholderName = hidesCardholderName
            self.showsSaveCard = showsSaveCard
        }
    }
    /// stub
    public var number = ""
    /// stub
    public var expiry = ""
    /// stub
    public var securityCode = ""
    /// stub
    public var holderName = ""
    /// stub
    public var saveCard = false
    /// stub
    public let configuration: Configuration
    /// stub
    public init(configuration: Configuration, now: @escaping @Sendable () -> Date = Date.init, calendar: Calendar = Calendar(identifier: .gregorian)) {
        self.configuration = configuration
    }
    /// stub
    public func submit() -> Result<CardDetails, CardFormError> {
        let digits = number.filter(\.isNumber)
        let parts = expiry.split(separator: "/")
        guard let brand = CardBrand.detect(fromDigits: digits), parts.count == 2, let m = Int(parts[0]), let y = Int(parts[1]) else {
            return .failure(CardFormError(fieldErrors: [.number: .numberChecksum]))
        }
        return .success(CardDetails(brand: brand, number: digits, expirationMonth: m, expirationYear: 2000 + y, securityCode: securityCode, holderName: holderName))
    }
}
