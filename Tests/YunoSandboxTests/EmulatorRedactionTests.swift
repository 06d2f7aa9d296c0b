import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// Issue 27, item 9: the emulator never prints a saved card's expiry or its holder's name — not in descriptions,
/// not in mirrors, not in `dump` of its records, its wire bodies or the emulator itself.
@Suite(
    "Emulator redaction: no saved card's expiry or holder in descriptions, mirrors or dumps", .timeLimit(.minutes(3)))
struct EmulatorRedactionTests {
    static let holder = "Zelda Quintessa"
    /// 07/2039: a month and year no other field of these values spells.
    static let month = 7
    static let year = 2039

    /// Everything `value` prints: its description, debug description and `dump`.
    static func printed(_ value: some Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return "\(value) \(String(reflecting: value)) \(dumped)"
    }

    static func expectNoCardSecrets(_ text: String, _ comment: Comment) {
        #expect(!text.contains("Zelda"), comment)
        #expect(!text.contains("Quintessa"), comment)
        #expect(!text.contains("2039"), comment)
        #expect(!text.contains("39"), comment)
        #expect(!text.contains("expiration"), comment)
        #expect(!text.contains("4507990000000002"), comment)
    }

    private static func profile() throws -> CardProfile {
        try CardProfile.validated(
            number: "4507990000000002", expirationMonth: month, expirationYear: year, securityCode: nil,
            checkSecurityCode: false, holderName: holder, now: YunoSandbox.Configuration.defaultStartDate)
    }

    @Test func theRecordsHoldingACardPrintNeitherItsExpiryNorItsHolder() throws {
        let card = try Self.profile()
        #expect(card.expirationYear == 39 && card.holderName == Self.holder, "the emulator keeps them")
        Self.expectNoCardSecrets(Self.printed(card), "CardProfile")
        let body = CardDataBody(card, country: "CO", withExpiry: true)
        #expect(body.expirationYear == 39)
        Self.expectNoCardSecrets(Self.printed(body), "CardDataBody")
        let vaulted = VaultedCardRecord(vaultedToken: "vaulted-a", customerID: "c", card: card)
        Self.expectNoCardSecrets(Self.printed(vaulted), "VaultedCardRecord")
        let token = TokenRecord(
            token: "t", checkoutSession: "s", type: "CARD", vaultOnSuccess: true, vaultedToken: nil, card: card,
            used: false)
        Self.expectNoCardSecrets(Self.printed(token), "TokenRecord")
        #expect(Self.printed(card).contains("0002"), "the last four still name the card")
    }

    /// An emulator whose one customer has the card saved; its merchant backend and the customer's id.
    private static func savedCard() async throws -> (YunoSandbox, MerchantBackend, customer: String) {
        let sandbox = YunoSandbox()
        let merchant = MerchantBackend(sandbox: sandbox)
        let customer = try await merchant.createCustomer(merchantCustomerID: "redaction").id
        _ = try await sandbox.vaultCard(
            number: "4507990000000002", expirationMonth: month, expirationYear: year, holderName: holder,
            forCustomer: customer)
        return (sandbox, merchant, customer)
    }

    @Test func dumpOfTheEmulatorShowsNoneOfItsRecords() async throws {
        let (sandbox, _, _) = try await Self.savedCard()
        let printed = Self.printed(sandbox)
        Self.expectNoCardSecrets(printed, "YunoSandbox")
        #expect(!printed.contains(sandbox.privateSecretKey))
        #expect(printed.contains("seed"))
    }

    @Test func aSavedCardListedForTheMerchantPrintsNoExpiry() async throws {
        let (_, merchant, customer) = try await Self.savedCard()
        let method = try #require(try await merchant.customerPaymentMethods(customerID: customer).first)
        #expect(method.expirationYear == 39, "the value still carries the expiry")
        let printed = Self.printed(method).replacingOccurrences(of: method.vaultedToken, with: "<token>")
        Self.expectNoCardSecrets(printed, "EnrolledMethod")
        #expect("\(method)".contains("****0002"))
    }
}
