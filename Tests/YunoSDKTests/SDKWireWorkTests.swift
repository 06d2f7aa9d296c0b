import Foundation
import Testing

@_spi(Benchmarks) @testable import YunoSDK

/// `SDKWireWork`, the benchmarks' same-wire floor's access to the SDK's wire work: it writes the bytes the API client
/// writes and reads through the models the flows read, so SDK / floor leaves the wire work out (PERFORMANCE.md,
/// "Round seven").
@Suite("Same-wire floor: SDKWireWork writes and reads as the SDK does", .timeLimit(.minutes(3)))
struct SDKWireWorkTests {
    @Test("Its bodies are the bytes of the SDK's own TokenRequest and SeamlessPaymentRequest")
    func bodiesAreTheSDKs() throws {
        let card = SDKWireWork.Card(
            number: "4111111111111111", expirationMonth: 11, expirationYear: 28, securityCode: "123",
            holderName: "Ana Pérez")
        let sdkCard = TokenRequest.Card(
            number: "4111111111111111", expirationMonth: 11, expirationYear: 28, securityCode: "123",
            holderName: "Ana Pérez")
        #expect(
            try SDKWireWork.tokenBody(type: "CARD", vaultedToken: nil, card: card)
                == TokenRequest(
                    paymentMethod: .init(type: "CARD", vaultOnSuccess: false, vaultedToken: nil, card: sdkCard)
                ).json())
        #expect(
            try SDKWireWork.tokenBody(type: "CARD", vaultedToken: "vt-1", card: nil)
                == TokenRequest(
                    paymentMethod: .init(type: "CARD", vaultOnSuccess: false, vaultedToken: "vt-1", card: nil)
                )
                .json())
        #expect(
            try SDKWireWork.paymentBody(token: "tok", type: "CARD")
                == SeamlessPaymentRequest(paymentMethod: .init(token: "tok", type: "CARD", vaultOnSuccess: false))
                .json())
    }

    @Test("It reads Yuno's published bodies through the SDK's models: a 3DS payment, a token, the method list")
    func readsThroughTheSDKsModels() throws {
        let challenge = try SDKWireWork.payment(Data(PublishedExamples.threeDSChallenge.utf8))
        #expect(challenge.status == "PENDING")
        #expect(challenge.challengeTransactionID == "4994ff4e-eadd-431f-bb21-cc0269afb12e")
        let token = try SDKWireWork.token(Data(PublishedExamples.oneTimeToken.utf8))
        let model = try TokenResponse(json: Data(PublishedExamples.oneTimeToken.utf8))
        #expect(token.token == model.token && token.type == model.type)
        let methods = try SDKWireWork.paymentMethods(Data(PublishedExamples.checkoutPaymentMethods.utf8))
        let models = try [PaymentMethodInfo](json: Data(PublishedExamples.checkoutPaymentMethods.utf8))
        #expect(methods.map(\.type) == models.map(\.type) && !methods.isEmpty)
        #expect(methods.map(\.vaultedToken) == models.map(\.vaultedToken))
    }

    @Test("A body the SDK's models refuse (an unknown status) is refused by the floor's reads too")
    func refusesWhatTheSDKRefuses() throws {
        let unknown = PublishedExamples.threeDSChallenge.replacingOccurrences(
            of: #""status": "PENDING""#, with: #""status": "MAYBE""#)
        #expect(unknown != PublishedExamples.threeDSChallenge)
        #expect(throws: WireDecodingError.self) { try SDKWireWork.payment(Data(unknown.utf8)) }
    }
}
