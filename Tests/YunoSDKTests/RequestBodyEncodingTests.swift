import Foundation
import Testing

@testable import YunoSDK

/// Every request body the SDK sends is written by `WireJSONEncoder` with exactly the bytes Foundation's `JSONEncoder`
/// writes with the same options (sorted keys, ISO 8601 dates, slashes unescaped): the writer is a speed-up, never a
/// second spelling of the wire (PERFORMANCE.md, "Hot paths").
@Suite("Request bodies: the wire writer = Foundation's JSONEncoder", .timeLimit(.minutes(3)))
struct RequestBodyEncodingTests {
    /// The bodies the writer and Foundation write differently, each as both wrote it (none when they agree).
    private static func disagreements(_ bodies: [any RequestBody]) throws -> [String] {
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try bodies.compactMap { body in
            let written = String(decoding: try body.json(), as: UTF8.self)
            let expected = String(decoding: try foundation.encode(body), as: UTF8.self)
            return written == expected ? nil : "\(written) ≠ \(expected)"
        }
    }

    private static let card = TokenRequest.Card(
        number: "4111111111111111", expirationMonth: 11, expirationYear: 28, securityCode: "123",
        holderName: "Ana \"Quote\" Pérez\\ / \n")

    @Test("Token requests: a new card (every field, then the optional ones left out) and a vaulted card")
    func tokenRequests() throws {
        var bare = Self.card
        bare.securityCode = nil
        bare.holderName = nil
        let vaulted = TokenRequest.Method(
            type: "CARD", vaultOnSuccess: false, vaultedToken: "9104911d-5df9-429e-8488-ad41abea1a4b", card: nil)
        #expect(
            try Self.disagreements([
                TokenRequest(
                    paymentMethod: .init(type: "CARD", vaultOnSuccess: true, vaultedToken: nil, card: Self.card)),
                TokenRequest(paymentMethod: .init(type: "CARD", vaultOnSuccess: false, vaultedToken: nil, card: bare)),
                TokenRequest(paymentMethod: vaulted),
            ]) == [])
    }

    @Test("Payment, wallet token and enrollment bodies (no 3DS or wallet result body exists: the backend decides)")
    func theOtherBodies() throws {
        #expect(
            try Self.disagreements([
                SeamlessPaymentRequest(paymentMethod: .init(token: "tok/1+2", type: "CARD", vaultOnSuccess: true)),
                TokenRequest(
                    paymentMethod: .init(
                        type: "APPLE_PAY", vaultOnSuccess: false, vaultedToken: nil, card: nil,
                        wallet: .init(paymentData: "eyJ2ZXJzaW9uIjoiRUNfdjEifQ=="))),
                EnrollmentRequest(paymentMethodType: "CARD", country: "CO"),
                EnrollmentCardRequest(card: Self.card),
            ]) == [])
    }

    @Test("Keys are written as declared: a camelCase key stays camelCase")
    func keysAsDeclared() throws {
        struct Probe: Encodable { var someKey = "a"; var other_key = 1 }
        let json = String(decoding: try WireJSONEncoder.encode(Probe(), keys: .asDeclared), as: UTF8.self)
        #expect(json == #"{"other_key":1,"someKey":"a"}"#)
    }

    @Test("Hot path pin: bodies go through the wire writer, which refuses floating point (amounts are Decimal)")
    func bodiesAreWrittenByTheWireWriter() {
        // Foundation's JSONEncoder would write 1.5; a body written by it again fails here.
        struct FloatingBody: RequestBody { var amount = 1.5 }
        #expect(throws: EncodingError.self) { try FloatingBody().json() }
    }
}
