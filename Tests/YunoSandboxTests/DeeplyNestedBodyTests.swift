import Foundation
import Testing
import YunoSDK
import YunoSandbox

/// A request body nested far deeper than any real body (issue 27: ≈ 80,000 levels, 480 KB, once overflowed the
/// stack of the emulator's own recursive reader and killed the server) is answered 400 INVALID_REQUEST by every
/// endpoint that reads a body, and the emulator keeps serving. Foundation's parsers (the decoder of request bodies
/// and the idempotency check's canonical form) refuse such nesting instead of recursing into it.
@Suite("Deeply nested request bodies")
struct DeeplyNestedBodyTests {
    let harness = Harness()

    /// The shapes of deep body tried (named in the test's output instead of 480 KB of brackets).
    enum Nesting: String, CaseIterable, CustomTestStringConvertible {
        case objects, arrays, objectsUnderPaymentMethod

        var testDescription: String { rawValue }

        /// The body, 80,000 levels deep.
        var body: String {
            switch self {
            case .objects: DeeplyNestedBodyTests.nestedObjects(levels)
            case .arrays: DeeplyNestedBodyTests.nestedArrays(levels)
            case .objectsUnderPaymentMethod: #"{"payment_method":"# + DeeplyNestedBodyTests.nestedObjects(levels) + "}"
            }
        }
    }

    /// `{"a":{"a":…1…}}`, `levels` objects deep: 6 bytes a level, 480 KB at 80,000 levels.
    static func nestedObjects(_ levels: Int) -> String {
        String(repeating: #"{"a":"#, count: levels) + "1" + String(repeating: "}", count: levels)
    }

    /// `[[…]]`, `levels` arrays deep.
    static func nestedArrays(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    static let levels = 80_000

    /// Every endpoint that reads a body, with what it needs to reach the body (a live session, customer session,
    /// a READY_TO_ENROLL payment method, an open 3DS challenge and wallet sheet).
    private func bodyEndpoints() async throws -> [(path: String, keys: Harness.Keys, idempotent: Bool)] {
        let session = try await harness.session()
        let challenged = try await harness.session()
        let challengeToken = try await harness.token(challenged, number: Harness.challengeCard)
        #expect(try await harness.pay(challenged, token: challengeToken).string("status") == "PENDING")
        let (wallet, walletReply) = try await harness.payWithMethod("APPLE_PAY")
        #expect(walletReply.status == 201)
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let ready = try await harness.readyToEnroll(customerSession)
        let method = try #require(ready.string("id"))
        return [
            ("/v1/checkout/sessions", .merchant, false),
            ("/v1/checkout/sessions/\(session)/token", .sdk, false),
            ("/v1/checkout/sessions/\(session)/payments", .sdk, true),
            ("/v1/checkout/sessions/\(challenged)/payment/three-d-secure", .sdk, false),
            ("/v1/checkout/sessions/\(wallet)/payment/wallet", .sdk, false),
            ("/v1/payments", .merchant, true),
            ("/v1/customers", .merchant, false),
            ("/v1/customers/sessions", .merchant, false),
            ("/v1/customers/sessions/\(customerSession)/payment-methods", .sdk, true),
            ("/v1/checkout/customers/sessions/\(customerSession)/payment-methods/\(method)/enroll", .sdk, true),
        ]
    }

    @Test(arguments: Nesting.allCases)
    func aDeeplyNestedBodyIsAnInvalidRequestAndTheEmulatorKeepsServing(_ nesting: Nesting) async throws {
        let body = nesting.body
        for endpoint in try await bodyEndpoints() {
            let key = endpoint.idempotent ? UUID().uuidString : nil
            let reply = try await harness.send(.post, endpoint.path, body, keys: endpoint.keys, idempotencyKey: key)
            #expect(reply.status == 400, "\(endpoint.path)")
            #expect(reply.code == "INVALID_REQUEST", "\(endpoint.path): \(reply.text)")
        }
        let paid = try await harness.payWithCard(Harness.visa)
        #expect(paid.status == 201)
        #expect(paid.string("status") == "SUCCEEDED")
    }

    /// The idempotency check parses a body only when its bytes differ from the first request's: a deeply nested
    /// retry under a used key is a different request (IDEMPOTENCY_DUPLICATED), the same deep body again is the
    /// original answer replayed, and a second deep body under a deep body's key is a different request.
    @Test func aDeeplyNestedRetryUnderAUsedKeyIsADifferentRequest() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        #expect(try await harness.pay(session, token: token, key: key).status == 201)
        let path = "/v1/checkout/sessions/\(session)/payments"
        let deep = Self.nestedObjects(Self.levels)
        let retry = try await harness.send(.post, path, deep, idempotencyKey: key)
        #expect(retry.status == 400)
        #expect(retry.code == "IDEMPOTENCY_DUPLICATED")

        let other = try await harness.session()
        let otherPath = "/v1/checkout/sessions/\(other)/payments"
        let deepKey = UUID().uuidString
        let first = try await harness.send(.post, otherPath, deep, idempotencyKey: deepKey)
        #expect(first.code == "INVALID_REQUEST")
        let again = try await harness.send(.post, otherPath, deep, idempotencyKey: deepKey)
        #expect(again.body == first.body)
        let arrays = try await harness.send(.post, otherPath, Self.nestedArrays(Self.levels), idempotencyKey: deepKey)
        #expect(arrays.code == "IDEMPOTENCY_DUPLICATED")
        let paid = try await harness.pay(other, token: try await harness.token(other))
        #expect(paid.string("status") == "SUCCEEDED")
    }
}
