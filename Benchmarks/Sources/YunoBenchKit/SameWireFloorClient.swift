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
/// for a new card), with the SDK's own wire code instead of Foundation's coders: bodies written by the SDK's
/// request writer (`WireRequestWriter`, its `WireJSONEncoder`), responses read by `WireDocument` into
/// `WireDecodable` models, and the idempotency key made by the SDK's default key maker. What the SDK costs over it
/// is its orchestration alone: the flow's actors and state machine, the middlewares, the checks of its inputs and
/// answers (it reads every published field; this floor reads the five it needs).
///
/// The wire code is SPI (`@_spi(Benchmarks) import YunoSDK`), not API: a merchant could not write this client.
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
        let methods = try await send(.get, base + "/payment-methods", as: [SameWireBodies.PaymentMethod].self)
        let tokenRequest = await collect()
        let wanted = tokenRequest.paymentMethod
        guard methods.contains(where: { $0.type == wanted.type && $0.vaultedToken == wanted.vaultedToken }) else {
            throw FloorClient.Failure(description: "method not offered")
        }
        let token = try await send(.post, base + "/token", body: tokenRequest, as: SameWireBodies.TokenResponse.self)
        let payment = try await send(
            .post, base + "/payments", body: WireBodies.PaymentRequest(token: token.token, type: token.type),
            idempotencyKey: makeIdempotencyKey(), as: SameWireBodies.Payment.self)
        guard payment.sdkActionRequired == true, let transactionID = payment.challengeTransactionID else {
            return payment.status
        }
        guard let challenge else { throw FloorClient.Failure(description: "a 3DS challenge and no shopper") }
        await challenge(transactionID)
        return try await send(.get, base + "/payment", as: SameWireBodies.Payment.self).status
    }

    func send<Response: WireDecodable>(
        _ method: YunoHTTPRequest.Method, _ path: String, body: (some Encodable & Sendable)? = String?.none,
        idempotencyKey: String? = nil, as type: Response.Type
    ) async throws -> Response {
        var headers: YunoHTTPHeaders = ["public-api-key": publicAPIKey, "Accept": "application/json"]
        var data: Data?
        if let body {
            headers["Content-Type"] = "application/json"
            data = try WireRequestWriter.json(body)
        }
        if let idempotencyKey { headers["X-Idempotency-Key"] = idempotencyKey }
        let response = try await transport.send(
            YunoHTTPRequest(method: method, path: path, headers: headers, body: data), baseURL: baseURL)
        guard response.isSuccess else { throw FloorClient.Failure(description: "HTTP \(response.status)") }
        return try Response(json: response.body)
    }
}

/// The response models of ``SameWireFloorClient``: ``WireBodies``' three, read as the SDK reads its own (a
/// `WireDecodable` model per body, keys compared as bytes), and only the fields the floor needs.
enum SameWireBodies {
    /// One entry of the payment-method list.
    struct PaymentMethod: WireDecodable {
        var type: String
        var vaultedToken: String?

        enum Keys: String {
            case type
            case vaultedToken = "vaulted_token"
        }

        init(wire value: WireValue) throws(WireDecodingError) {
            let object = try value.object(keyedBy: Keys.self)
            type = try object.decode(String.self, .type)
            vaultedToken = try object.decodeIfPresent(String.self, .vaultedToken)
        }
    }

    /// The token response: the token and its type.
    struct TokenResponse: WireDecodable {
        var token: String
        var type: String

        enum Keys: String { case token, type }

        init(wire value: WireValue) throws(WireDecodingError) {
            let object = try value.object(keyedBy: Keys.self)
            token = try object.decode(String.self, .token)
            type = try object.decode(String.self, .type)
        }
    }

    /// A payment: its status, whether the SDK must act, and an open 3DS challenge's transaction (read from
    /// `payment_method.payment_method_detail.card`, whose `redirect_url` is set while one is open).
    struct Payment: WireDecodable {
        var status: String
        var sdkActionRequired: Bool?
        var challengeTransactionID: String?

        enum Keys: String {
            case status, checkout
            case paymentMethod = "payment_method"
        }

        enum CheckoutKeys: String { case sdkActionRequired = "sdk_action_required" }
        enum MethodKeys: String { case detail = "payment_method_detail" }
        enum DetailKeys: String { case card }
        enum CardKeys: String {
            case redirectUrl = "redirect_url"
            case cardData = "card_data"
        }
        enum CardDataKeys: String { case threeDSecure = "three_d_secure" }
        enum ThreeDSecureKeys: String { case transactionId = "transaction_id" }

        init(wire value: WireValue) throws(WireDecodingError) {
            let object = try value.object(keyedBy: Keys.self)
            status = try object.decode(String.self, .status)
            sdkActionRequired = try object.decodeIfPresent(Checkout.self, .checkout)?.sdkActionRequired
            challengeTransactionID = try object.decodeIfPresent(Method.self, .paymentMethod)?.challengeTransactionID
        }

        /// `checkout`.
        struct Checkout: WireDecodable {
            var sdkActionRequired: Bool?
            init(wire value: WireValue) throws(WireDecodingError) {
                sdkActionRequired = try value.object(keyedBy: CheckoutKeys.self)
                    .decodeIfPresent(Bool.self, .sdkActionRequired)
            }
        }

        /// `payment_method`, down to the challenge's transaction.
        struct Method: WireDecodable {
            var challengeTransactionID: String?
            init(wire value: WireValue) throws(WireDecodingError) {
                guard
                    let detail = try value.object(keyedBy: MethodKeys.self).decodeIfPresent(Detail.self, .detail),
                    let card = detail.card, card.redirectUrl != nil
                else { return }
                challengeTransactionID = card.transactionID
            }
        }

        /// `payment_method_detail`.
        struct Detail: WireDecodable {
            var card: Card?
            init(wire value: WireValue) throws(WireDecodingError) {
                card = try value.object(keyedBy: DetailKeys.self).decodeIfPresent(Card.self, .card)
            }
        }

        /// `payment_method_detail.card`: its `redirect_url` and `card_data.three_d_secure.transaction_id`.
        struct Card: WireDecodable {
            var redirectUrl: String?
            var transactionID: String?
            init(wire value: WireValue) throws(WireDecodingError) {
                let object = try value.object(keyedBy: CardKeys.self)
                redirectUrl = try object.decodeIfPresent(String.self, .redirectUrl)
                transactionID = try object.decodeIfPresent(CardData.self, .cardData)?.transactionID
            }
        }

        /// `card_data`, down to `three_d_secure.transaction_id`.
        struct CardData: WireDecodable {
            var transactionID: String?
            init(wire value: WireValue) throws(WireDecodingError) {
                transactionID = try value.object(keyedBy: CardDataKeys.self)
                    .decodeIfPresent(ThreeDSecure.self, .threeDSecure)?.transactionID
            }
        }

        /// `three_d_secure`.
        struct ThreeDSecure: WireDecodable {
            var transactionID: String?
            init(wire value: WireValue) throws(WireDecodingError) {
                transactionID = try value.object(keyedBy: ThreeDSecureKeys.self)
                    .decodeIfPresent(String.self, .transactionId)
            }
        }
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
