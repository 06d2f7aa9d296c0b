import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// The fast request reader reads the SDK's compact bodies, and whatever it reads it reads as the generic decoder
/// does; everything else is left to the generic decoder (same accepted bodies, same errors).
@Suite("Fast request reader = the generic decoder")
struct WireJSONReaderTests {
    static let paymentBodies = [
        #"{"payment_method":{"token":"t-1","type":"CARD","vault_on_success":false}}"#,
        #"{ "payment_method" : { "vault_on_success" : true , "type":"PIX", "token":"x" } }"#,
        #"{"payment_method":{"token":null}}"#, #"{"payment_method":null}"#, "{}",
        #"{"paymentMethod":{"token":"t"}}"#, #"{"payment_method":{"token":"t","vaultOnSuccess":true}}"#,
        #"{"payment_method":{"token":5}}"#, #"{"payment_method":{"token":"a\"b"}}"#,
        #"{"payment_method":{"token":"ñ"}}"#, #"{"payment_method":{"token":"t","extra":[1]}}"#,
        #"{"payment_method":{"token":"t"},"payment_method":{"token":"u"}}"#, #"{"payment_method":{"token":"t"}"#,
        #"{"payment_method":{"vault_on_success":"yes"}}"#, "[]", "null", "", "nope",
        #"{"payment_method":{"token":"t"}} x"#,
    ]

    static let tokenBodies = [
        #"{"payment_method":{"type":"CARD","vault_on_success":false,"vaulted_token":"v-1"}}"#,
        #"{"payment_method":{"type":"PIX","vault_on_success":false}}"#,
        #"{"payment_method":{"type":"CARD","card":{"number":"4507990000000002","expiration_month":11}}}"#,
        #"{"payment_method":{"type":"CARD","vaultedToken":"v"}}"#, #"{"payment_method":{"type":true}}"#, "{}",
    ]

    @Test(arguments: paymentBodies)
    func paymentRequestsAreReadAsTheGenericDecoderReadsThem(_ body: String) throws {
        let data = Data(body.utf8)
        let generic = try? WireCoding.decoder().decode(SeamlessPaymentRequest.self, from: data)
        guard let fast = WireJSONReader.object(data).flatMap(SeamlessPaymentRequest.init(fastJSON:)) else { return }
        let decoded = try #require(generic)
        #expect(fast.paymentMethod?.token == decoded.paymentMethod?.token)
        #expect(fast.paymentMethod?.type == decoded.paymentMethod?.type)
        #expect(fast.paymentMethod?.vaultOnSuccess == decoded.paymentMethod?.vaultOnSuccess)
        #expect((fast.paymentMethod == nil) == (decoded.paymentMethod == nil))
    }

    @Test(arguments: tokenBodies)
    func tokenRequestsAreReadAsTheGenericDecoderReadsThem(_ body: String) throws {
        let data = Data(body.utf8)
        let generic = try? WireCoding.decoder().decode(TokenRequest.self, from: data)
        guard let fast = WireJSONReader.object(data).flatMap(TokenRequest.init(fastJSON:)) else { return }
        let decoded = try #require(generic)
        #expect(fast.paymentMethod?.type == decoded.paymentMethod?.type)
        #expect(fast.paymentMethod?.vaultOnSuccess == decoded.paymentMethod?.vaultOnSuccess)
        #expect(fast.paymentMethod?.vaultedToken == decoded.paymentMethod?.vaultedToken)
        #expect(fast.paymentMethod?.card == nil && decoded.paymentMethod?.card == nil)
    }

    @Test func theSDKsCompactBodiesTakeTheFastPath() throws {
        let payment = Data(Self.paymentBodies[0].utf8)
        #expect(WireJSONReader.object(payment).flatMap(SeamlessPaymentRequest.init(fastJSON:)) != nil)
        let token = Data(Self.tokenBodies[0].utf8)
        #expect(WireJSONReader.object(token).flatMap(TokenRequest.init(fastJSON:)) != nil)
        // Outside the subset: left to the generic decoder.
        for body in [Self.paymentBodies[5], Self.paymentBodies[7], Self.paymentBodies[8], Self.paymentBodies[11]] {
            #expect(WireJSONReader.object(Data(body.utf8)).flatMap(SeamlessPaymentRequest.init(fastJSON:)) == nil)
        }
        #expect(WireJSONReader.object(Data(Self.tokenBodies[2].utf8)).flatMap(TokenRequest.init(fastJSON:)) == nil)
    }
}
