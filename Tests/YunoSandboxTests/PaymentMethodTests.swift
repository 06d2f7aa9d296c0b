import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Payment methods and vaulting", .timeLimit(.minutes(3)))
struct PaymentMethodTests {
    let harness = Harness()

    @Test func pixOnlyForBrazil() async throws {
        let us = try await harness.session(country: "US")
        let usMethods = try await harness.send(.get, "/v1/checkout/sessions/\(us)/payment-methods")
        let usTypes = (0..<(usMethods.count() ?? 0)).compactMap { usMethods.string($0, "type") }
        #expect(usTypes == ["CARD", "APPLE_PAY", "NU_PAY"])
        #expect(usMethods.bool(0, "preferred") == true)
        #expect(usMethods.string(0, "category") == "CARD")
        let br = try await harness.session(country: "BR", currency: "BRL")
        let brMethods = try await harness.send(.get, "/v1/checkout/sessions/\(br)/payment-methods")
        let brTypes = (0..<(brMethods.count() ?? 0)).compactMap { brMethods.string($0, "type") }
        #expect(brTypes == ["CARD", "PIX", "APPLE_PAY", "NU_PAY"])
        #expect(brMethods.string(1, "category") == "BANK_TRANSFER")
        #expect(brMethods.string(2, "category") == "WALLET")
        #expect(brMethods.string(3, "category") == "BANK_TRANSFER")
        // Published items (retrieve-payment-methods-for-checkout.json): checkout{session, sdk_required_action, …}.
        #expect(brMethods.string(0, "checkout", "session") == br)
        #expect(brMethods.bool(0, "checkout", "sdk_required_action") == true)
        #expect(brMethods.bool(0, "checkout", "conditions", "enabled") == true)
        let pixInUS = try await harness.tokenize(us, #"{"payment_method": {"type": "PIX", "vault_on_success": false}}"#)
        #expect(pixInUS.code == "INVALID_PARAMETERS")
    }

    @Test func vaultedCardsOfTheCustomerComeFirst() async throws {
        let customer = try await harness.customer()
        let vaulted = try await harness.sandbox.vaultCard(
            number: "5252440000000002",
            expirationMonth: 11,
            expirationYear: 2028,
            holderName: "John Doe",
            forCustomer: customer
        )
        let session = try await harness.session(customerID: customer)
        let methods = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(methods.string(0, "vaulted_token") == vaulted)
        #expect(methods.string(0, "type") == "CARD")
        #expect(methods.string(0, "card_data", "iin") == "52524400")
        #expect(methods.string(0, "card_data", "lfd") == "0002")
        #expect(methods.string(0, "card_data", "brand") == "MASTERCARD")
        #expect(methods.value(0, "card_data", "expiration_year") as? Int == 28)
        #expect(methods.string(1, "type") == "CARD")
        #expect(methods.value(1, "vaulted_token") == nil)
        #expect(!methods.text.contains("5252440000000002"))
        let other = try await harness.session()
        let otherMethods = try await harness.send(.get, "/v1/checkout/sessions/\(other)/payment-methods")
        #expect(!otherMethods.text.contains(vaulted))
    }

    @Test func vaultCardHelperErrors() async throws {
        await #expect(throws: SandboxError.unknownCustomer("nobody")) {
            try await harness.sandbox.vaultCard(
                number: Harness.visa,
                expirationMonth: 11,
                expirationYear: 28,
                holderName: "John Doe",
                forCustomer: "nobody"
            )
        }
        let customer = try await harness.customer()
        do {
            _ = try await harness.sandbox.vaultCard(
                number: "4507990000",
                expirationMonth: 11,
                expirationYear: 28,
                holderName: "John Doe",
                forCustomer: customer
            )
            Issue.record("expected an invalid card error")
        } catch {
            guard case .invalidCard(let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(!reason.contains("4507990000"))
            #expect(!error.description.contains("4507990000"))
        }
    }

    @Test func successfulPaymentVaultsTheCardForTheCustomer() async throws {
        let customer = try await harness.customer()
        let session = try await harness.session(customerID: customer)
        let token = try await harness.token(session, vaultOnSuccess: true)
        let payment = try await harness.pay(session, token: token)
        #expect(payment.string("status") == "SUCCEEDED")
        let vaulted = try #require(payment.string("payment_method", "vaulted_token"))
        #expect(UUID(uuidString: vaulted) != nil)
        let next = try await harness.session(customerID: customer)
        let methods = try await harness.send(.get, "/v1/checkout/sessions/\(next)/payment-methods")
        #expect(methods.string(0, "vaulted_token") == vaulted)
        let tokenReply = try await harness.tokenize(
            next,
            #"{"payment_method": {"type": "CARD", "vault_on_success": false, "vaulted_token": "\#(vaulted)"}}"#
        )
        #expect(tokenReply.status == 201)
        #expect(tokenReply.string("vaulted_token") == vaulted)
        #expect(tokenReply.string("card_data", "lfd") == "0002")
        let second = try await harness.pay(next, token: try #require(tokenReply.string("token")))
        #expect(second.string("status") == "SUCCEEDED")
        #expect(second.string("payment_method", "vaulted_token") == vaulted)
    }

    @Test func noVaultingWithoutCustomerOrOnFailure() async throws {
        let anonymous = try await harness.session()
        let token = try await harness.token(anonymous, vaultOnSuccess: true)
        let payment = try await harness.pay(anonymous, token: token)
        #expect(payment.string("status") == "SUCCEEDED")
        #expect(payment.value("payment_method", "vaulted_token") == nil)
        let customer = try await harness.customer()
        let session = try await harness.session(customerID: customer)
        let declinedToken = try await harness.token(session, number: "4507990000000010", vaultOnSuccess: true)
        let declined = try await harness.pay(session, token: declinedToken)
        #expect(declined.string("status") == "DECLINED")
        #expect(declined.value("payment_method", "vaulted_token") == nil)
    }

    @Test func vaultedTokenBelongsToItsCustomer() async throws {
        let owner = try await harness.customer("owner")
        let intruder = try await harness.customer("intruder")
        let vaulted = try await harness.sandbox.vaultCard(
            number: Harness.visa,
            expirationMonth: 11,
            expirationYear: 28,
            holderName: "John Doe",
            forCustomer: owner
        )
        for customerID in [intruder, nil] {
            let session = try await harness.session(customerID: customerID)
            let reply = try await harness.tokenize(
                session,
                #"{"payment_method": {"type": "CARD", "vault_on_success": false, "vaulted_token": "\#(vaulted)"}}"#
            )
            #expect(reply.status == 400)
            #expect(reply.code == "INVALID_PARAMETERS")
        }
    }
}
