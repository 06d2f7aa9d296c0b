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
    }

    static let known: [String: Collection] = [
        "CARD": .cardForm,
        "PIX": .none, "APPLE_PAY": .none, "GOOGLE_PAY": .none, "NU_PAY": .none,
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
        (2...64).contains(type.count)
            && type.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" }
    }
}
