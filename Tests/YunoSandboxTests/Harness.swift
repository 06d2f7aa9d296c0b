import Foundation
import YunoSDK
import YunoSandbox

/// Drives a sandbox through `send` with real JSON bodies.
struct Harness: Sendable {
    /// Which keys a request carries.
    enum Keys: Sendable {
        case none, sdk, merchant, wrongPublic, wrongPrivate
    }

    static let visa = "4507990000000002"
    static let challengeCard = "4024007189449340"
    static let frictionlessCard = "4556557955726624"

    let sandbox: YunoSandbox

    init(seed: UInt64 = 42, latency: Duration = .zero) {
        sandbox = YunoSandbox(configuration: YunoSandbox.Configuration(seed: seed, latency: latency))
    }

    func send(
        _ method: YunoHTTPRequest.Method,
        _ path: String,
        _ json: String? = nil,
        keys: Keys = .sdk,
        idempotencyKey: String? = nil
    ) async throws -> Reply {
        var headers: YunoHTTPHeaders = ["Content-Type": "application/json"]
        switch keys {
        case .none: break
        case .sdk: headers["public-api-key"] = sandbox.publicAPIKey
        case .merchant:
            headers["public-api-key"] = sandbox.publicAPIKey
            headers["private-secret-key"] = sandbox.privateSecretKey
        case .wrongPublic:
            headers["public-api-key"] = "sandbox_pk_wrong"
            headers["private-secret-key"] = sandbox.privateSecretKey
        case .wrongPrivate:
            headers["public-api-key"] = sandbox.publicAPIKey
            headers["private-secret-key"] = "sandbox_sk_wrong"
        }
        if let idempotencyKey { headers["X-Idempotency-Key"] = idempotencyKey }
        let request = YunoHTTPRequest(method: method, path: path, headers: headers, body: json.map { Data($0.utf8) })
        return Reply(try await sandbox.send(request, baseURL: URL(string: "https://api-sandbox.y.uno")!))
    }

    static func sessionBody(
        country: String = "US",
        currency: String = "USD",
        amount: String = "100.50",
        customerID: String? = nil,
        workflow: String = "SDK_SEAMLESS",
        accountID: String = YunoSandbox.Configuration.defaultAccountID,
        callbackURL: String? = nil
    ) -> String {
        var customer = customerID.map { #", "customer_id": "\#($0)""# } ?? ""
        customer += callbackURL.map { #", "callback_url": "\#($0)""# } ?? ""
        return """
            {"account_id": "\(accountID)", "merchant_order_id": "order-1", "payment_description": "Test order",
             "country": "\(country)", "amount": {"currency": "\(currency)", "value": \(amount)},
             "workflow": "\(workflow)"\(customer)}
            """
    }

    /// Creates a session and returns its id.
    func session(
        country: String = "US",
        currency: String = "USD",
        amount: String = "100.50",
        customerID: String? = nil,
        callbackURL: String? = nil
    ) async throws -> String {
        let body = Self.sessionBody(
            country: country, currency: currency, amount: amount, customerID: customerID, callbackURL: callbackURL)
        let reply = try await send(.post, "/v1/checkout/sessions", body, keys: .merchant)
        guard reply.status == 200, let id = reply.string("checkout_session") else {
            throw HarnessError(reply: reply.text)
        }
        return id
    }

    /// Creates a customer and returns its id.
    func customer(_ merchantID: String = "cust-1") async throws -> String {
        let body = #"{"merchant_customer_id": "\#(merchantID)", "first_name": "John", "country": "US"}"#
        let reply = try await send(.post, "/v1/customers", body, keys: .merchant)
        guard reply.status == 201, let id = reply.string("id") else { throw HarnessError(reply: reply.text) }
        return id
    }

    static func cardBody(
        number: String = visa,
        month: Int = 11,
        year: Int = 28,
        cvc: String = "123",
        vaultOnSuccess: Bool = false,
        type: String = "CARD"
    ) -> String {
        """
        {"payment_method": {"type": "\(type)", "vault_on_success": \(vaultOnSuccess), "card": {"number": "\(number)",
         "expiration_month": \(month), "expiration_year": \(year), "security_code": "\(cvc)",
         "holder_name": "John Doe"}}}
        """
    }

    func tokenize(_ session: String, _ body: String) async throws -> Reply {
        try await send(.post, "/v1/checkout/sessions/\(session)/token", body)
    }

    /// Tokenizes a card and returns the token.
    func token(_ session: String, number: String = visa, cvc: String = "123", vaultOnSuccess: Bool = false)
        async throws -> String
    {
        let reply = try await tokenize(session, Self.cardBody(number: number, cvc: cvc, vaultOnSuccess: vaultOnSuccess))
        guard reply.status == 201, let token = reply.string("token") else { throw HarnessError(reply: reply.text) }
        return token
    }

    func pay(_ session: String, token: String, type: String = "CARD", key: String = UUID().uuidString)
        async throws -> Reply
    {
        let body = #"{"payment_method": {"token": "\#(token)", "type": "\#(type)", "vault_on_success": false}}"#
        return try await send(.post, "/v1/checkout/sessions/\(session)/payments", body, idempotencyKey: key)
    }

    /// Creates a session, tokenizes `number` and pays; returns the payment reply.
    func payWithCard(_ number: String, cvc: String = "123", country: String = "US") async throws -> Reply {
        let session = try await session(country: country)
        let token = try await token(session, number: number, cvc: cvc)
        return try await pay(session, token: token)
    }

    /// Tokenizes a non-card method (`PIX`, `APPLE_PAY`, `NU_PAY`) and returns the token; a wallet's token carries the
    /// sheet's payment token (`approved` false: the one the sandbox's processor declines).
    func methodToken(_ session: String, type: String, approved: Bool = true) async throws -> String {
        let wallet =
            ["APPLE_PAY", "GOOGLE_PAY"].contains(type)
            ? #", "wallet": {"payment_data": "\#(YunoSandbox.walletPaymentData(approved: approved))"}"# : ""
        let reply = try await tokenize(
            session, #"{"payment_method": {"type": "\#(type)", "vault_on_success": false\#(wallet)}}"#)
        guard reply.status == 201, let token = reply.string("token") else { throw HarnessError(reply: reply.text) }
        return token
    }

    /// Creates a session, tokenizes a non-card method and pays with it; returns the session and the payment reply.
    func payWithMethod(
        _ type: String,
        country: String = "US",
        currency: String = "USD",
        callbackURL: String? = nil
    ) async throws -> (session: String, reply: Reply) {
        let session = try await session(country: country, currency: currency, callbackURL: callbackURL)
        let token = try await methodToken(session, type: type)
        return (session, try await pay(session, token: token, type: type))
    }

    /// Creates a customer session for `customerID` and returns its id.
    func customerSession(_ customerID: String, country: String = "US") async throws -> String {
        let body = """
            {"account_id": "\(sandbox.accountID)", "customer_id": "\(customerID)", "country": "\(country)"}
            """
        let reply = try await send(.post, "/v1/customers/sessions", body, keys: .merchant)
        guard reply.status == 201, let id = reply.string("customer_session") else {
            throw HarnessError(reply: reply.text)
        }
        return id
    }

    /// Yuno's published enroll: a READY_TO_ENROLL card payment method for the customer session (SDK keys; the body
    /// without `account_id`, as the SDK sends it).
    func readyToEnroll(
        _ customerSession: String, country: String = "US", idempotencyKey: String = UUID().uuidString
    ) async throws -> Reply {
        try await send(
            .post, "/v1/customers/sessions/\(customerSession)/payment-methods",
            #"{"payment_method_type": "CARD", "country": "\#(country)"}"#, idempotencyKey: idempotencyKey)
    }

    /// The [ours] card step for a READY_TO_ENROLL payment method.
    func enrollCard(
        _ customerSession: String, paymentMethodID: String, number: String = visa, cvc: String = "123",
        idempotencyKey: String = UUID().uuidString
    ) async throws -> Reply {
        let body = """
            {"card": {"number": "\(number)", "expiration_month": 11, "expiration_year": 28,
             "security_code": "\(cvc)", "holder_name": "John Doe"}}
            """
        return try await send(
            .post, "/v1/checkout/customers/sessions/\(customerSession)/payment-methods/\(paymentMethodID)/enroll", body,
            idempotencyKey: idempotencyKey)
    }

    /// Enrolls a card through a customer session, as the SDK does: the published enroll, then the card step.
    /// Returns the card step's reply, or the enroll's when that failed.
    func enroll(_ customerSession: String, number: String = visa, cvc: String = "123") async throws -> Reply {
        let ready = try await readyToEnroll(customerSession)
        guard ready.status == 201, let id = ready.string("id") else { return ready }
        return try await enrollCard(customerSession, paymentMethodID: id, number: number, cvc: cvc)
    }

    /// The `type` (or another key) of every entry of a list reply.
    static func column(_ reply: Reply, _ key: String = "type") -> [String] {
        (0..<(reply.count() ?? 0)).map { reply.string($0, key) ?? "-" }
    }
}
