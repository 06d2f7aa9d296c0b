import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Tokenization rules", .timeLimit(.minutes(3)))
struct TokenTests {
    let harness = Harness()

    @Test func tokenCarriesCardDataWithoutThePAN() async throws {
        let session = try await harness.session()
        let reply = try await harness.tokenize(session, Harness.cardBody(number: "370000000000002", cvc: "1234"))
        #expect(reply.status == 201)
        #expect(UUID(uuidString: reply.string("token") ?? "") != nil)
        #expect(reply.string("type") == "CARD")
        #expect(reply.bool("vault_on_success") == false)
        #expect(reply.string("card_data", "iin") == "37000000")
        #expect(reply.string("card_data", "lfd") == "0002")
        #expect(reply.string("card_data", "brand") == "AMERICAN_EXPRESS")
        #expect(reply.string("card_data", "type") == "CREDIT")
        #expect(reply.string("card_data", "category") == "CLASSIC")
        #expect(reply.string("card_data", "country_code") == "US")
        #expect(reply.string("card_data", "issuer_name") != nil)
        #expect(!reply.text.contains("370000000000002"))
        #expect(!reply.text.contains("1234"))
    }

    @Test("Bad Luhn is refused without echoing the PAN")
    func badLuhn() async throws {
        let session = try await harness.session()
        let reply = try await harness.tokenize(session, Harness.cardBody(number: "4507990000000003"))
        #expect(reply.status == 400)
        #expect(reply.code == "INVALID_PARAMETERS")
        #expect(!reply.text.contains("4507990000000003"))
    }

    @Test(arguments: [
        Harness.cardBody(number: "450799000000000"),
        Harness.cardBody(number: "4507 9900 abcd 0002"),
        Harness.cardBody(number: "9507990000000002"),
        Harness.cardBody(month: 13),
        Harness.cardBody(month: 12, year: 25),
        Harness.cardBody(cvc: "12"),
        Harness.cardBody(cvc: "1234"),
        Harness.cardBody(number: "370000000000002", cvc: "123"),
    ])
    func invalidCardsAreRefusedWithoutCardData(body: String) async throws {
        let session = try await harness.session()
        let reply = try await harness.tokenize(session, body)
        #expect(reply.status == 400)
        #expect(reply.code == "INVALID_PARAMETERS")
        for secret in ["450799000000000", "9507990000000002", "370000000000002", "abcd", "\"123\"", "1234", "/25"] {
            #expect(!reply.text.contains(secret))
        }
        #expect(await harness.sandbox.requests().last?.status == 400)
    }

    @Test func missingCardIsMissingParameters() async throws {
        let session = try await harness.session()
        let reply = try await harness.tokenize(
            session, #"{"payment_method": {"type": "CARD", "vault_on_success": false}}"#)
        #expect(reply.code == "MISSING_PARAMETERS")
    }

    @Test func tokenIsSingleUse() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let first = try await harness.pay(session, token: token)
        #expect(first.status == 201)
        let other = try await harness.session()
        let reuse = try await harness.pay(other, token: token)
        #expect(reuse.status == 400)
        #expect(reuse.code == "INVALID_REQUEST")
    }

    @Test func tokenIsBoundToItsSession() async throws {
        let owner = try await harness.session()
        let other = try await harness.session()
        let token = try await harness.token(owner)
        let reply = try await harness.pay(other, token: token)
        #expect(reply.status == 400)
        #expect(reply.code == "INVALID_REQUEST")
        #expect(await harness.sandbox.ledger().isEmpty)
        let rightSession = try await harness.pay(owner, token: token)
        #expect(rightSession.status == 201)
    }

    @Test func unknownTokenIsRefused() async throws {
        let session = try await harness.session()
        let reply = try await harness.pay(session, token: "00000000-0000-4000-8000-000000000000")
        #expect(reply.status == 400)
    }
}
