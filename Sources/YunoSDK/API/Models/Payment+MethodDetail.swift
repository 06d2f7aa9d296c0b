import Foundation

extension Payment {
    /// `payment_method.payment_method_detail`: one object per kind of method, as Yuno publishes them. Only the
    /// fields an SDK action needs are read; the rest of each published object is ignored.
    struct MethodDetail: Codable, Sendable, Hashable {
        /// `card`: a 3DS challenge is its `redirect_url`; its result is `card_data.three_d_secure`.
        struct Card: Codable, Sendable, Hashable {
            struct CardData: Codable, Sendable, Hashable {
                struct ThreeDSecure: Codable, Sendable, Hashable {
                    var version: String?
                    var transactionId: String?

                    enum CodingKeys: String, CodingKey {
                        case version
                        case transactionId = "transaction_id"
                    }
                }

                var iin: String?
                var lfd: String?
                var brand: String?
                var threeDSecure: ThreeDSecure?

                enum CodingKeys: String, CodingKey {
                    case iin
                    case lfd
                    case brand
                    case threeDSecure = "three_d_secure"
                }
            }

            var redirectUrl: String?
            var cardData: CardData?

            enum CodingKeys: String, CodingKey {
                case redirectUrl = "redirect_url"
                case cardData = "card_data"
            }
        }

        /// `bank_transfer` (PIX, NuPay, …): a hosted `redirect_url`, the provider's QR image, and when it expires.
        struct BankTransfer: Codable, Sendable, Hashable {
            var providerImage: String?
            var redirectUrl: String?
            /// When the transfer stops being payable. Read leniently: a missing or unreadable date is `nil`.
            var expiresAt: Date?
            /// [ours] The PIX copy-and-paste code (EMV BR Code) for a QR screen drawn by the app; Yuno's published
            /// object has none (only `provider_image`, a QR image URL), so without it the SDK opens `redirect_url`.
            var qrCode: String?

            enum CodingKeys: String, CodingKey {
                case providerImage = "provider_image"
                case redirectUrl = "redirect_url"
                case expiresAt = "expires_at"
                case qrCode = "qr_code"
            }

            init(
                providerImage: String? = nil, redirectUrl: String? = nil, expiresAt: Date? = nil, qrCode: String? = nil
            ) {
                self.providerImage = providerImage
                self.redirectUrl = redirectUrl
                self.expiresAt = expiresAt
                self.qrCode = qrCode
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                providerImage = try? container.decodeIfPresent(String.self, forKey: .providerImage)
                redirectUrl = try? container.decodeIfPresent(String.self, forKey: .redirectUrl)
                expiresAt = (try? container.decodeIfPresent(String.self, forKey: .expiresAt)).flatMap(WireDate.parse)
                qrCode = try? container.decodeIfPresent(String.self, forKey: .qrCode)
            }
        }

        /// `wallet`, `ticket` and `bnpl`: the page the shopper completes the payment on, when there is one.
        struct Hosted: Codable, Sendable, Hashable {
            var redirectUrl: String?

            enum CodingKeys: String, CodingKey {
                case redirectUrl = "redirect_url"
            }
        }

        var card: Card?
        var bankTransfer: BankTransfer?
        var wallet: Hosted?
        var ticket: Hosted?
        var bnpl: Hosted?

        enum CodingKeys: String, CodingKey {
            case card
            case bankTransfer = "bank_transfer"
            case wallet
            case ticket
            case bnpl
        }
    }
}
