import Foundation

/// What the status screen shows at the end of a flow: the result and the payment information of seeds/004
/// (amount, payment id, date, description).
///
/// A plain value type, usable from any isolation domain. The localized text comes from the `…(in:)` methods, so a
/// UI in any of the 20 languages binds to the same model. The screen of an enrollment (``purpose``
/// ``YunoFlowPurpose/enrollment``) speaks of the card ("Card saved", "Card not saved"), not of a payment.
public struct PaymentStatusScreen: Sendable, Hashable {
    /// The flow's result.
    public let result: Yuno.Result
    /// The backend status, when a payment exists.
    public let status: PaymentStatus?
    /// The backend sub-status.
    public let subStatus: String?
    /// The payment id, when a payment exists.
    public let paymentID: String?
    /// The amount, when known.
    public let amount: Decimal?
    /// The ISO 4217 currency of ``amount``.
    public let currency: String?
    /// When the payment was made, when known.
    public let date: Date?
    /// The payment's description for the shopper (the merchant's `payment_description`), when known.
    public let paymentDescription: String?
    /// What the flow was for: a payment (the default) or an enrollment, which saved (or failed to save) a card and
    /// charged nothing. It picks the words of ``title(in:)`` and ``retryTitle(in:)``.
    public let purpose: YunoFlowPurpose
    /// The payment-method type the flow used (`CARD`, `PIX`, `NU_PAY`, …), when known; ``retryTitle(in:)`` offers
    /// "another card" only for a card.
    public let paymentMethodType: String?

    /// Creates a status screen model; `date`, `paymentDescription`, `purpose` (a payment by default) and
    /// `paymentMethodType` are optional.
    public init(
        result: Yuno.Result, status: PaymentStatus?, subStatus: String?, paymentID: String?, amount: Decimal?,
        currency: String?, date: Date? = nil, paymentDescription: String? = nil, purpose: YunoFlowPurpose = .payment,
        paymentMethodType: String? = nil
    ) {
        self.result = result
        self.status = status
        self.subStatus = subStatus
        self.paymentID = paymentID
        self.amount = amount
        self.currency = currency
        self.date = date
        self.paymentDescription = paymentDescription
        self.purpose = purpose
        self.paymentMethodType = paymentMethodType
    }

    /// The amount with exactly the currency's ISO 4217 minor units and its code, locale-independent
    /// (`52000.00 COP`, `1500 CLP`, `12.500 KWD`); `nil` when the amount, the currency or its minor units are unknown.
    public var amountText: String? {
        guard let amount, let currency, let digits = ISOCurrency.minorUnits(for: currency) else { return nil }
        return "\(Self.fixed(amount, digits: digits)) \(currency)"
    }

    /// The amount formatted for `language`'s locale with the currency's minor units (for example `$ 52.000,00` in
    /// Spanish); `nil` when ``amountText`` is `nil`.
    public func formattedAmount(in language: YunoLanguage) -> String? {
        guard let amount, let currency else { return nil }
        return ISOCurrency.formatted(amount, currency: currency, in: language)
    }

    /// The status title in `language`: for a payment the result's title (`Payment approved`, `Pago rechazado`,
    /// …); for an enrollment "Card saved" when it succeeded, else "Card not saved" (declined, failed, cancelled, an
    /// internal error, or still in process: the card is not saved yet).
    public func title(in language: YunoLanguage) -> String {
        let text = YunoLocalizer(language: language)
        switch purpose {
        case .payment: return text.title(for: result)
        case .enrollment: return text.string(result == .succeeded ? .enrollSaved : .enrollNotSaved)
        }
    }

    /// Whether the flow used a card: an enrollment (it always saves a card), or a payment whose
    /// ``paymentMethodType`` is `CARD`.
    var usedCard: Bool {
        purpose == .enrollment || paymentMethodType?.uppercased() == "CARD"
    }

    /// The title of the action that starts over after a declined or failed flow, in `language`: "Try again with
    /// another card" when the flow used a card (an enrollment, or a payment whose ``paymentMethodType`` is `CARD`),
    /// else "Try again" (another method such as NuPay or PIX, or a method that is not known). Whether to offer it is
    /// the UI's choice.
    public func retryTitle(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(usedCard ? .statusRetry : .statusRetryPayment)
    }

    /// The payment information rows in `language`, as (label, value) pairs in display order: amount, payment id,
    /// date, description — each only when known (the SDK's enrollment screen knows none of them: it has no rows).
    public func informationRows(in language: YunoLanguage) -> [(label: String, value: String)] {
        let text = YunoLocalizer(language: language)
        var rows: [(label: String, value: String)] = []
        if let amount = formattedAmount(in: language) { rows.append((text.string(.statusAmount), amount)) }
        if let paymentID { rows.append((text.string(.statusPaymentID), paymentID)) }
        if let date {
            let style = Date.FormatStyle(date: .abbreviated, time: .shortened).locale(text.locale)
            rows.append((text.string(.statusDate), date.formatted(style)))
        }
        if let paymentDescription { rows.append((text.string(.statusDescription), paymentDescription)) }
        return rows
    }

    /// `amount` rounded to `digits` fraction digits (bankers' rounding) and printed with exactly that many.
    static func fixed(_ amount: Decimal, digits: Int) -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, digits, .bankers)
        let text = NSDecimalNumber(decimal: rounded).stringValue
        guard digits > 0 else { return text }
        let parts = text.split(separator: ".", maxSplits: 1)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction.padding(toLength: digits, withPad: "0", startingAt: 0))"
    }
}
