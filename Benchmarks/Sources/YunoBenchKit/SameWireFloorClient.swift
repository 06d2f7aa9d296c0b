import Foundation
@_spi(Benchmarks) import YunoSDK

/// Which floor a canned world's `floorPay` runs.
public enum FloorKind: String, Sendable, CaseIterable {
    /// ``FloorClient``: what a merchant writes by hand, with Foundation's `JSONEncoder` and `JSONDecoder`.
    case handWritten = "hand-written client"
    /// ``SameWireFloorClient``: the same requests, bodies written and responses read by the SDK's own wire code.
    case sameWire = "same-wire floor"
}

/// The second floor: ``FloorClient``'s requests (the same bodies, headers and order, the same one main-actor trip
/// for a new card), with the SDK's own wire work instead of Foundation's coders: bodies written by the SDK's own
/// request models and responses read into the SDK's own response models, every published field included
/// (`SDKWireWork`), and the idempotency key made by the SDK's default key maker. What the SDK costs over it is its
/// orchestration alone: the flow's actors and state machine, the middlewares, the checks of its inputs and answers
/// (its card form's included), its start and its end.
///
/// The wire work is SPI (`@_spi(Benchmarks) import YunoSDK`), not API: a merchant could not write this client.
public struct SameWireFloorClient: Sendable {
    let transport: any YunoTransport
    let baseURL: URL
    let publicAPIKey: String
    /// The SDK's own idempotency keys (`YunoClient.Options`' default: one `getentropy` call, spelled in lower case),
    /// not `UUID()`, which the hand-written floor pays for.
    let makeIdempotencyKey = YunoClient.Options().makeIdempotencyKey

    /// A client for `transport` with the public key the SDK would send.
    public init(transport: any YunoTransport, baseURL: URL, publicAPIKey: String) {
        self.transport = transport
        self.baseURL = baseURL
        self.publicAPIKey = publicAPIKey
    }

    /// Pays `session` as ``FloorClient/pay(session:collect:challenge:)`` does; returns the final status.
    public func pay(
        session: String, collect: @Sendable () async -> WireBodies.TokenRequest,
        challenge: (@Sendable (String) async -> Void)? = nil
    ) async throws -> String {
        let base = "/v1/checkout/sessions/\(session)"
        let methods = try SDKWireWork.paymentMethods(try await send(.get, base + "/payment-methods"))
        let tokenRequest = await collect()
        let wanted = tokenRequest.paymentMethod
        guard methods.contains(where: { $0.type == wanted.type && $0.vaultedToken == wanted.vaultedToken }) else {
            throw FloorClient.Failure(description: "method not offered")
        }
        let card = wanted.card.map {
            SDKWireWork.Card(
                number: $0.number, expirationMonth: $0.expirationMonth, expirationYear: $0.expirationYear,
                securityCode: $0.securityCode, holderName: $0.holderName)
        }
        let tokenBody = try SDKWireWork.tokenBody(type: wanted.type, vaultedToken: wanted.vaultedToken, card: card)
        let token = try SDKWireWork.token(try await send(.post, base + "/token", body: tokenBody))
        let payment = try SDKWireWork.payment(
            try await send(
                .post, base + "/payments", body: try SDKWireWork.paymentBody(token: token.token, type: token.type),
                idempotencyKey: makeIdempotencyKey()))
        guard let transactionID = payment.challengeTransactionID else { return payment.status }
        guard let challenge else { throw FloorClient.Failure(description: "a 3DS challenge and no shopper") }
        await challenge(transactionID)
        return try SDKWireWork.payment(try await send(.get, base + "/payment")).status
    }

    /// Sends one request; the answer's body when it is a success.
    func send(
        _ method: YunoHTTPRequest.Method, _ path: String, body: Data? = nil, idempotencyKey: String? = nil
    ) async throws -> Data {
        var headers: YunoHTTPHeaders = ["public-api-key": publicAPIKey, "Accept": "application/json"]
        if body != nil { headers["Content-Type"] = "application/json" }
        if let idempotencyKey { headers["X-Idempotency-Key"] = idempotencyKey }
        let response = try await transport.send(
            YunoHTTPRequest(method: method, path: path, headers: headers, body: body), baseURL: baseURL)
        guard response.isSuccess else { throw FloorClient.Failure(description: "HTTP \(response.status)") }
        return response.body
    }
}

extension BodyCheck {
    /// Runs one SDK flow and one flow of the floor `kind` of `variant` over two canned transports (the same recorded
    /// answers) and compares their requests; `nil` when they are identical.
    public static func compareCanned(_ variant: FlowVariant, floor kind: FloorKind) async throws -> String? {
        let sdk = Recorders()
        let floor = Recorders()
        let sdkWorld = try await CannedWorld(variant, wrap: sdk.wrap)
        let floorWorld = try await CannedWorld(variant, floor: kind, wrap: floor.wrap)
        let session = try await sdkWorld.sessions(1, for: variant)[0]
        return try await compare(
            variant, sdk: (sdkWorld, sdk), floor: (floorWorld, floor), sessions: (session, session))
    }
}
