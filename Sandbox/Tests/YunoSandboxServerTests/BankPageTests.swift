import Foundation
import Testing
import YunoSDK
import YunoSandbox

@testable import YunoSandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 35: the HTTP emulator serves the bank's 3-D Secure page. A browser reads it (nothing changes), answers the
/// bank with its form (the bank decides and moves the payment), and is sent to the payment's `callback_url`.
@Suite("The HTTP emulator serves the bank's 3-D Secure page", .serialized)
struct BankPageTests {
    /// An open challenge: its page, its payment's session and the callback URL the page returns to.
    struct OpenChallenge {
        let page: URL
        let transactionID: String
        let session: String
        let callback: String
    }

    /// A challenge card paid by the merchant's server (token over HTTP, `POST /v1/payments`): the payment waits on
    /// the bank's page, whose URL the SDK would read from `payment_method_detail.card.redirect_url`.
    static func openChallenge(
        in world: HTTPWorld, callback: String = "shop://return"
    ) async throws -> OpenChallenge {
        let session = try await world.merchant.createCheckoutSession(
            amount: 52_000, currency: "COP", country: "CO", workflow: "SDK_CHECKOUT", callbackURL: callback
        ).checkoutSession
        let card =
            #"{"number":"4024007189449340","expiration_month":11,"expiration_year":28,"security_code":"123","#
            + #""holder_name":"JOHN DOE"}"#
        let body = Data(#"{"payment_method":{"type":"CARD","vault_on_success":false,"card":\#(card)}}"#.utf8)
        let headers: YunoHTTPHeaders = [
            "public-api-key": world.sandbox.publicAPIKey, "Content-Type": "application/json",
            "X-Idempotency-Key": UUID().uuidString,
        ]
        let tokenResponse = try await URLSessionTransport().send(
            YunoHTTPRequest(
                method: .post, path: "/v1/checkout/sessions/\(session)/token", headers: headers, body: body),
            baseURL: world.baseURL)
        let token = try #require(
            (try JSONSerialization.jsonObject(with: tokenResponse.body) as? [String: Any])?["token"] as? String)
        let payment = try await world.merchant.createPayment(
            checkoutSession: session, token: token, type: "CARD", amount: 52_000, currency: "COP", country: "CO")
        #expect(payment.status == "PENDING")
        let read = try await URLSessionTransport().send(
            YunoHTTPRequest(
                method: .get, path: "/v1/checkout/sessions/\(session)/payment",
                headers: ["public-api-key": world.sandbox.publicAPIKey]),
            baseURL: world.baseURL)
        let json = try #require(try JSONSerialization.jsonObject(with: read.body) as? [String: Any])
        let method = json["payment_method"] as? [String: Any]
        let detail = (method?["payment_method_detail"] as? [String: Any])?["card"] as? [String: Any]
        let redirect = try #require(detail?["redirect_url"] as? String)
        let page = try #require(URL(string: redirect))
        return OpenChallenge(page: page, transactionID: page.lastPathComponent, session: session, callback: callback)
    }

    /// The payment's status and sub-status as the emulator holds them.
    static func status(of challenge: OpenChallenge, in world: HTTPWorld) async -> String? {
        await world.sandbox.payment(forCheckoutSession: challenge.session).map { "\($0.status)/\($0.subStatus)" }
    }

    @Test("The challenge URL is the server's own page; GET shows the bank's form and changes nothing")
    func theBankPageShowsItsFormAndReadingItChangesNothing() async throws {
        let world = try await HTTPWorld.start()
        let challenge = try await Self.openChallenge(in: world)
        #expect(challenge.page.absoluteString.hasPrefix("\(world.baseURL.absoluteString)/3ds/challenge/"))
        let expected = try await world.sandbox.challengePage(transactionID: challenge.transactionID)
        for _ in 0..<2 {
            let page = try await Browser.send(.get, challenge.page)
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["cache-control"] == "no-store")
            for id in [#"id="code""#, #"id="approve""#, #"id="decline""#, #"id="cancel""#] {
                #expect(page.text.contains(id), "\(id)")
            }
            #expect(page.text.contains(#"method="post" action="/3ds/challenge/\#(challenge.transactionID)""#))
            #expect(page.text.contains("VISA •••• 9340"))
            #expect(page.text.replacingOccurrences(of: "\u{A0}", with: " ").contains("COP 52,000.00"))
            #expect(page.text.contains(#"id="sandbox-code">\#(expected.code)</strong>"#))
            #expect(!page.text.contains("4024007189449340"), "never the card number")
        }
        #expect(await Self.status(of: challenge, in: world) == "PENDING/WAITING_ADDITIONAL_STEP")
        #expect(try await world.sandbox.challengePage(transactionID: challenge.transactionID).isOpen)
        try await world.stop()
    }

    @Test("A wrong code shows the page again and changes nothing; the right one → 303 to the callback_url, SUCCEEDED")
    func approveWithTheBanksCode() async throws {
        let world = try await HTTPWorld.start()
        let challenge = try await Self.openChallenge(in: world)
        let code = try await world.sandbox.challengePage(transactionID: challenge.transactionID).code
        let wrong = try await Browser.send(
            .post, challenge.page, form: "action=approve&code=\(code == "000000" ? "1" : "0")00000")
        #expect(wrong.status == 200)
        #expect(wrong.text.contains(#"id="error""#))
        #expect(wrong.text.contains(#"id="code""#), "the form again")
        #expect(await Self.status(of: challenge, in: world) == "PENDING/WAITING_ADDITIONAL_STEP")

        let right = try await Browser.send(.post, challenge.page, form: "code=+\(code)+&action=approve")
        #expect(right.status == 303)
        #expect(right.headers["location"] == challenge.callback)
        #expect(await Self.status(of: challenge, in: world) == "SUCCEEDED/APPROVED")
        #expect(await world.sandbox.ledger().count == 1)
        try await world.stop()
        #expect(world.logLines.all.contains { $0.hasPrefix("POST /3ds/challenge/\(challenge.transactionID) → 303") })
        #expect(!world.logLines.all.joined().contains(code), "the log never holds the code")
    }

    @Test(
        "Decline and Cancel on the bank's page: the bank decides, the browser goes to the callback_url",
        arguments: [
            ("decline", "REJECTED/AUTHENTICATION_FAILED"), ("cancel", "CANCELED/THREE_D_SECURE_ABANDONED"),
        ])
    func declineOrCancelAtTheBank(action: String, expected: String) async throws {
        let world = try await HTTPWorld.start()
        let challenge = try await Self.openChallenge(in: world, callback: "http://127.0.0.1:9/sandbox/return")
        let answer = try await Browser.send(.post, challenge.page, form: "action=\(action)&code=")
        #expect(answer.status == 303)
        #expect(answer.headers["location"] == "http://127.0.0.1:9/sandbox/return")
        #expect(await Self.status(of: challenge, in: world) == expected)
        try await world.stop()
    }

    @Test("A second answer is a 409 page and changes nothing; the page of a finished challenge is 409 too")
    func aSecondAnswerChangesNothing() async throws {
        let world = try await HTTPWorld.start()
        let challenge = try await Self.openChallenge(in: world)
        #expect(try await Browser.send(.post, challenge.page, form: "action=decline").status == 303)
        for form in ["action=cancel", "action=approve&code=123456"] {
            let again = try await Browser.send(.post, challenge.page, form: form)
            #expect(again.status == 409)
            #expect(again.headers["content-type"] == "text/html; charset=utf-8")
            #expect(again.text.contains("This verification is over"))
        }
        #expect(try await Browser.send(.get, challenge.page).status == 409)
        #expect(await Self.status(of: challenge, in: world) == "REJECTED/AUTHENTICATION_FAILED")
        try await world.stop()
    }

    @Test("An unknown transaction is a 404 page (its id escaped); a bad action is a 400 page; neither changes anything")
    func unknownTransactionsAndBadForms() async throws {
        let world = try await HTTPWorld.start()
        let challenge = try await Self.openChallenge(in: world)
        let hostile = try #require(URL(string: "\(world.baseURL.absoluteString)/3ds/challenge/%3Cscript%3Ex'%22"))
        for method in [YunoHTTPRequest.Method.get, .post] {
            let unknown = try await Browser.send(method, hostile, form: "action=approve&code=1")
            #expect(unknown.status == 404)
            #expect(unknown.headers["content-type"] == "text/html; charset=utf-8")
            #expect(unknown.text.contains("&lt;script&gt;x&#39;&quot;"))
            #expect(!unknown.text.contains("<script>"))
        }
        let nested = try #require(URL(string: "\(challenge.page.absoluteString)/more"))
        #expect(try await Browser.send(.get, nested).status == 404)
        for form in ["", "action=steal&code=1", "code=1"] {
            #expect(try await Browser.send(.post, challenge.page, form: form).status == 400, "\(form)")
        }
        let delete = try await Browser.send(.delete, challenge.page)
        #expect(delete.status == 405)
        #expect(delete.headers["allow"] == "GET, POST")
        #expect(await Self.status(of: challenge, in: world) == "PENDING/WAITING_ADDITIONAL_STEP")
        try await world.stop()
    }

    @Test("GET /sandbox/return is a page saying Back to the app (any query); other methods are 405")
    func theReturnPage() async throws {
        let world = try await HTTPWorld.start()
        let page = try await Browser.send(
            .get, try #require(URL(string: "\(world.baseURL.absoluteString)/sandbox/return?status=<b>")))
        #expect(page.status == 200)
        #expect(page.text.contains("<h1>Back to the app</h1>"))
        #expect(!page.text.contains("<b>"), "the query is never shown")
        let post = try await Browser.send(
            .post, try #require(URL(string: "\(world.baseURL.absoluteString)/sandbox/return")))
        #expect(post.status == 405)
        try await world.stop()
    }

    @Test("The SDK over HTTP: the shopper answers the bank in a browser, the SDK's poll sees it and closes the page")
    func theSDKReadsWhatTheBankDecided() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.merchant.createCheckoutSession(
            amount: 52_000, currency: "COP", country: "CO", callbackURL: "http://127.0.0.1:9/sandbox/return"
        ).checkoutSession
        let client = try world.client(statusPollInterval: .milliseconds(20))
        let browser = BrowserShopper()
        let outcome = await world.pay(session, with: client, presenter: browser)
        #expect(outcome.result == .succeeded, "\(outcome)")
        #expect(outcome.status == .succeeded)
        #expect(await browser.answered == 303)
        #expect(await browser.dismissed, "the SDK closed the page: its poll saw the bank's decision")
        let paths = await world.sandbox.requests().map(\.path)
        #expect(!paths.contains { $0.contains("three-d-secure") }, "no request carries a 3DS result")
        #expect(paths.filter { $0.hasSuffix("/payment") }.count >= 1)
        try await world.stop()
    }

    @Test("The bank's pages live at the server's own address, an IPv6 host in brackets")
    func pagesLiveAtTheServersAddress() {
        #expect(SandboxServer.pageBaseURL(host: "127.0.0.1", port: 8080) == "http://127.0.0.1:8080")
        #expect(SandboxServer.pageBaseURL(host: "::1", port: 9) == "http://[::1]:9")
        #expect(SandboxServer.pageBaseURL(host: "localhost", port: 0) == "http://localhost:0")
    }

    @Test("Form bodies decode as browsers encode them; HTML escaping covers the five special characters")
    func formsAndEscaping() {
        #expect(
            BankPages.formFields(Data("action=approve&code=+12%2034+&action=decline".utf8))
                == ["action": "approve", "code": " 12 34 "])
        #expect(BankPages.formFields(Data("bad=%ZZ&code=1&flag".utf8)) == ["code": "1", "flag": ""])
        #expect(BankPages.formFields(nil).isEmpty)
        #expect(
            BankPages.escape(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }
}

/// A browser shopper: opens the bank's page the SDK hands over, reads the code the bank "sent", approves with the
/// page's form like a browser, and then leaves the page open — it never tells the SDK anything; the SDK's status
/// poll sees the bank's decision and dismisses it.
@MainActor
final class BrowserShopper: YunoPresenter {
    private(set) var answered: Int?
    private(set) var dismissed = false

    func showLoader() {}
    func hideLoader() {}

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        let card = TestCard.threeDSChallenge
        form.number = card.number
        form.expiry = card.expiry
        form.securityCode = card.securityCode
        form.holderName = card.holderName
        return .submitted
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        if let page = try? await Browser.send(.get, challenge.challengeURL),
            let code = page.text.firstMatch(of: /id="sandbox-code">(\d+)</)?.1
        {
            answered = try? await Browser.send(.post, challenge.challengeURL, form: "action=approve&code=\(code)")
                .status
        }
        await Self.untilCancelled()
        return .closed
    }

    /// Suspends until the task is cancelled (the SDK cancels the page's task when it closes the page).
    static func untilCancelled() async {
        let (never, end) = AsyncStream<Never>.makeStream()
        await withTaskCancellationHandler {
            for await _ in never {}
        } onCancel: {
            end.finish()
        }
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {}
    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome { .cancelled }
    func openRedirect(_ redirect: RedirectAction) async {}
    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {}
    func dismissPresentedUI() { dismissed = true }
}
