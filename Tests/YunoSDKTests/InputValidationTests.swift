import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("Bad input ends with internalError, a precise reason, and no request", .timeLimit(.minutes(3)))
@MainActor
struct InputValidationTests {
    nonisolated static let validSession = "5c6e7a0e-1d2b-4c3d-9e8f-0a1b2c3d4e5f"

    @Test(
        "Malformed parameters are refused before anything is sent",
        arguments: [
            ("not-a-uuid", "CO", "en", "CARD", YunoError.invalidCheckoutSession("not-a-uuid")),
            (validSession, "XX", "en", "CARD", .invalidCountryCode("XX")),
            (validSession, "COL", "en", "CARD", .invalidCountryCode("COL")),
            (validSession, "CO", "e n!", "CARD", .invalidLanguage("e n!")),
            (validSession, "CO", "en", "BITCOIN_MAGIC", .invalidPaymentMethodType("BITCOIN_MAGIC")),
            (validSession, "CO", "en", "card; drop", .invalidPaymentMethodType("card; drop")),
        ])
    func malformedParameters(
        session: String, country: String, language: String, type: String, expected: YunoError
    ) async throws {
        let harness = try Harness()
        let customer = ScriptedCustomer.paying(with: .visaApproved)

        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: country, language: language, viewController: customer),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: type))

        #expect(outcome.result == .internalError)
        #expect(outcome.error == expected)
        #expect(await harness.sandbox.requests().isEmpty)
        #expect(customer.events.isEmpty)
        #expect(harness.logs.all.contains { $0.contains(expected.description) })
    }

    @Test("A card payment without a presenter is refused: the form needs UI")
    func missingPresenter() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let before = await harness.sandbox.requests().count

        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(checkoutSession: session, countryCode: "CO"),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false)

        #expect(outcome.error == .missingPresenter(purpose: "the card form"))
        #expect(await harness.sandbox.requests().count == before)
    }

    @Test("An unsupported but well-formed language falls back to English and the flow runs")
    func unsupportedLanguageFallsBack() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "co", language: "xx",
                viewController: ScriptedCustomer.paying(with: .visaApproved)),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(outcome.result == .succeeded)
    }

    @Test("A method the session does not offer is refused after the list is read, with no token")
    func methodNotOffered() async throws {
        let harness = try Harness()
        let session = try await harness.session(country: "CO")

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved), type: "PIX")

        #expect(outcome.error == .paymentMethodNotAvailable("PIX"))
        #expect(await harness.requestCount(.createToken) == 0)
    }

    @Test(
        "API keys with an unknown prefix or bad characters are rejected with a typed error",
        arguments: ["", "live_123", "pk_test_abc", "sandbox_ key", "sandbox_\u{7}"])
    func invalidKeys(key: String) {
        #expect(throws: YunoError.self) {
            _ = try YunoClient(apiKey: key, transport: YunoSandbox())
        }
    }

    @Test("Yuno.initialize reports false for an invalid key")
    func facadeRejectsInvalidKey() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        Yuno.initialize(apiKey: "nope_123") { ok in
            continuation.yield(ok)
            continuation.finish()
        }
        var values: [Bool] = []
        for await value in stream { values.append(value) }
        #expect(values == [false])
        await #expect(throws: YunoError.invalidAPIKey(reason: "the prefix must be sandbox_, staging_, dev_ or prod_")) {
            try await Yuno.initialize(apiKey: "nope_123").get()
        }
    }

    @Test("Key prefixes select their environments; plain HTTP is allowed only on loopback")
    func environments() throws {
        let sandbox = YunoSandbox()
        #expect(
            try YunoClient(apiKey: "sandbox_x", transport: sandbox).baseURL.absoluteString
                == "https://api-sandbox.y.uno")
        #expect(
            try YunoClient(apiKey: "staging_x", transport: sandbox).baseURL.absoluteString
                == "https://api-staging.y.uno")
        #expect(try YunoClient(apiKey: "dev_x", transport: sandbox).baseURL.absoluteString == "https://api-dev.y.uno")
        #expect(try YunoClient(apiKey: "prod_x", transport: sandbox).baseURL.absoluteString == "https://api.y.uno")
        let local = YunoConfig(environment: .custom(URL(string: "http://127.0.0.1:8080")!))
        #expect(try YunoClient(apiKey: "sandbox_x", config: local, transport: sandbox).baseURL.port == 8080)
        let remote = YunoConfig(environment: .custom(URL(string: "http://example.com")!))
        #expect(throws: YunoError.insecureBaseURL("http://example.com")) {
            _ = try YunoClient(apiKey: "sandbox_x", config: remote, transport: sandbox)
        }
    }

    @Test("Garbage or truncated JSON from the server ends with internalError, never a crash")
    func malformedResponses() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.malformedBody, on: .listPaymentMethods)

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))

        #expect(outcome.result == .internalError)
        guard outcome.error?.code == .invalidResponse else {
            Issue.record("expected invalidResponse, got \(String(describing: outcome.error))")
            return
        }
    }

    @Test(
        "Language tags normalize per SPEC §7",
        arguments: [
            ("EN", YunoLanguage.en), ("pt-BR", .pt), ("zh-Hant-TW", .zhTW), ("zh-CN", .zhCN), ("EN_us", .en),
            ("xx", .en), ("fil", .fil), ("zh-Hans", .zhCN), ("ja-JP", .ja),
        ])
    func languageNormalization(tag: String, expected: YunoLanguage) {
        #expect(YunoLanguage.resolve(requested: tag) == expected)
    }

    @Test("With no language, the first supported preferred language wins, else English")
    func languageFallback() {
        #expect(YunoLanguage.resolve(requested: nil, preferredLanguages: ["xx-YY", "de-AT", "fr"]) == .de)
        #expect(YunoLanguage.resolve(requested: nil, preferredLanguages: ["xx"]) == .en)
        #expect(YunoLanguage.allCases.count == 20)
    }
}
