import Foundation

/// The published payment-method object: the answer to enroll (201), to retrieve by id, to unenroll (200) and to the
/// [ours] card step. `vaulted_token` and `card_data` appear once a card is enrolled, as in the merchant's published
/// list of enrolled methods (`GET /v1/customers/{customer_id}/payment-methods`).
struct PaymentMethodObjectBody: Codable, Sendable, Hashable {
    /// `provider`: who vaults the method (always Yuno in the sandbox).
    struct Provider: Codable, Sendable, Hashable {
        var id: String
        var type: String
    }

    /// `verify`: the card verification requested at enrollment.
    struct Verify: Codable, Sendable, Hashable {
        var vaultOnSuccess: Bool
        var currency: String?
    }

    var id: String
    var accountId: String
    var name: String
    var description: String
    var type: String
    var category: String
    var country: String
    var status: String
    var createdAt: Date
    var updatedAt: Date
    var enrollment: EnrollmentReference
    var provider: Provider
    var verify: Verify
    var vaultedToken: String?
    var cardData: CardDataBody?

    /// The object for `record`: named after its card once one is known (`VISA ****1111`), "Card" before.
    init(_ record: EnrollmentRecord) {
        let name = record.card?.savedName ?? "Card"
        id = record.id
        accountId = record.accountID
        self.name = name
        description = name
        type = record.type
        category = "CARD"
        country = record.country
        status = record.status
        createdAt = record.createdAt
        updatedAt = record.updatedAt
        enrollment = EnrollmentReference(session: record.enrollmentSession, sdkRequiredAction: true)
        provider = Provider(id: "YUNO", type: "YUNO")
        verify = Verify(vaultOnSuccess: record.vaultOnSuccess, currency: record.verifyCurrency)
        vaultedToken = record.vaultedToken
        cardData = record.card.map { CardDataBody.savedCard($0, country: nil, withIssuerName: false) }
    }
}
