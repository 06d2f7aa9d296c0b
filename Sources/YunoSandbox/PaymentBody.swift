import Foundation

/// The Payment object of the contract; also the sandbox's stored payment state.
struct PaymentBody: Codable, Sendable, Hashable {
    /// `amount`.
    struct Amount: Codable, Sendable, Hashable {
        var currency: String
        var value: Decimal
        var captured: Decimal
        var refunded: Decimal
    }

    /// `checkout`.
    struct Checkout: Codable, Sendable, Hashable {
        var session: String
        var sdkActionRequired: Bool
    }

    /// `payment_method`.
    struct PaymentMethod: Codable, Sendable, Hashable {
        var type: String
        var token: String?
        var vaultedToken: String?
        var vaultOnSuccess: Bool
        var paymentMethodDetail: Detail?
    }

    /// `payment_method.payment_method_detail`.
    struct Detail: Codable, Sendable, Hashable {
        var card: CardDetail?
    }

    /// `payment_method.payment_method_detail.card`.
    struct CardDetail: Codable, Sendable, Hashable {
        var iin: String
        var lfd: String
        var brand: String
        var capture: Bool
        var installments: Int
        var verify: Bool
        var cardType: String
        var issuerName: String
    }

    /// `action`.
    struct Action: Codable, Sendable, Hashable {
        var type: String
        var threeDSecure: ThreeDSecure
    }

    /// `action.three_d_secure`.
    struct ThreeDSecure: Codable, Sendable, Hashable {
        var transactionId: String
        var challengeUrl: String
    }

    var id: String
    var accountId: String
    var description: String
    var country: String
    var merchantOrderId: String
    var status: String
    var subStatus: String
    var createdAt: Date
    var updatedAt: Date
    var amount: Amount
    var checkout: Checkout
    var paymentMethod: PaymentMethod
    var action: Action?
}
