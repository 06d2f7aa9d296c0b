import Foundation
import YunoSDK

/// The small pieces every flow runs: card validation and brand detection, JSON bodies, client creation.
public enum HotPieces {
    /// Typed card numbers (with the spaces a form inserts) of several brands.
    public static let typedNumbers = [
        "4507 9900 0000 0002", "5252 4400 0000 0002", "3700 000000 00002", "4024 0071 8944 9340",
        "6011 0000 0000 0004", "3528 0000 0000 0007",
    ]

    /// Validates every typed number (brand detection, length, Luhn); returns how many are valid.
    public static func validateCards() -> Int {
        var valid = 0
        for number in typedNumbers {
            if (try? CardValidation.validateNumber(number)) != nil { valid += 1 }
        }
        return valid
    }

    /// Detects the brand of every typed number's digits; returns how many have one.
    public static func detectBrands() -> Int {
        var found = 0
        for number in typedNumbers where CardBrand.detect(fromDigits: number.filter(\.isNumber)) != nil {
            found += 1
        }
        return found
    }

    /// A token response body as the emulator sends it.
    public static let tokenResponseBody = Data(
        #"{"card_data":{"brand":"VISA","category":"CARD","country_code":"CO","iin":"45079900","issuer_name":"Yuno Sandbox Bank","lfd":"0002","type":"CREDIT"},"token":"2b7c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e","type":"CARD","vault_on_success":false}"#
            .utf8)

    /// A payment body as the emulator sends it (a succeeded card payment).
    public static let paymentResponseBody = Data(
        #"{"amount":{"captured":120,"currency":"COP","refunded":0,"value":120},"checkout":{"sdk_action_required":false,"session":"0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e"},"created_at":"2026-05-17T10:00:00Z","description":"Sandbox payment","id":"3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f","merchant_order_id":"order-1","payment_method":{"payment_method_detail":{"card":{"brand":"VISA","iin":"45079900","lfd":"0002"}},"type":"CARD","vault_on_success":false},"status":"SUCCEEDED","sub_status":"APPROVED","updated_at":"2026-05-17T10:00:00Z"}"#
            .utf8)

    /// Encodes a new-card token request and a payment request with a fresh encoder each (as the SDK did per request
    /// before it kept one); returns the bytes written.
    public static func encodeBodies(with encoder: JSONEncoder) throws -> Int {
        let token = try encoder.encode(WireBodies.TokenRequest.newCard(number: "4507990000000002"))
        let payment = try encoder.encode(WireBodies.PaymentRequest(token: "2b7c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e"))
        return token.count + payment.count
    }

    /// Decodes the token and payment response bodies; returns a checksum of what was read.
    public static func decodeBodies(with decoder: JSONDecoder) throws -> Int {
        let token = try decoder.decode(WireBodies.TokenResponse.self, from: tokenResponseBody)
        let payment = try decoder.decode(WireBodies.Payment.self, from: paymentResponseBody)
        return token.token.utf8.count + payment.status.utf8.count
    }

    /// Creates a client for the emulator's key (environment from the prefix, URL check, middleware chain).
    public static func makeClient(transport: any YunoTransport) throws -> YunoClient {
        try YunoClient(apiKey: "sandbox_pk_emulator_5f0c2a7e", transport: transport)
    }
}

extension HotPieces {
    /// What a new-card flow's card form costs on the main actor: the form made, the four fields typed as
    /// ``CardTyper`` types them, and submitted; returns whether the card was valid.
    @MainActor
    public static func typeAndSubmitCard() -> Bool {
        let form = CardForm()
        let card = TestCardData.approved
        form.number = card.number
        form.expiry = card.expiry
        form.securityCode = card.securityCode
        form.holderName = card.holderName
        if case .success = form.submit() { return true }
        return false
    }
}
