import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// The emulator's encoder writes exactly the bytes Foundation's `JSONEncoder` writes with the wire's options
/// (snake_case keys, ISO 8601 dates, sorted keys, slashes unescaped), for every body the emulator answers with and
/// for any shape of `Codable` conformance.
@Suite("Wire encoder = Foundation's JSONEncoder with the wire's options", .timeLimit(.minutes(3)))
struct WireEncoderTests {
    let harness = Harness()

    /// Foundation's encoder, configured as the wire's encoder was before it had its own.
    private static let reference: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static func expectSameBytes(
        _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let written = String(decoding: try WireJSONEncoder.encode(value, keys: .snakeCase), as: UTF8.self)
        let reference = String(decoding: try Self.reference.encode(value), as: UTF8.self)
        #expect(written == reference, sourceLocation: sourceLocation)
    }

    /// Payments in every state the emulator stores (approved card, vaulted card, open and answered 3DS challenge,
    /// open, paid and expired PIX, Apple Pay, NuPay, merchant-created), and the sessions, customers, customer
    /// sessions and enrolled payment methods behind them.
    @Test func everyStoredBodyIsWrittenAsFoundationWritesIt() async throws {
        _ = try await harness.payWithCard(Harness.visa)
        let customer = try await harness.customer()
        let vaultedSession = try await harness.session(customerID: customer, callbackURL: "https://shop.example/a?b=1")
        let vaulting = try await harness.token(vaultedSession, vaultOnSuccess: true)
        _ = try await harness.pay(vaultedSession, token: vaulting)
        #expect(try await harness.payWithCard(Harness.challengeCard).string("status") == "PENDING")
        _ = try await harness.payWithCard(Harness.frictionlessCard)
        _ = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
        let (_, paidPix) = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
        try await harness.sandbox.payQRCode(paymentID: try #require(paidPix.string("id")))
        _ = try await harness.payWithMethod("APPLE_PAY")
        _ = try await harness.payWithMethod("NU_PAY", callbackURL: "https://shop.example/back?a=1&b=2")
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let session = try await backend.createCheckoutSession(amount: 25, currency: "BRL", country: "BR")
        let token = try await harness.methodToken(session.checkoutSession, type: "PIX")
        _ = try await backend.createPayment(
            checkoutSession: session.checkoutSession, token: token, type: "PIX", amount: 25, currency: "BRL",
            country: "BR")
        let customerSession = try await harness.customerSession(customer)
        #expect(try await harness.enroll(customerSession).string("status") == "ENROLLED")
        _ = try await harness.readyToEnroll(customerSession)
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.qrCodeLifetime + 0.75)
        #expect(await harness.sandbox.ledger().contains { $0.status == "EXPIRED" })

        let sandbox = harness.sandbox
        let payments = await sandbox.payments.values.map(\.body)
        #expect(payments.count == 9)
        for payment in payments { try Self.expectSameBytes(payment) }
        for stored in await sandbox.sessions.values { try Self.expectSameBytes(CheckoutSessionBody(stored)) }
        for stored in await sandbox.customers.values { try Self.expectSameBytes(stored) }
        for stored in await sandbox.customerSessions.values { try Self.expectSameBytes(stored.body) }
        let enrollments = await sandbox.enrollments.values
        #expect(enrollments.count == 2)
        for stored in enrollments { try Self.expectSameBytes(PaymentMethodObjectBody(stored)) }
        let saved = try #require(await sandbox.vaultedCards[customer]?.first)
        try Self.expectSameBytes(UnenrollmentBody(vaultedToken: saved.vaultedToken, status: "UNENROLLED"))
    }

    @Test func tokenAndPaymentMethodBodiesAreWrittenAsFoundationWritesThem() async throws {
        let customer = try await harness.customer()
        let session = try await harness.session(customerID: customer)
        let vaulted = try await harness.sandbox.vaultCard(
            number: Harness.visa, expirationMonth: 11, expirationYear: 28, holderName: "John \"JD\" Doe",
            forCustomer: customer)
        let stored = try #require(await harness.sandbox.sessions[session])
        let card = try #require(await harness.sandbox.vaultedCards[customer]?.first)
        try Self.expectSameBytes([
            YunoSandbox.vaultedMethod(card, session: stored),
            YunoSandbox.method("Card", "CARD", "CARD", "Credit and debit cards", session: stored, preferred: true),
        ])
        let cardData = CardDataBody(card.card, country: "US", withExpiry: false)
        try Self.expectSameBytes(
            TokenBody(
                token: "t", vaultedToken: vaulted, vaultOnSuccess: true, type: "CARD", cardData: cardData,
                country: "US"))
        try Self.expectSameBytes(
            TokenBody(token: "t", vaultedToken: nil, vaultOnSuccess: false, type: "PIX", cardData: nil, country: "BR"))
        let listed = try await harness.send(.get, "/v1/checkout/customers/sessions/x/payment-methods")
        #expect(listed.status == 404)
        try Self.expectSameBytes(ErrorBody(code: listed.code ?? "", messages: [listed.text]))
    }

    /// Strings are escaped as Foundation escapes them (quotes, backslash, every control character); slashes and
    /// non-ASCII text are written as they are.
    @Test func stringsAreEscapedAsFoundationEscapesThem() throws {
        let controls = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        try Self.expectSameBytes(
            ErrorBody(
                code: "A/B", messages: [controls, #"quote " backslash \ slash / "#, "ñandú 💳 \u{7F} \u{2028}", ""]))
        try Self.expectSameBytes(ErrorBody(code: "X", messages: nil))
    }

    /// Dates are whole-second ISO 8601 in UTC, across eras and fractions of a second.
    @Test func datesAreWrittenAsFoundationWritesThem() throws {
        let instants: [TimeInterval] = [
            0, 0.999, -0.5, -1, -86_400.25, 951_782_400, 1_767_225_600, 1_767_225_600.75, 4_102_444_799.9,
            253_402_300_799, -2_208_988_800, 1_709_164_800,
        ]
        for instant in instants {
            try Self.expectSameBytes(Date(timeIntervalSince1970: instant))
        }
    }

    /// A conformance written by hand, using every container the `Encoder` protocol offers.
    private struct EveryShape: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var object = encoder.container(keyedBy: Key.self)
            for name in ["threeDSecure", "aURLKey", "value2Name", "lastX", "plain", "zeta", "alphaBeta"] {
                try object.encode(name, forKey: Key(name))
            }
            try object.encode(Int8(-8), forKey: Key("int8"))
            try object.encode(UInt64.max, forKey: Key("uInt64"))
            try object.encode(Int64.min, forKey: Key("int64"))
            try object.encodeNil(forKey: Key("nothing"))
            try object.encode(String?.none, forKey: Key("explicitNull"))
            try object.encodeIfPresent(String?.none, forKey: Key("leftOut"))
            try object.encode(Decimal(string: "1234.5600"), forKey: Key("decimal"))
            var nested = object.nestedContainer(keyedBy: Key.self, forKey: Key("nested"))
            try nested.encode(true, forKey: Key("flag"))
            var list = object.nestedUnkeyedContainer(forKey: Key("list"))
            try list.encode(1)
            try list.encodeNil()
            try list.encode("two")
            var inner = list.nestedContainer(keyedBy: Key.self)
            try inner.encode(UInt8(3), forKey: Key("three"))
            var innerList = list.nestedUnkeyedContainer()
            try innerList.encode(Int16(4))
            try "below".encode(to: list.superEncoder())
            try list.encode(Date(timeIntervalSince1970: 0))
            try ["a/b"].encode(to: object.superEncoder())
            try 5.encode(to: object.superEncoder(forKey: Key("superKey")))
            // Asking again for the object's container adds to the same object.
            var again = encoder.container(keyedBy: Key.self)
            try again.encode(UInt16(6), forKey: Key("again"))
        }
    }

    @Test func everyContainerAndPrimitiveIsWrittenAsFoundationWritesIt() throws {
        try Self.expectSameBytes(EveryShape())
        try Self.expectSameBytes([EveryShape(), EveryShape()])
        try Self.expectSameBytes([Int32(1), Int32(-2)])
        try Self.expectSameBytes(["k": UInt32(7), "aB": 8])
    }

    /// Keys sort by their bytes: a key before the longer keys it starts, capitals before lower case, non-ASCII last.
    @Test func keysAreSortedAsFoundationSortsThem() throws {
        let keys = ["ab", "a", "", "é", "z", "aé", "Z", "a_b", "aB", "ab0", "über", "ua"]
        try Self.expectSameBytes(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        let written = String(
            decoding: try WireJSONEncoder.encode(["b": 1, "a": 2, "ab": 3], keys: .asDeclared), as: UTF8.self)
        #expect(written == #"{"a":2,"ab":3,"b":1}"#)
    }

    /// Keys that share their first eight bytes (which the writer compares as one integer before the whole keys), a
    /// NUL byte inside a key, and 2,000 seeded objects of random short keys: the order is Foundation's.
    @Test func keysSharingTheirFirstEightBytesSortAsFoundationSortsThem() throws {
        let keys = [
            "payment_method", "payment_method_detail", "payment_methods", "payment_", "payment", "payment_id",
            "paymentA", "ab", "ab\u{0}", "ab\u{0}c", "abcdefgh", "abcdefgh\u{0}", "abcdefghé", "abcdefgé", "ú",
        ]
        try Self.expectSameBytes(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        var generator = SplitMix64(seed: 39)  // The emulator's own generator: the same objects on every run.
        let alphabet = Array("ab_Z\u{0}é")
        for _ in 0..<2_000 {
            var object: [String: Int] = [:]
            for value in 0..<Int.random(in: 0...20, using: &generator) {
                let length = Int.random(in: 0...12, using: &generator)
                object[String((0..<length).map { _ in alphabet[Int.random(in: 0..<6, using: &generator)] })] = value
            }
            try Self.expectSameBytes(object)
        }
    }

    /// The wire has no floating-point numbers (amounts are `Decimal`): one is refused, not written differently.
    @Test func floatingPointIsRefused() {
        #expect(throws: EncodingError.self) { try WireJSONEncoder.encode([1.5], keys: .snakeCase) }
        #expect(WireCoding.encode(["value": 1.5]) == Data("{}".utf8))
    }
}
