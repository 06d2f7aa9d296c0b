import Foundation
import YunoSDK

extension YunoSandbox {
    static let workflows: Set<String> = ["SDK_CHECKOUT", "SDK_SEAMLESS", "CHECKOUT"]

    /// A fixed checkout (checkout-builder configuration) id, answered when a session names none.
    static let defaultCheckoutID = "6822f80c-684e-41a3-8628-78963d3d60f7"

    /// `POST /v1/checkout/sessions`: 200 with the published body (``CheckoutSessionBody``).
    func createSession(_ body: Data?) throws(APIFailure) -> YunoHTTPResponse {
        let request = try decode(CreateSessionRequest.self, from: body)
        let accountId = try validateAccount(request.accountId)
        guard let merchantOrderId = request.merchantOrderId, !merchantOrderId.isEmpty else {
            throw .missingParameter("merchant_order_id")
        }
        guard let description = request.paymentDescription, !description.isEmpty else {
            throw .missingParameter("payment_description")
        }
        let country = try Self.validatedCountry(request.country, field: "country")
        guard let amount = request.amount else { throw .missingParameter("amount") }
        let validAmount = try Self.validatedAmount(amount, field: "amount")
        let alternative = try request.alternativeAmount.map { (value) throws(APIFailure) -> AmountBody in
            try Self.validatedAmount(value, field: "alternative_amount")
        }
        guard let workflow = request.workflow else { throw .missingParameter("workflow") }
        guard Self.workflows.contains(workflow) else {
            throw .invalidParameters("workflow must be SDK_CHECKOUT, SDK_SEAMLESS or CHECKOUT")
        }
        var customerId: String?
        if let requested = request.customerId {
            guard customers[requested.lowercased()] != nil else {
                throw .invalidParameters("customer_id does not match any customer")
            }
            customerId = requested.lowercased()
        }
        if let metadata = request.metadata {
            guard metadata.count <= 120 else { throw .invalidParameters("metadata has more than 120 entries") }
            guard metadata.allSatisfy({ $0.key?.isEmpty == false && $0.value != nil }) else {
                throw .missingParameter("metadata.key/value")
            }
        }
        let installments = try sessionInstallments(request.installments)
        let session = SessionBody(
            checkoutSession: generator.nextUUIDString(),
            accountId: accountId,
            merchantOrderId: merchantOrderId,
            paymentDescription: description,
            country: country,
            customerId: customerId,
            callbackUrl: request.callbackUrl,
            amount: validAmount,
            alternativeAmount: alternative,
            workflow: workflow,
            metadata: request.metadata,
            checkoutId: request.checkoutId?.lowercased() ?? Self.defaultCheckoutID,
            installments: installments,
            createdAt: clock,
            expiresAt: clock.addingTimeInterval(configuration.sessionLifetime)
        )
        sessions[session.checkoutSession] = session
        return Self.json(200, CheckoutSessionBody(session))
    }

    /// `GET /v1/checkout/sessions/{cs}/payment-methods`: vaulted cards first, then CARD, PIX (BR), APPLE_PAY, NU_PAY.
    func listPaymentMethods(_ checkoutSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeSession(checkoutSession, missingStatus: 404)
        var methods: [PaymentMethodBody] = []
        if let customer = session.customerId {
            methods += (vaultedCards[customer] ?? []).map {
                Self.vaultedMethod($0, session: session)
            }
        }
        methods.append(Self.method("Card", "CARD", "CARD", "Credit and debit cards", session: session, preferred: true))
        if session.country == "BR" {
            methods.append(
                Self.method("PIX", "PIX", "BANK_TRANSFER", "Instant payment with a PIX QR code", session: session))
        }
        methods.append(Self.method("Apple Pay", "APPLE_PAY", "WALLET", "Pay with Apple Pay", session: session))
        // Yuno's NuPay example lists it as a bank transfer (reference/payments/payment-examples/bank-transfer.mdx).
        methods.append(Self.method("NuPay", "NU_PAY", "BANK_TRANSFER", "Pay with NuPay (redirect)", session: session))
        return Self.json(200, methods)
    }

    /// The payment method types a session offers.
    static func offeredTypes(for session: SessionBody) -> Set<String> {
        session.country == "BR" ? ["CARD", "PIX", "APPLE_PAY", "NU_PAY"] : ["CARD", "APPLE_PAY", "NU_PAY"]
    }

    /// The request's `account_id`: missing -> MISSING_PARAMETERS, not the sandbox's account -> INVALID_PARAMETERS.
    @discardableResult
    func validateAccount(_ accountId: String?) throws(APIFailure) -> String {
        guard let accountId else { throw .missingParameter("account_id") }
        guard accountId == configuration.accountID else {
            throw .invalidParameters("account_id does not match the account")
        }
        return accountId
    }

    /// The session with this id; unknown -> `missingStatus` CHECKOUT_SESSION_NOT_FOUND.
    func existingSession(_ id: String, missingStatus: Int) throws(APIFailure) -> SessionBody {
        guard let session = sessions[id] else {
            throw APIFailure(missingStatus, "CHECKOUT_SESSION_NOT_FOUND", "checkout session not found")
        }
        return session
    }

    /// The session with this id, refusing an expired one with 400 CHECKOUT_SESSION_EXPIRED.
    func activeSession(_ id: String, missingStatus: Int) throws(APIFailure) -> SessionBody {
        let session = try existingSession(id, missingStatus: missingStatus)
        guard clock < session.expiresAt else {
            throw APIFailure(400, "CHECKOUT_SESSION_EXPIRED", "checkout session expired")
        }
        return session
    }

    /// A validated ISO 3166-1 alpha-2 country.
    static func validatedCountry(_ country: String?, field: String) throws(APIFailure) -> String {
        guard let country else { throw .missingParameter(field) }
        guard ISOCountry.isValid(country) else {
            throw .invalidParameters("\(field) must be an ISO 3166-1 alpha-2 code")
        }
        return country
    }

    /// A validated amount: ISO 4217 currency, positive value with at most the currency's minor units.
    static func validatedAmount(_ amount: AmountBody, field: String) throws(APIFailure) -> AmountBody {
        guard let currency = amount.currency else { throw .missingParameter("\(field).currency") }
        guard let minorUnits = ISOCurrency.minorUnits(for: currency) else {
            throw .invalidParameters("\(field).currency must be an ISO 4217 code")
        }
        guard let value = amount.value else { throw .missingParameter("\(field).value") }
        guard WireCoding.isValidAmount(value, minorUnits: minorUnits) else {
            throw .invalidParameters("\(field).value must be positive with at most \(minorUnits) decimals")
        }
        return AmountBody(currency: currency, value: value)
    }

    /// The list entry of a vaulted card.
    static func vaultedMethod(_ vaulted: VaultedCardRecord, session: SessionBody) -> PaymentMethodBody {
        let card = vaulted.card
        return PaymentMethodBody(
            name: card.savedName,
            type: "CARD",
            category: "CARD",
            vaultedToken: vaulted.vaultedToken,
            description: card.savedName,
            icon: icon(card.brand.rawValue),
            lastSuccessfullyUsed: false,
            checkout: .init(
                session: session.checkoutSession, sdkRequiredAction: false, conditions: .init(enabled: true)),
            preferred: false,
            cardData: .savedCard(card, country: session.country)
        )
    }

    /// A list entry of a method without a vaulted token; `sdkRequiredAction` when paying with it needs an SDK step
    /// (a form, a QR code, a wallet sheet, a redirect).
    static func method(
        _ name: String,
        _ type: String,
        _ category: String,
        _ description: String,
        session: SessionBody,
        preferred: Bool = false
    ) -> PaymentMethodBody {
        PaymentMethodBody(
            name: name,
            type: type,
            category: category,
            vaultedToken: nil,
            description: description,
            icon: icon(type),
            checkout: .init(
                session: session.checkoutSession, sdkRequiredAction: true, conditions: .init(enabled: true)),
            preferred: preferred,
            cardData: nil
        )
    }

    private static func icon(_ name: String) -> String {
        "https://icons.sandbox.y.uno/\(name.lowercased()).png"
    }
}
