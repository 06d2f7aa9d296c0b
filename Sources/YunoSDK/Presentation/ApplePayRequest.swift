import Foundation

/// What the Apple Pay sheet asks for, as plain values: PassKit's `PKPaymentRequest` built by the glue
/// (`NativeUI/ApplePaySheet.swift`) from these fields and nothing else, so every choice is tested on Linux.
///
/// Built from the flow's ``WalletSheet`` (the session's amount, currency and country) and the configured
/// ``ApplePayMerchantIdentifier``. The sheet comes first, as Yuno publishes for Apple Pay: sheet → the wallet's payment
/// token → one-time token with `payment_method_type = APPLE_PAY` → payment.
struct ApplePayRequest: Sendable, Equatable {
    /// The app's merchant identifier (its entitlement, matching the Yuno dashboard).
    let merchantIdentifier: ApplePayMerchantIdentifier
    /// The ISO 3166-1 alpha-2 country of the payment (`PKPaymentRequest.countryCode`).
    let countryCode: String
    /// The ISO 4217 currency of the amount (`PKPaymentRequest.currencyCode`).
    let currencyCode: String
    /// The card networks the sheet offers, in the order offered.
    let supportedNetworks: [Network]
    /// The cryptographic protocol the token uses: 3-D Secure, which card networks other than China UnionPay use.
    let merchantCapabilities: [Capability]
    /// The sheet's lines; the last is the total the shopper authorizes.
    let summaryItems: [SummaryItem]

    /// A card network PassKit knows, named as its `PKPaymentNetwork` constant.
    enum Network: String, CaseIterable, Sendable, Hashable {
        case visa, masterCard, amex, discover, jcb = "JCB", elo, maestro

        /// The network of a card brand the SDK detects; `nil` where Apple Pay names none (Diners Club cards are
        /// accepted through Discover, Hipercard has no network of its own) or where the token would need EMV
        /// (China UnionPay), which Yuno does not publish for `APPLE_PAY`.
        init?(_ brand: CardBrand) {
            switch brand {
            case .visa: self = .visa
            case .mastercard: self = .masterCard
            case .amex: self = .amex
            case .discover, .diners: self = .discover
            case .jcb: self = .jcb
            case .elo: self = .elo
            case .maestro: self = .maestro
            case .unionPay, .hipercard: return nil
            }
        }
    }

    /// A payment-processing capability (`PKMerchantCapability`).
    enum Capability: String, Sendable, Hashable {
        /// `PKMerchantCapability.threeDSecure`.
        case threeDSecure
    }

    /// One line of the sheet (`PKPaymentSummaryItem`).
    struct SummaryItem: Sendable, Equatable {
        /// The line's label; for the total, the business the shopper pays ("Pay ACME").
        let label: String
        /// The amount as a decimal string with exactly the currency's ISO 4217 minor units (`"52000.00"` in COP,
        /// `"1500"` in JPY), `.` as separator: what `NSDecimalNumber(string:)` reads without a locale.
        let amount: String
    }

    /// Why a wallet sheet cannot become an Apple Pay request; the sheet is then answered as today (closed).
    enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The wallet is not Apple Pay (the payment-method type is given).
        case notApplePay(String)
        /// The currency is not an active ISO 4217 code with minor units.
        case unknownCurrency(String)
        /// The country is not an ISO 3166-1 alpha-2 code.
        case invalidCountry(String)
        /// The amount is zero or negative.
        case amountNotPositive
        /// The amount has more decimals than the currency's minor units; the SDK never rounds money.
        case amountNotRepresentable(minorUnits: Int)

        /// A precise English reason, for the log (no amount: only its shape).
        var description: String {
            switch self {
            case .notApplePay(let type): "The wallet \(type) is not Apple Pay."
            case .unknownCurrency(let code): "The currency \(code) is not an ISO 4217 code with minor units."
            case .invalidCountry(let code): "The country \(code) is not an ISO 3166-1 alpha-2 code."
            case .amountNotPositive: "The amount to authorize is not positive."
            case .amountNotRepresentable(let digits):
                "The amount to authorize has more than the currency's \(digits) decimal digits."
            }
        }
    }

    /// The payment-method type of Apple Pay.
    static let paymentMethodType = "APPLE_PAY"

    /// The total's label when the merchant has no display name (an app without a bundle name).
    static let fallbackLabel = "Total"

    /// The request for `sheet`: the amount written with the currency's minor units, the networks of
    /// ``CardBrand/allCases`` that Apple Pay names, 3-D Secure, and one total labelled `merchantName` (trimmed) or
    /// ``fallbackLabel``.
    ///
    /// - Throws: ``Refusal`` when the sheet is not Apple Pay or its amount, currency or country cannot be shown as
    ///   they are.
    init(
        sheet: WalletSheet, merchantIdentifier: ApplePayMerchantIdentifier, merchantName: String?
    ) throws(Refusal) {
        guard sheet.paymentMethodType == Self.paymentMethodType else { throw .notApplePay(sheet.paymentMethodType) }
        guard let digits = ISOCurrency.minorUnits(for: sheet.currency) else {
            throw .unknownCurrency(sheet.currency)
        }
        guard ISOCountry.isValid(sheet.countryCode) else { throw .invalidCountry(sheet.countryCode) }
        let amount = try Self.amountText(sheet.amount, minorUnits: digits)
        let name = merchantName?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.merchantIdentifier = merchantIdentifier
        countryCode = sheet.countryCode
        currencyCode = sheet.currency
        supportedNetworks = Self.networks
        merchantCapabilities = [.threeDSecure]
        summaryItems = [SummaryItem(label: name.isEmpty ? Self.fallbackLabel : name, amount: amount)]
    }

    /// The networks of the card brands the SDK knows, each once, in ``CardBrand`` order.
    static let networks: [Network] = CardBrand.allCases.compactMap(Network.init).reduce(into: []) { networks, network in
        if !networks.contains(network) { networks.append(network) }
    }

    /// `amount` as a decimal string with exactly `minorUnits` decimals (`52000` in COP → `"52000.00"`).
    static func amountText(_ amount: Decimal, minorUnits: Int) throws(Refusal) -> String {
        guard amount > 0 else { throw .amountNotPositive }
        var scaled = amount * pow(Decimal(10), minorUnits)
        var whole = Decimal()
        NSDecimalRound(&whole, &scaled, 0, .plain)
        guard whole == scaled else { throw .amountNotRepresentable(minorUnits: minorUnits) }
        // The whole number of minor units, in digits: no locale, no exponent.
        let digits = NSDecimalNumber(decimal: whole).stringValue
        guard minorUnits > 0 else { return digits }
        let padded = String(repeating: "0", count: max(0, minorUnits + 1 - digits.count)) + digits
        return "\(padded.dropLast(minorUnits)).\(padded.suffix(minorUnits))"
    }
}
