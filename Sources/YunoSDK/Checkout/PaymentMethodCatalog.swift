/// The payment-method types this SDK knows how to run, and what each needs. [ours]
///
/// A type outside this catalogue is refused before any request is sent; a known type the session does not
/// offer is refused after the payment-method list is read.
enum PaymentMethodCatalog {
    /// What the SDK does to collect a method.
    enum Collection: Sendable, Hashable {
        /// The card form (unless a vaulted token is given).
        case cardForm
        /// Nothing to collect before tokenization; any further step is an SDK action after payment creation.
        case none
        /// The wallet sheet, before tokenization: its payment token goes into the one-time token (Yuno's Apple Pay
        /// order, 2.14.0 on).
        case walletSheet
    }

    static let known: [String: Collection] = [
        "CARD": .cardForm,
        "PIX": .none, "APPLE_PAY": .walletSheet, "GOOGLE_PAY": .walletSheet, "NU_PAY": .none,
        "MERCADO_PAGO_CHECKOUT_PRO": .none, "PSE": .none, "NEQUI": .none, "DAVIPLATA": .none, "OXXO": .none,
        "BOLETO": .none, "SPEI": .none, "PAYPAL": .none, "KLARNA": .none, "BANCOLOMBIA_TRANSFER": .none,
    ]

    /// Display names of the known non-card methods: brand names, the same in every language. CARD and
    /// BANCOLOMBIA_TRANSFER are localized (see ``YunoLocalizer/paymentMethodName(for:)``).
    static let brandNames: [String: String] = [
        "PIX": "Pix", "APPLE_PAY": "Apple Pay", "GOOGLE_PAY": "Google Pay", "NU_PAY": "NuPay",
        "MERCADO_PAGO_CHECKOUT_PRO": "Mercado Pago", "PSE": "PSE", "NEQUI": "Nequi", "DAVIPLATA": "DaviPlata",
        "OXXO": "OXXO", "BOLETO": "Boleto", "SPEI": "SPEI", "PAYPAL": "PayPal", "KLARNA": "Klarna",
    ]

    /// Whether `type` is shaped like a Yuno type: 2–64 of `A–Z`, `0–9`, `_`.
    static func isWellFormed(_ type: String) -> Bool {
        // Bytes, not characters: every accepted character is one ASCII byte (it runs on every flow start).
        (2...64).contains(type.utf8.count)
            && type.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
    }
}
