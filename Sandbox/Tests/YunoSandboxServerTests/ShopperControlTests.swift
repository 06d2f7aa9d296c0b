import Foundation
import Testing
import YunoSDK
import YunoSandbox
import YunoSandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The HTTP emulator's shopper controls play the shopper's bank", .serialized)
struct ShopperControlTests {
    /// POSTs a shopper control and returns the status and the response's `code` (or payment id).
    static func post(_ path: String, to world: HTTPWorld) async throws -> (status: Int, body: String) {
        let response = try await URLSessionTransport().send(
            YunoHTTPRequest(method: .post, path: path), baseURL: world.baseURL)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    /// A one-time token of `type` for `session`, as the SDK would create it (public key, `POST …/token`).
    static func token(_ type: String, for session: String, in world: HTTPWorld) async throws -> String {
        let body = Data(#"{"payment_method":{"type":"\#(type)","vault_on_success":false}}"#.utf8)
        let request = YunoHTTPRequest(
            method: .post, path: "/v1/checkout/sessions/\(session)/token",
            headers: ["public-api-key": world.sandbox.publicAPIKey, "Content-Type": "application/json"], body: body)
        let response = try await URLSessionTransport().send(request, baseURL: world.baseURL)
        let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return try #require(json?["token"] as? String, "token response \(response.status)")
    }

    @Test("Paying a PIX QR code over HTTP makes the payment SUCCEEDED; a second pay is refused")
    func payQRCode() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.merchant.createCheckoutSession(
            amount: 150, currency: "BRL", country: "BR", workflow: "SDK_CHECKOUT")
        let payment = try await world.merchant.createPayment(
            checkoutSession: session.checkoutSession,
            token: try await Self.token("PIX", for: session.checkoutSession, in: world), type: "PIX", amount: 150,
            currency: "BRL", country: "BR")
        #expect(payment.status == "READY_TO_PAY", "PIX waits for the shopper as published: READY_TO_PAY/CREATED")
        let paid = try await Self.post("/sandbox/shopper/payments/\(payment.id)/qr-code/pay", to: world)
        #expect(paid.status == 200)
        #expect(await world.sandbox.ledger().first?.status == "SUCCEEDED")
        let again = try await Self.post("/sandbox/shopper/payments/\(payment.id)/qr-code/pay", to: world)
        #expect(again.status == 400)
        try await world.stop()
    }

    @Test("Finishing a NuPay redirect over HTTP: rejected → REJECTED; an unknown payment → 404")
    func completeRedirect() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.merchant.createCheckoutSession(
            amount: 52_000, currency: "COP", country: "CO", workflow: "SDK_CHECKOUT", callbackURL: "shop://return")
        let payment = try await world.merchant.createPayment(
            checkoutSession: session.checkoutSession,
            token: try await Self.token("NU_PAY", for: session.checkoutSession, in: world), type: "NU_PAY",
            amount: 52_000, currency: "COP", country: "CO")
        let rejected = try await Self.post("/sandbox/shopper/payments/\(payment.id)/redirect?approved=false", to: world)
        #expect(rejected.status == 200)
        #expect(await world.sandbox.ledger().first?.status == "REJECTED")
        let unknown = try await Self.post("/sandbox/shopper/payments/nope/redirect", to: world)
        #expect(unknown.status == 404)
        #expect(unknown.body.contains("UNKNOWN_PAYMENT"))
        try await world.stop()
    }
}
