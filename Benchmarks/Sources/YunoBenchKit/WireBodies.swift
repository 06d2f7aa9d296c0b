import Foundation

/// The request and response bodies a minimal hand-written client would declare for the seamless flow: the same JSON
/// the SDK sends (explicit snake_case keys, sorted on the wire), and only the response fields the client needs.
///
/// The SDK's own body types are internal; these mirror their wire shape so the floor sends byte-identical bodies
/// (``BodyCheck`` verifies that) and so the hot-piece benchmarks can time encoding and decoding of the same JSON.
public enum WireBodies {
    /// `POST /v1/checkout/sessions/{cs}/token`.
    public struct TokenRequest: Encodable, Sendable {
        public struct Card: Encodable, Sendable {
            var number: String
            var expirationMonth: Int
            var expirationYear: Int
            var securityCode: String?
            var holderName: String?

            enum CodingKeys: String, CodingKey {
                case number
                case expirationMonth = "expiration_month"
                case expirationYear = "expiration_year"
                case securityCode = "security_code"
                case holderName = "holder_name"
            }
        }

        public struct Method: Encodable, Sendable {
            var type: String
            var vaultOnSuccess: Bool
            var vaultedToken: String?
            var card: Card?

            enum CodingKeys: String, CodingKey {
                case type, card
                case vaultOnSuccess = "vault_on_success"
                case vaultedToken = "vaulted_token"
            }
        }

        var paymentMethod: Method

        enum CodingKeys: String, CodingKey { case paymentMethod = "payment_method" }

        /// A token request for a new card (the test card's number, expiry 11/28, CVV and holder).
        public static func newCard(number: String, securityCode: String = "123") -> TokenRequest {
            TokenRequest(
                paymentMethod: Method(
                    type: "CARD", vaultOnSuccess: false, vaultedToken: nil,
                    card: Card(
                        number: number, expirationMonth: 11, expirationYear: 28, securityCode: securityCode,
                        holderName: "John Doe")))
        }

        /// A token request for a vaulted card.
        public static func vaulted(_ vaultedToken: String) -> TokenRequest {
            TokenRequest(
                paymentMethod: Method(type: "CARD", vaultOnSuccess: false, vaultedToken: vaultedToken, card: nil))
        }
    }

    /// `POST /v1/checkout/sessions/{cs}/payments`.
    public struct PaymentRequest: Encodable, Sendable {
        public struct Method: Encodable, Sendable {
            var token: String
            var type: String
            var vaultOnSuccess: Bool

            enum CodingKeys: String, CodingKey {
                case token, type
                case vaultOnSuccess = "vault_on_success"
            }
        }

        var paymentMethod: Method

        enum CodingKeys: String, CodingKey { case paymentMethod = "payment_method" }

        /// The payment of `token`.
        public init(token: String, type: String = "CARD") {
            paymentMethod = Method(token: token, type: type, vaultOnSuccess: false)
        }
    }

    /// One entry of the payment-method list: only what a client checks.
    public struct PaymentMethod: Decodable, Sendable {
        public var type: String
        public var vaultedToken: String?

        enum CodingKeys: String, CodingKey {
            case type
            case vaultedToken = "vaulted_token"
        }
    }

    /// The token response: only the token and its type.
    public struct TokenResponse: Decodable, Sendable {
        public var token: String
        public var type: String
    }

    /// A payment in Yuno's published shape: id, status and, for a 3DS challenge, the transaction of
    /// `payment_method.payment_method_detail.card.card_data.three_d_secure`.
    public struct Payment: Decodable, Sendable {
        public struct Checkout: Decodable, Sendable {
            public var sdkActionRequired: Bool?
            enum CodingKeys: String, CodingKey { case sdkActionRequired = "sdk_action_required" }
        }

        public struct ThreeDSecure: Decodable, Sendable {
            public var transactionId: String?
            enum CodingKeys: String, CodingKey { case transactionId = "transaction_id" }
        }

        public struct CardData: Decodable, Sendable {
            public var threeDSecure: ThreeDSecure?
            enum CodingKeys: String, CodingKey { case threeDSecure = "three_d_secure" }
        }

        public struct Card: Decodable, Sendable {
            public var redirectUrl: String?
            public var cardData: CardData?
            enum CodingKeys: String, CodingKey {
                case redirectUrl = "redirect_url"
                case cardData = "card_data"
            }
        }

        public struct Detail: Decodable, Sendable {
            public var card: Card?
        }

        public struct Method: Decodable, Sendable {
            public var detail: Detail?
            enum CodingKeys: String, CodingKey { case detail = "payment_method_detail" }
        }

        public var id: String
        public var status: String
        public var checkout: Checkout?
        public var paymentMethod: Method?

        /// The open 3DS challenge's transaction: the card's `redirect_url` is set while one is open.
        public var challengeTransactionID: String? {
            guard let card = paymentMethod?.detail?.card, card.redirectUrl != nil else { return nil }
            return card.cardData?.threeDSecure?.transactionId
        }

        enum CodingKeys: String, CodingKey {
            case id, status, checkout
            case paymentMethod = "payment_method"
        }
    }

    /// The encoder of the floor: sorted keys and slashes unescaped, as the SDK writes them, so the bodies are
    /// byte-identical.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
