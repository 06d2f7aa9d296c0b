import Foundation

extension Payment {
    /// `payment_method.payment_method_detail`: one object per kind of method, as Yuno publishes them. Only the
    /// fields an SDK action needs are read; the rest of each published object is ignored.
    struct MethodDetail: Sendable {
        /// `card`: a 3DS challenge is its `redirect_url`; its result is `card_data.three_d_secure`.
        struct Card: Sendable {
            struct CardData: Sendable {
                struct ThreeDSecure: Sendable {
                    var version: String?
                    var transactionId: String?

                    enum Keys: String {
                        case version
                        case transactionId = "transaction_id"
                    }
                }

                var iin: String?
                var lfd: String?
                var brand: String?
                var threeDSecure: ThreeDSecure?

                enum Keys: String {
                    case iin
                    case lfd
                    case brand
                    case threeDSecure = "three_d_secure"
                }
            }

            var redirectUrl: String?
            var cardData: CardData?

            enum Keys: String {
                case redirectUrl = "redirect_url"
                case cardData = "card_data"
            }
        }

        /// `bank_transfer` (PIX, NuPay, …): a hosted `redirect_url`, the provider's QR image, and when it expires.
        struct BankTransfer: Sendable {
            var providerImage: String?
            var redirectUrl: String?
            /// When the transfer stops being payable. Read leniently: a missing or unreadable date is `nil`.
            var expiresAt: Date?
            /// [ours] The PIX copy-and-paste code (EMV BR Code) for a QR screen drawn by the app; Yuno's published
            /// object has none (only `provider_image`, a QR image URL), so without it the SDK opens `redirect_url`.
            var qrCode: String?

            enum Keys: String {
                case providerImage = "provider_image"
                case redirectUrl = "redirect_url"
                case expiresAt = "expires_at"
                case qrCode = "qr_code"
            }
        }

        /// `wallet`, `ticket` and `bnpl`: the page the shopper completes the payment on, when there is one.
        struct Hosted: Sendable {
            var redirectUrl: String?

            enum Keys: String {
                case redirectUrl = "redirect_url"
            }
        }

        var card: Card?
        var bankTransfer: BankTransfer?
        var wallet: Hosted?
        var ticket: Hosted?
        var bnpl: Hosted?

        enum Keys: String {
            case card
            case bankTransfer = "bank_transfer"
            case wallet
            case ticket
            case bnpl
        }
    }
}

extension Payment.MethodDetail: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        card = try object.decodeIfPresent(Card.self, .card)
        bankTransfer = try object.decodeIfPresent(BankTransfer.self, .bankTransfer)
        wallet = try object.decodeIfPresent(Hosted.self, .wallet)
        ticket = try object.decodeIfPresent(Hosted.self, .ticket)
        bnpl = try object.decodeIfPresent(Hosted.self, .bnpl)
    }
}

extension Payment.MethodDetail.Card: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        redirectUrl = try object.decodeIfPresent(String.self, .redirectUrl)
        cardData = try object.decodeIfPresent(CardData.self, .cardData)
    }
}

extension Payment.MethodDetail.Card.CardData: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        iin = try object.decodeIfPresent(String.self, .iin)
        lfd = try object.decodeIfPresent(String.self, .lfd)
        brand = try object.decodeIfPresent(String.self, .brand)
        threeDSecure = try object.decodeIfPresent(ThreeDSecure.self, .threeDSecure)
    }
}

extension Payment.MethodDetail.Card.CardData.ThreeDSecure: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        version = try object.decodeIfPresent(String.self, .version)
        transactionId = try object.decodeIfPresent(String.self, .transactionId)
    }
}

extension Payment.MethodDetail.BankTransfer: WireDecodable {
    /// Every field leniently: a QR screen shows what it can read.
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        providerImage = object.decodeLeniently(String.self, .providerImage)
        redirectUrl = object.decodeLeniently(String.self, .redirectUrl)
        expiresAt = object.decodeLeniently(Date.self, .expiresAt)
        qrCode = object.decodeLeniently(String.self, .qrCode)
    }
}

extension Payment.MethodDetail.Hosted: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        redirectUrl = try value.object(keyedBy: Keys.self).decodeIfPresent(String.self, .redirectUrl)
    }
}
