import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// The hand-written JSON writers answer exactly the bytes the generic encoder (snake_case, sorted keys) answers.
@Suite("Hand-written wire JSON = the generic encoder's bytes")
struct WireJSONWriterTests {
    let harness = Harness()

    private static func generic(_ value: some Encodable) throws -> String {
        String(decoding: try WireCoding.encoder().encode(value), as: UTF8.self)
    }

    private static func written(_ value: some WireJSONWritable) -> String {
        String(decoding: WireCoding.encode(value), as: UTF8.self)
    }

    /// Payments in every state the emulator stores: approved card, vaulted card, open and answered 3DS challenge,
    /// open, paid and expired PIX, Apple Pay and NuPay, merchant-created.
    @Test func everyStoredPaymentBodyIsWrittenAsTheGenericEncoderDoes() async throws {
        _ = try await harness.payWithCard(Harness.visa)
        let customer = try await harness.customer()
        let vaultedSession = try await harness.session(customerID: customer)
        let vaulting = try await harness.token(vaultedSession, vaultOnSuccess: true)
        _ = try await harness.pay(vaultedSession, token: vaulting)
        let challenged = try await harness.payWithCard(Harness.challengeCard)
        #expect(challenged.string("status") == "PENDING")
        _ = try await harness.payWithCard(Harness.frictionlessCard)
        let (_, pix) = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
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
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.qrCodeLifetime + 0.75)
        #expect(await harness.sandbox.ledger().contains { $0.status == "EXPIRED" })
        #expect(pix.status == 201)
        let payments = await harness.sandbox.payments.values.map(\.body)
        #expect(payments.count == 9)
        for payment in payments {
            #expect(Self.written(payment) == (try Self.generic(payment)))
        }
    }

    @Test func tokenAndPaymentMethodBodiesAreWrittenAsTheGenericEncoderDoes() async throws {
        let customer = try await harness.customer()
        let session = try await harness.session(customerID: customer)
        let vaulted = try await harness.sandbox.vaultCard(
            number: Harness.visa, expirationMonth: 11, expirationYear: 28, holderName: "John \"JD\" Doe",
            forCustomer: customer)
        let stored = try #require(await harness.sandbox.sessions[session])
        let card = try #require(await harness.sandbox.vaultedCards[customer]?.first)
        let methods = [
            YunoSandbox.vaultedMethod(card, session: stored),
            YunoSandbox.method("Card", "CARD", "CARD", "Credit and debit cards", session: stored, preferred: true),
        ]
        #expect(Self.written(methods) == (try Self.generic(methods)))
        let cardData = CardDataBody(card.card, country: "US", withExpiry: false)
        let tokens = [
            TokenBody(
                token: "t", vaultedToken: vaulted, vaultOnSuccess: true, type: "CARD", cardData: cardData,
                country: "US"),
            TokenBody(token: "t", vaultedToken: nil, vaultOnSuccess: false, type: "PIX", cardData: nil, country: "BR"),
        ]
        for token in tokens {
            #expect(Self.written(token) == (try Self.generic(token)))
        }
        // The listing the emulator answers is the same bytes as the generic encoding of the same entries.
        let listed = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(listed.status == 200)
        #expect(listed.count() == methods.count + 2)
    }

    /// Strings are escaped as the generic encoder escapes them (quotes, backslash, every control character), slashes
    /// and non-ASCII text are written as they are.
    @Test func stringsAreEscapedAsTheGenericEncoderDoes() throws {
        let controls = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        let error = ErrorBody(
            code: "A/B", messages: [controls, #"quote " backslash \ slash / "#, "ñandú 💳 \u{7F} \u{2028}", ""])
        #expect(Self.written(error) == (try Self.generic(error)))
        let bare = ErrorBody(code: "X", messages: nil)
        #expect(Self.written(bare) == (try Self.generic(bare)))
    }

    /// Dates are whole-second ISO 8601 in UTC, as the generic encoder writes them, across eras and fractions.
    @Test func datesAreWrittenAsTheGenericEncoderDoes() throws {
        let instants: [TimeInterval] = [
            0, 0.999, -0.5, -1, -86_400.25, 951_782_400, 1_767_225_600, 1_767_225_600.75, 4_102_444_799.9,
            253_402_300_799, -2_208_988_800, 1_709_164_800,
        ]
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            #expect("\"\(WireJSONWriter.iso8601(date))\"" == (try Self.generic(date)), "\(instant)")
        }
    }
}
