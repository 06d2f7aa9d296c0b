import Foundation
import Synchronization
import Testing
import YunoSandbox

@testable import YunoSDK

/// Card number, CVC and expiry never appear in descriptions, dumps, reflections, logs or error messages — only
/// BIN + last four (SPEC §8). The card is a real test card with a distinctive CVC, expiry and holder.
@Suite("Redaction: no card number, CVC or expiry anywhere but the request body", .timeLimit(.minutes(3)))
@MainActor
struct RedactionTests {
    static let card = TestCard(
        number: "4507990000000002", expiry: "07/31", securityCode: "987", holderName: "Zed Quinn")
    static let badCard = TestCard(number: "4507990000000003", expiry: "07/31", securityCode: "987")

    /// Everything that would reveal the card: the PAN (plain or grouped), its middle digits, CVC, expiry.
    static let secrets = ["4507990000000002", "4507990000000003", "4507 9900", "0000000", "07/31", "2031"]
    /// Short secrets, matched only as whole tokens (ids and UUIDs may contain the same digits).
    static let tokenSecrets = ["987", "31", "07"]

    /// Every rendering Swift offers of `value`.
    static func renderings(_ value: some Any) -> [String] {
        [
            String(describing: value), String(reflecting: value), "\(value)", TestSupport.dumped(value),
            TestSupport.dumped([value]), String(reflecting: Optional(value)),
            Mirror(reflecting: value).children.map { "\($0.label ?? ""): \($0.value)" }.joined(separator: ", "),
        ]
    }

    /// The secrets `text` reveals (empty when none).
    static func leaks(in text: String) -> [String] {
        var found = secrets.filter { text.contains($0) }
        for token in tokenSecrets
        where text.range(of: "(?<![0-9A-Za-z-])\(token)(?![0-9A-Za-z-])", options: .regularExpression) != nil {
            found.append(token)
        }
        if text.range(of: "security_code|securityCode|expiration_month|\"number\"", options: .regularExpression) != nil
        {
            found.append("a card field")
        }
        return found
    }

    static func expectNoLeaks(_ texts: [String], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for text in texts {
            let leaked = leaks(in: text)
            #expect(leaked.isEmpty, "\(what) leaks \(leaked): \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test("YunoHTTPRequest of a real tokenization: description, debugDescription, dump, reflection")
    func httpRequest() async throws {
        let recorder = RequestRecorder()
        let harness = try Harness(middlewares: [recorder])
        let session = try await harness.session()
        let outcome = await harness.pay(session, customer: .paying(with: Self.card))
        #expect(outcome.result == .succeeded)
        let token = try #require(recorder.requests.first { $0.path.hasSuffix("/token") })
        let body = String(decoding: token.body ?? Data(), as: UTF8.self)
        #expect(Set(Self.leaks(in: body)).isSuperset(of: ["4507990000000002", "987", "31", "a card field"]))
        Self.expectNoLeaks(Self.renderings(token) + [token.description, token.debugDescription], "YunoHTTPRequest")
        for request in recorder.requests { Self.expectNoLeaks(Self.renderings(request), "a request") }
    }

    @Test("TokenRequest, CardDetails, CollectedCard and CardForm describe, dump and reflect without card data")
    func models() throws {
        let form = CardForm(now: { Harness.today })
        form.number = Self.card.number
        form.expiry = Self.card.expiry
        form.securityCode = Self.card.securityCode
        form.holderName = Self.card.holderName
        let details = try form.submit().get()
        #expect(details.maskedNumber == "450799••••0002")
        Self.expectNoLeaks(Self.renderings(details) + [details.description, details.debugDescription], "CardDetails")
        Self.expectNoLeaks(Self.renderings(form) + [form.description, form.debugDescription], "CardForm")
        let request = TokenRequest(
            paymentMethod: .init(
                type: "CARD", vaultOnSuccess: false, vaultedToken: nil,
                card: .init(
                    number: details.number, expirationMonth: details.expirationMonth,
                    expirationYear: details.expirationYearTwoDigits, securityCode: details.securityCode,
                    holderName: details.holderName)))
        Self.expectNoLeaks(Self.renderings(request) + [request.description], "TokenRequest")
        let collected = CollectedCard(details, saveCard: true)
        #expect(collected.card.number == Self.card.number && collected.card.securityCode == Self.card.securityCode)
        Self.expectNoLeaks(Self.renderings(collected) + [collected.description], "CollectedCard")
    }

    @Test("Flows with debug logging: logs, outcomes and errors of success, 3DS, decline, bad card and faults")
    func flowsLogsOutcomesAndErrors() async throws {
        let harness = try Harness()
        var outcomes: [PaymentOutcome] = []
        outcomes.append(await harness.pay(try await harness.session(), customer: .paying(with: Self.card)))
        let challenge = TestCard(number: "4024007189449340", expiry: "07/31", securityCode: "987")
        outcomes.append(
            await harness.pay(try await harness.session(), customer: .paying(with: challenge, bank: harness.sandbox)))
        let decline = TestCard(number: "4507990000000036", expiry: "07/31", securityCode: "987")
        outcomes.append(await harness.pay(try await harness.session(), customer: .paying(with: decline)))
        outcomes.append(await harness.pay(try await harness.session(), customer: .paying(with: Self.badCard)))
        for fault: SandboxFault in [.malformedBody, .dropResponse, .status(500, code: "INTERNAL_ERROR")] {
            await harness.sandbox.inject(fault, on: .createToken)
            outcomes.append(await harness.pay(try await harness.session(), customer: .paying(with: Self.card)))
        }
        #expect(
            outcomes.map(\.result) == [.succeeded, .succeeded, .reject] + Array(repeating: .internalError, count: 4))
        guard outcomes[3].error?.code == .invalidCard else {
            Issue.record("a bad card ends with invalidCard, got \(String(describing: outcomes[3].error))")
            return
        }
        let log = harness.logs.all
        #expect(log.count > 20 && log.contains { $0.hasPrefix("debug:") }, "debug logging was on")
        Self.expectNoLeaks(log, "the log")
        for outcome in outcomes {
            Self.expectNoLeaks(Self.renderings(outcome), "PaymentOutcome")
            if let error = outcome.error {
                Self.expectNoLeaks(Self.renderings(error) + [error.description], "YunoError")
            }
        }
    }

    @Test("The emulator's error messages for bad cards never echo the card")
    func emulatorErrors() async throws {
        let sandbox = YunoSandbox()
        let merchant = MerchantBackend(sandbox: sandbox)
        let session = try await merchant.createCheckoutSession(amount: 10, currency: "USD", country: "US")
        let bodies = [
            #"{"number":"4507990000000003","expiration_month":7,"expiration_year":31,"security_code":"987"}"#,
            #"{"number":"4507990000000002","expiration_month":7,"expiration_year":19,"security_code":"987"}"#,
            #"{"number":"4507990000000002","expiration_month":13,"expiration_year":31,"security_code":"987"}"#,
            #"{"number":"4507990000000002","expiration_month":7,"expiration_year":31,"security_code":"98"}"#,
            #"{"number":"45079900000000021","expiration_month":7,"expiration_year":31,"security_code":"987"}"#,
        ]
        for card in bodies {
            let body = Data(#"{"payment_method":{"type":"CARD","vault_on_success":false,"card":\#(card)}}"#.utf8)
            let response = try await sandbox.send(
                YunoHTTPRequest(
                    method: .post, path: "/v1/checkout/sessions/\(session.checkoutSession)/token",
                    headers: ["public-api-key": sandbox.publicAPIKey, "Content-Type": "application/json"], body: body),
                baseURL: URL(string: "https://api-sandbox.y.uno")!)
            #expect(response.status == 400)
            let text = String(decoding: response.body, as: UTF8.self)
            #expect(Self.leaks(in: text).isEmpty, "the emulator echoed card data: \(text)")
        }
        let customer = try await merchant.createCustomer(merchantCustomerID: "redaction-1")
        do {
            _ = try await sandbox.vaultCard(
                number: "4507990000000003", expirationMonth: 7, expirationYear: 31, holderName: "Zed Quinn",
                forCustomer: customer.id)
            Issue.record("a bad card was vaulted")
        } catch {
            Self.expectNoLeaks(Self.renderings(error) + ["\(error)"], "SandboxError")
        }
        Self.expectNoLeaks(Self.renderings(await sandbox.requests()), "the emulator's request log")
    }
}

/// A middleware that records every request it passes on (tests only).
final class RequestRecorder: YunoTransportMiddleware {
    private let recorded = Mutex<[YunoHTTPRequest]>([])

    var requests: [YunoHTTPRequest] { recorded.withLock { $0 } }

    func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        recorded.withLock { $0.append(request) }
        return try await next(request, baseURL)
    }
}
