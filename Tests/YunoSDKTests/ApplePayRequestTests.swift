import Foundation
import Testing

@testable import YunoSDK

/// The Apple Pay request the SDK's screens build from a wallet sheet, the merchant identifier's check, and the route
/// that decides between the sheet and today's answer.
@Suite("Apple Pay request")
struct ApplePayRequestTests {
    private static let merchant = "merchant.com.acme.shop"

    private static func sheet(
        _ amount: Decimal, _ currency: String, country: String = "CO", type: String = "APPLE_PAY"
    ) -> WalletSheet {
        WalletSheet(paymentMethodType: type, amount: amount, currency: currency, countryCode: country)
    }

    private static func request(
        _ sheet: WalletSheet, merchantName: String? = "ACME Shop"
    ) throws -> ApplePayRequest {
        try ApplePayRequest(
            sheet: sheet, merchantIdentifier: ApplePayMerchantIdentifier(validating: merchant),
            merchantName: merchantName)
    }

    // MARK: Amounts

    @Test("COP, BRL and USD amounts are written with two decimals")
    func twoDecimalCurrencies() throws {
        #expect(try Self.request(Self.sheet(52_000, "COP")).summaryItems.last?.amount == "52000.00")
        #expect(
            try Self.request(Self.sheet(Decimal(string: "149.9")!, "BRL", country: "BR")).summaryItems.last?.amount
                == "149.90")
        #expect(
            try Self.request(Self.sheet(Decimal(string: "0.05")!, "USD", country: "US")).summaryItems.last?.amount
                == "0.05")
    }

    @Test("zero-decimal currencies (JPY, CLP) are written without a decimal point")
    func zeroDecimalCurrencies() throws {
        #expect(try Self.request(Self.sheet(1_500, "JPY", country: "JP")).summaryItems.last?.amount == "1500")
        #expect(try Self.request(Self.sheet(9_990, "CLP", country: "CL")).summaryItems.last?.amount == "9990")
    }

    @Test("three-decimal currencies (KWD) keep three decimals")
    func threeDecimalCurrency() throws {
        #expect(
            try Self.request(Self.sheet(Decimal(string: "1.5")!, "KWD", country: "KW")).summaryItems.last?.amount
                == "1.500")
    }

    @Test("an amount with more decimals than its currency is refused, never rounded")
    func amountNotRounded() {
        #expect(throws: ApplePayRequest.Refusal.amountNotRepresentable(minorUnits: 0)) {
            try ApplePayRequest.amountText(Decimal(string: "1500.5")!, minorUnits: 0)
        }
        #expect(throws: ApplePayRequest.Refusal.amountNotRepresentable(minorUnits: 2)) {
            try ApplePayRequest.amountText(Decimal(string: "10.005")!, minorUnits: 2)
        }
    }

    @Test("a zero or negative amount is refused")
    func amountNotPositive() {
        #expect(throws: ApplePayRequest.Refusal.amountNotPositive) { try ApplePayRequest.amountText(0, minorUnits: 2) }
        #expect(throws: ApplePayRequest.Refusal.amountNotPositive) { try ApplePayRequest.amountText(-5, minorUnits: 2) }
    }

    @Test("an unknown currency or country is refused")
    func unknownCurrencyOrCountry() {
        let merchant = try! ApplePayMerchantIdentifier(validating: Self.merchant)
        #expect(throws: ApplePayRequest.Refusal.unknownCurrency("XYZ")) {
            try ApplePayRequest(sheet: Self.sheet(10, "XYZ"), merchantIdentifier: merchant, merchantName: nil)
        }
        #expect(throws: ApplePayRequest.Refusal.invalidCountry("co")) {
            try ApplePayRequest(
                sheet: Self.sheet(10, "COP", country: "co"), merchantIdentifier: merchant, merchantName: nil)
        }
    }

    // MARK: Fields

    @Test("the request carries the merchant identifier, country and currency of the sheet")
    func identifierCountryCurrency() throws {
        let request = try Self.request(Self.sheet(52_000, "BRL", country: "BR"))
        #expect(request.merchantIdentifier.rawValue == Self.merchant)
        #expect(request.countryCode == "BR")
        #expect(request.currencyCode == "BRL")
    }

    @Test("the networks are the SDK's card brands Apple Pay names, each once; capabilities are 3-D Secure")
    func networksAndCapabilities() throws {
        let request = try Self.request(Self.sheet(10, "USD", country: "US"))
        #expect(request.supportedNetworks == [.visa, .masterCard, .amex, .discover, .jcb, .elo, .maestro])
        #expect(
            request.supportedNetworks.map(\.rawValue)
                == ["visa", "masterCard", "amex", "discover", "JCB", "elo", "maestro"])
        #expect(ApplePayRequest.Network(.diners) == .discover)
        #expect(ApplePayRequest.Network(.unionPay) == nil)
        #expect(ApplePayRequest.Network(.hipercard) == nil)
        #expect(request.merchantCapabilities == [.threeDSecure])
    }

    @Test("the total is labelled with the merchant's name, trimmed, else the fallback label")
    func totalLabel() throws {
        #expect(
            try Self.request(Self.sheet(10, "USD", country: "US"), merchantName: "  ACME Shop\n").summaryItems
                == [.init(label: "ACME Shop", amount: "10.00")])
        #expect(
            try Self.request(Self.sheet(10, "USD", country: "US"), merchantName: nil).summaryItems.last?.label
                == ApplePayRequest.fallbackLabel)
        #expect(
            try Self.request(Self.sheet(10, "USD", country: "US"), merchantName: "   ").summaryItems.last?.label
                == ApplePayRequest.fallbackLabel)
    }

    // MARK: The merchant identifier

    @Test("plausible merchant identifiers are accepted as written")
    func validIdentifiers() throws {
        for text in ["merchant.com.acme", "merchant.com.acme.shop-app", "merchant.co.yuno.Demo2"] {
            #expect(try ApplePayMerchantIdentifier(validating: text).rawValue == text)
        }
    }

    @Test("each broken rule has its own reason")
    func invalidIdentifiers() {
        let cases: [(String, ApplePayMerchantIdentifier.Invalid)] = [
            ("", .empty),
            ("com.acme.shop", .missingPrefix),
            ("Merchant.com.acme", .missingPrefix),
            ("merchant.acme", .tooFewParts),
            ("merchant.com..acme", .emptyPart),
            ("merchant.com.acme.", .emptyPart),
            ("merchant.com.acme shop", .invalidCharacter(" ")),
            (" merchant.com.acme", .missingPrefix),
            ("merchant.com.acme_shop", .invalidCharacter("_")),
            ("merchant.com.acmé", .invalidCharacter("é")),
            ("merchant.com." + String(repeating: "a", count: 250), .tooLong(count: 263)),
        ]
        for (text, reason) in cases {
            #expect(throws: reason, "\(text)") { try ApplePayMerchantIdentifier(validating: text) }
        }
    }

    // MARK: The route

    @Test("with a valid identifier, a device that can pay and APPLE_PAY, the route is the sheet")
    func routeIsSheet() throws {
        let sheet = Self.sheet(52_000, "COP")
        #expect(
            ApplePayRoute.decide(
                for: sheet, merchantIdentifier: Self.merchant, merchantName: "ACME Shop",
                canMakePayments: true) == .sheet(try Self.request(sheet)))
    }

    @Test("a missing identifier keeps today's answer")
    func missingIdentifier() {
        #expect(
            ApplePayRoute.decide(
                for: Self.sheet(10, "COP"), merchantIdentifier: nil, merchantName: nil,
                canMakePayments: true) == .todaysAnswer(.noMerchantIdentifier))
    }

    @Test("a refused identifier keeps today's answer, with its reason")
    func refusedIdentifier() {
        #expect(
            ApplePayRoute.decide(
                for: Self.sheet(10, "COP"), merchantIdentifier: "com.acme", merchantName: nil,
                canMakePayments: true) == .todaysAnswer(.invalidMerchantIdentifier(.missingPrefix)))
    }

    @Test("a device that cannot pay keeps today's answer")
    func cannotMakePayments() {
        #expect(
            ApplePayRoute.decide(
                for: Self.sheet(10, "COP"), merchantIdentifier: Self.merchant, merchantName: nil,
                canMakePayments: false) == .todaysAnswer(.cannotMakePayments))
    }

    @Test("no sheet on the platform, or a wallet other than Apple Pay, keeps today's answer")
    func noSheetOrOtherWallet() {
        #expect(
            ApplePayRoute.decide(
                for: Self.sheet(10, "COP"), merchantIdentifier: Self.merchant, merchantName: nil,
                canMakePayments: nil) == .todaysAnswer(.noSheet))
        #expect(
            ApplePayRoute.decide(
                for: Self.sheet(10, "COP", type: "GOOGLE_PAY"), merchantIdentifier: Self.merchant,
                merchantName: nil, canMakePayments: true) == .todaysAnswer(.refused(.notApplePay("GOOGLE_PAY"))))
    }

    @Test("an amount the sheet cannot show keeps today's answer, and the log line names no amount")
    func refusedAmount() {
        let route = ApplePayRoute.decide(
            for: Self.sheet(Decimal(string: "1500.5")!, "JPY", country: "JP"),
            merchantIdentifier: Self.merchant, merchantName: nil, canMakePayments: true)
        #expect(route == .todaysAnswer(.refused(.amountNotRepresentable(minorUnits: 0))))
        guard case .todaysAnswer(let reason) = route else { return }
        #expect(reason.logLine?.contains("1500") == false)
        #expect(ApplePayRoute.Reason.noMerchantIdentifier.logLine == nil)
    }

    @Test("the configuration's identifier defaults to nil and is kept as given")
    func configField() {
        #expect(YunoConfig().applePayMerchantIdentifier == nil)
        var config = YunoConfig()
        config.applePayMerchantIdentifier = Self.merchant
        #expect(config.applePayMerchantIdentifier == Self.merchant)
    }

    @Test("A client refuses a malformed identifier at creation, with the precise rule; a valid one or none is accepted")
    func clientRefusesMalformedIdentifier() throws {
        for (text, rule) in [
            ("com.acme.shop", ApplePayMerchantIdentifier.Invalid.missingPrefix), ("merchant.acme", .tooFewParts),
            ("merchant.com..acme", .emptyPart), ("", .empty), ("merchant.com.acme shop", .invalidCharacter(" ")),
        ] {
            var config = YunoConfig()
            config.applePayMerchantIdentifier = text
            #expect(throws: YunoError.invalidApplePayMerchantIdentifier(reason: rule.description)) {
                _ = try YunoClient(apiKey: "sandbox_pk_test", config: config)
            }
        }
        var config = YunoConfig()
        config.applePayMerchantIdentifier = Self.merchant
        _ = try YunoClient(apiKey: "sandbox_pk_test", config: config)
        _ = try YunoClient(apiKey: "sandbox_pk_test", config: YunoConfig())
        let error = YunoError.invalidApplePayMerchantIdentifier(reason: "x")
        #expect(error.code == .invalidApplePayMerchantIdentifier)
    }

    @Test("The facade keeps its configuration when a new one carries a malformed identifier")
    @MainActor
    func facadeKeepsConfig() throws {
        let facade = YunoFacade()
        try facade.initialize(apiKey: "sandbox_pk_test", config: YunoConfig())
        var bad = YunoConfig()
        bad.applePayMerchantIdentifier = "merchant."
        facade.setConfig(bad)
        #expect(facade.config.applePayMerchantIdentifier == nil, "the change was refused and logged")
        var good = YunoConfig()
        good.applePayMerchantIdentifier = Self.merchant
        facade.setConfig(good)
        #expect(facade.config.applePayMerchantIdentifier == Self.merchant)
    }
}
