import Foundation

/// A payment as the API returns it (`POST /v1/payments`, the seamless endpoints).
struct Payment: Codable, Sendable, Hashable {
    struct Checkout: Codable, Sendable, Hashable {
        var session: String?
        var sdkActionRequired: Bool?
    }

    struct Method: Codable, Sendable, Hashable {
        var type: String?
        var vaultedToken: String?
    }

    /// The SDK action a pending payment needs ([ours] shape; the real one is unpublished).
    struct Action: Codable, Sendable, Hashable {
        struct ThreeDSecure: Codable, Sendable, Hashable {
            var transactionId: String
            var challengeUrl: String
        }

        struct QRCode: Codable, Sendable, Hashable {
            var code: String
            var expiresAt: Date
        }

        struct Wallet: Codable, Sendable, Hashable {
            var type: String
        }

        struct Redirect: Codable, Sendable, Hashable {
            var url: String
            var callbackUrl: String?
        }

        var type: String
        var threeDSecure: ThreeDSecure?
        var qrCode: QRCode?
        var wallet: Wallet?
        var redirect: Redirect?
    }

    var id: String
    var country: String?
    var status: PaymentStatus
    var subStatus: String?
    var amount: Amount?
    var checkout: Checkout?
    var paymentMethod: Method?
    var action: Action?

    /// Whether the SDK must run ``action`` before the payment can finish.
    var needsSDKAction: Bool { checkout?.sdkActionRequired == true && action != nil }
}
