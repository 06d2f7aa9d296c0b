import Foundation

/// A payment as the API returns it (`POST /v1/payments`, the seamless endpoints).
struct Payment: Codable, Sendable, Hashable {
    struct Checkout: Codable, Sendable, Hashable {
        var session: String?
        var sdkActionRequired: Bool?

        enum CodingKeys: String, CodingKey {
            case session
            case sdkActionRequired = "sdk_action_required"
        }
    }

    struct Method: Codable, Sendable, Hashable {
        var type: String?
        var vaultedToken: String?

        enum CodingKeys: String, CodingKey {
            case type
            case vaultedToken = "vaulted_token"
        }
    }

    /// The SDK action a pending payment needs ([ours] shape; the real one is unpublished).
    struct Action: Codable, Sendable, Hashable {
        struct ThreeDSecure: Codable, Sendable, Hashable {
            var transactionId: String
            var challengeUrl: String

            enum CodingKeys: String, CodingKey {
                case transactionId = "transaction_id"
                case challengeUrl = "challenge_url"
            }
        }

        struct QRCode: Codable, Sendable, Hashable {
            var code: String
            var expiresAt: Date

            enum CodingKeys: String, CodingKey {
                case code
                case expiresAt = "expires_at"
            }
        }

        struct Wallet: Codable, Sendable, Hashable {
            var type: String
        }

        struct Redirect: Codable, Sendable, Hashable {
            var url: String
            var callbackUrl: String?

            enum CodingKeys: String, CodingKey {
                case url
                case callbackUrl = "callback_url"
            }
        }

        var type: String
        var threeDSecure: ThreeDSecure?
        var qrCode: QRCode?
        var wallet: Wallet?
        var redirect: Redirect?

        enum CodingKeys: String, CodingKey {
            case type
            case threeDSecure = "three_d_secure"
            case qrCode = "qr_code"
            case wallet
            case redirect
        }
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

    enum CodingKeys: String, CodingKey {
        case id
        case country
        case status
        case subStatus = "sub_status"
        case amount
        case checkout
        case paymentMethod = "payment_method"
        case action
    }
}
