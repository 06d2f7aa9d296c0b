import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// The idempotency check compares the raw body first and parses only bodies whose bytes differ: replays and conflicts
/// are still told apart exactly as with a canonical comparison.
@Suite("Idempotency fingerprint", .timeLimit(.minutes(3)))
struct IdempotencyFingerprintTests {
    let harness = Harness()

    @Test func sameBytesMatchWithoutParsingAndReorderedJSONStillMatches() {
        let path = "/v1/checkout/sessions/s/payments"
        let body = Data(#"{"payment_method":{"token":"t","type":"CARD"}}"#.utf8)
        let original = IdempotencyFingerprint(path: path, body: body)
        #expect(original.matches(IdempotencyFingerprint(path: path, body: body)))
        let reordered = Data(#"{ "payment_method" : { "type":"CARD", "token":"t" } }"#.utf8)
        #expect(original.matches(IdempotencyFingerprint(path: path, body: reordered)))
        let other = Data(#"{"payment_method":{"token":"u","type":"CARD"}}"#.utf8)
        #expect(!original.matches(IdempotencyFingerprint(path: path, body: other)))
        #expect(!original.matches(IdempotencyFingerprint(path: "/v1/checkout/sessions/t/payments", body: body)))
        // Not JSON: compared byte for byte.
        let text = IdempotencyFingerprint(path: path, body: Data("not json".utf8))
        #expect(text.matches(IdempotencyFingerprint(path: path, body: Data("not json".utf8))))
        #expect(!text.matches(IdempotencyFingerprint(path: path, body: Data("not json!".utf8))))
        // No body and an empty body are the same request.
        #expect(IdempotencyFingerprint(path: path, body: nil).matches(IdempotencyFingerprint(path: path, body: Data())))
    }

    @Test func sameKeyOnAnotherSessionIsDuplicatedAndTheFirstStillReplays() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let first = try await harness.pay(session, token: token, key: key)
        #expect(first.status == 201)
        let otherSession = try await harness.session()
        let otherToken = try await harness.token(otherSession)
        let conflict = try await harness.pay(otherSession, token: otherToken, key: key)
        #expect(conflict.status == 400)
        #expect(conflict.code == "IDEMPOTENCY_DUPLICATED")
        let spaced = try await harness.send(
            .post, "/v1/checkout/sessions/\(session)/payments",
            "{\n  \"payment_method\" : {\"type\":\"CARD\",\"vault_on_success\":false,\"token\":\"\(token)\"}\n}",
            idempotencyKey: key)
        #expect(spaced.status == 201)
        #expect(spaced.body == first.body)
        #expect(await harness.sandbox.ledger().count == 1)
    }
}

/// The seeded ids are spelled as Foundation spells a version-4 UUID, lowercased.
@Suite("Seeded ids", .timeLimit(.minutes(3)))
struct SeededIDTests {
    @Test func idsAreLowercaseVersion4UUIDsAsFoundationSpellsThem() {
        var generator = SplitMix64(seed: 42)
        var reference = SplitMix64(seed: 42)
        for _ in 0..<100 {
            let id = generator.nextUUIDString()
            let high = reference.next()
            let low = reference.next()
            var bytes = [UInt8](repeating: 0, count: 16)
            for index in 0..<8 {
                bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
                bytes[index + 8] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
            }
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
            let uuid = UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                    bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
            #expect(id == uuid.uuidString.lowercased())
        }
    }
}
