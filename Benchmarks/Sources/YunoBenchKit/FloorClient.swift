import Foundation
import YunoSDK

/// The floor: the requests of one seamless payment, with the SDK's bodies and headers, made straight against the
/// transport by a minimal hand-written client — no flow actor, no validation, no UI, no middlewares.
///
/// One `JSONEncoder` and one `JSONDecoder` per client, reused, as a hand-written client would.
public struct FloorClient: Sendable {
    /// Why a floor request failed (it never should in the benchmarks).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    let transport: any YunoTransport
    let baseURL: URL
    let publicAPIKey: String
    let encoder = WireBodies.encoder()
    let decoder = JSONDecoder()

    /// A client for `transport` with the public key the SDK would send.
    public init(transport: any YunoTransport, baseURL: URL, publicAPIKey: String) {
        self.transport = transport
        self.baseURL = baseURL
        self.publicAPIKey = publicAPIKey
    }

    /// Pays `session`: lists the methods, collects the token request (`collect`: a shown card form, or a vaulted
    /// token), tokenizes it, creates the payment; then, when the payment asks for a 3DS challenge, opens the bank's
    /// page (`challenge`: returns when the page ended — the shopper answered the bank, which moved the payment) and
    /// reads the payment, as the SDK does: no request carries a 3DS result. Returns the final status.
    ///
    /// The form is shown where the SDK shows it, after the methods are listed, so both make the same trips in the same
    /// order. (Shown first, as before issue 25's last round, the floor's new-card flow was not faster: 123–158 µs
    /// against 110–128 µs in three interleaved pairs.)
    public func pay(
        session: String, collect: @Sendable () async -> WireBodies.TokenRequest,
        challenge: (@Sendable (String) async -> Void)? = nil
    ) async throws -> String {
        let base = "/v1/checkout/sessions/\(session)"
        let methods = try await send(.get, base + "/payment-methods", as: [WireBodies.PaymentMethod].self)
        let tokenRequest = await collect()
        let wanted = tokenRequest.paymentMethod
        guard methods.contains(where: { $0.type == wanted.type && $0.vaultedToken == wanted.vaultedToken }) else {
            throw Failure(description: "method not offered")
        }
        let token = try await send(.post, base + "/token", body: tokenRequest, as: WireBodies.TokenResponse.self)
        let payment = try await send(
            .post, base + "/payments", body: WireBodies.PaymentRequest(token: token.token, type: token.type),
            idempotencyKey: UUID().uuidString.lowercased(), as: WireBodies.Payment.self)
        guard payment.checkout?.sdkActionRequired == true, let transactionID = payment.challengeTransactionID else {
            return payment.status
        }
        guard let challenge else { throw Failure(description: "a 3DS challenge and no shopper") }
        await challenge(transactionID)
        return try await send(.get, base + "/payment", as: WireBodies.Payment.self).status
    }

    func send<Response: Decodable>(
        _ method: YunoHTTPRequest.Method, _ path: String, body: (some Encodable & Sendable)? = String?.none,
        idempotencyKey: String? = nil, as type: Response.Type
    ) async throws -> Response {
        var headers: YunoHTTPHeaders = ["public-api-key": publicAPIKey, "Accept": "application/json"]
        var data: Data?
        if let body {
            headers["Content-Type"] = "application/json"
            data = try encoder.encode(body)
        }
        if let idempotencyKey { headers["X-Idempotency-Key"] = idempotencyKey }
        let response = try await transport.send(
            YunoHTTPRequest(method: method, path: path, headers: headers, body: data), baseURL: baseURL)
        guard response.isSuccess else { throw Failure(description: "HTTP \(response.status)") }
        return try decoder.decode(type, from: response.body)
    }
}
