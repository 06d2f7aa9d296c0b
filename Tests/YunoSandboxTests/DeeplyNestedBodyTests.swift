import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// A request body nested far deeper than any real body (issue 27: ≈ 80,000 levels, 480 KB, once overflowed the
/// stack of the emulator's own recursive reader and killed the server) is answered 400 INVALID_REQUEST by every
/// endpoint that reads a body, and the emulator keeps serving. Foundation's parsers (the decoder of request bodies
/// and the idempotency check's canonical form) refuse such nesting instead of recursing into it.
@Suite("Deeply nested request bodies", .timeLimit(.minutes(3)))
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
    /// a READY_TO_ENROLL payment method, nothing else).
    private func bodyEndpoints() async throws -> [(path: String, keys: Harness.Keys, idempotent: Bool)] {
        let session = try await harness.session()
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let ready = try await harness.readyToEnroll(customerSession)
        let method = try #require(ready.string("id"))
        return [
            ("/v1/checkout/sessions", .merchant, false),
            ("/v1/checkout/sessions/\(session)/token", .sdk, false),
            ("/v1/checkout/sessions/\(session)/payments", .sdk, true),
            ("/v1/payments", .merchant, true),
            ("/v1/customers", .merchant, false),
            ("/v1/customers/sessions", .merchant, false),
            ("/v1/customers/sessions/\(customerSession)/payment-methods", .sdk, true),
            ("/v1/checkout/customers/sessions/\(customerSession)/payment-methods/\(method)/enroll", .sdk, true),
        ]
    }

    @Test(arguments: Nesting.allCases)
    func aDeeplyNestedBodyIsAnInvalidRequestAndTheEmulatorKeepsServing(_ nesting: Nesting) async throws {
        try await expectRefusedEverywhere(nesting.body)
    }

    /// ≈ 12,000 levels: what overflowed the reader's stack in a debug build.
    @Test func twelveThousandNestedObjectsAreAnInvalidRequest() async throws {
        try await expectRefusedEverywhere(Self.nestedObjects(12_000))
    }

    /// The emulator's own limit, ``WireCoding/maximumDepth`` (64), not the 512 of whichever Foundation parser runs
    /// after it: a payment body carrying an unknown key nested 64 levels deep is paid; one level more is refused
    /// with a message that names the limit, before any parser sees it.
    @Test func theEmulatorsDepthLimitIsItsOwnAndExplicit() async throws {
        func body(_ token: String, nesting levels: Int) -> String {
            // The body object itself is one level, `payment_method` a second: the extra key adds the rest.
            #"{"payment_method": {"token": "\#(token)", "type": "CARD", "vault_on_success": false}, "extra": "#
                + Self.nestedObjects(levels - 1) + "}"
        }
        let refused = try await harness.session()
        let refusedPath = "/v1/checkout/sessions/\(refused)/payments"
        let deep = body(try await harness.token(refused), nesting: 65)
        let reply = try await harness.send(.post, refusedPath, deep, idempotencyKey: UUID().uuidString)
        #expect(reply.status == 400)
        #expect(reply.code == "INVALID_REQUEST")
        #expect(reply.text.contains("deeper than 64 levels"), "\(reply.text)")

        let accepted = try await harness.session()
        let acceptedPath = "/v1/checkout/sessions/\(accepted)/payments"
        let atLimit = body(try await harness.token(accepted), nesting: 64)
        let paid = try await harness.send(.post, acceptedPath, atLimit, idempotencyKey: UUID().uuidString)
        #expect(paid.status == 201, "\(paid.text)")
        #expect(paid.string("status") == "SUCCEEDED")
    }

    /// The depth check counts brackets outside strings only, in one pass without recursion.
    @Test func theDepthCheckSkipsStringsAndEscapes() {
        let limit = WireCoding.maximumDepth
        #expect(!WireCoding.nestingDepth(of: Data(Self.nestedObjects(limit).utf8), exceeds: limit))
        #expect(WireCoding.nestingDepth(of: Data(Self.nestedObjects(limit + 1).utf8), exceeds: limit))
        let brackets = String(repeating: "[{", count: 1_000)
        #expect(!WireCoding.nestingDepth(of: Data(#"{"a":"\#(brackets)"}"#.utf8), exceeds: 1))
        #expect(!WireCoding.nestingDepth(of: Data(#"{"a":"\"[[[\\"}"#.utf8), exceeds: 1))
        #expect(WireCoding.nestingDepth(of: Data(#"{"a":"\\",[["#.utf8), exceeds: 2))
        #expect(WireCoding.nestingDepth(of: Data(Self.nestedArrays(80_000).utf8), exceeds: limit))
    }

    /// Posts `body` to every endpoint that reads one: each answers 400 INVALID_REQUEST, and the emulator then pays.
    private func expectRefusedEverywhere(_ body: String) async throws {
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
