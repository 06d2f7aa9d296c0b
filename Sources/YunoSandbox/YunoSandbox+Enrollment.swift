import Foundation
import YunoSDK

extension YunoSandbox {
    /// `POST /v1/customers/sessions` (merchant): a customer session for enrolling and managing saved methods. 201 with
    /// the published body (`callback_url`, `checkout_id` echoed when sent).
    func createCustomerSession(_ body: Data?) throws(APIFailure) -> YunoHTTPResponse {
        let request = try decode(CustomerSessionRequest.self, from: body)
        try validateAccount(request.accountId)
        guard let customerId = request.customerId else { throw .missingParameter("customer_id") }
        guard customers[customerId.lowercased()] != nil else {
            throw APIFailure(404, "CUSTOMER_NOT_FOUND", "customer not found")
        }
        let country = try Self.validatedCountry(request.country, field: "country")
        let session = CustomerSessionBody(
            customerSession: generator.nextUUIDString(),
            customerId: customerId.lowercased(),
            country: country,
            callbackUrl: request.callbackUrl,
            createdAt: clock,
            checkoutId: request.checkoutId
        )
        customerSessions[session.customerSession] = CustomerSessionRecord(
            body: session, enrollmentSession: generator.nextUUIDString(),
            expiresAt: clock.addingTimeInterval(configuration.sessionLifetime))
        return Self.json(201, session)
    }

    /// `GET /v1/checkout/customers/sessions/{cus}/payment-methods`: the methods the customer can enroll (cards), in
    /// the published `{"payment_methods": [...]}` shape. The SDK collects the card, so `sdk_required_action` is true.
    func listEnrollmentMethods(_ customerSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeCustomerSession(customerSession)
        let card = EnrollableMethodsBody.Method(
            name: "Card", description: "Credit and debit cards", type: "CARD", category: "CARD",
            icon: "https://icons.sandbox.y.uno/card.png",
            enrollment: EnrollmentReference(session: session.enrollmentSession, sdkRequiredAction: true))
        return Self.json(200, EnrollableMethodsBody(paymentMethods: [card]))
    }

    /// `POST /v1/customers/sessions/{cus}/payment-methods` (idempotency key): creates a READY_TO_ENROLL payment
    /// method from the published body. `account_id` is required when the private key is sent (Yuno's merchant call);
    /// the SDK, which holds only the public key, may omit it: [ours] the account is the public key's.
    func enroll(_ customerSession: String, body: Data?, privateKeySent: Bool) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeCustomerSession(customerSession)
        let request = try decode(EnrollRequest.self, from: body)
        if privateKeySent || request.accountId != nil { try validateAccount(request.accountId) }
        guard let type = request.paymentMethodType else { throw .missingParameter("payment_method_type") }
        guard type == "CARD" else { throw .invalidParameters("payment method type \(type) cannot be enrolled") }
        let country = try Self.validatedCountry(request.country, field: "country")
        guard country == session.country else {
            throw .invalidParameters("country must be the customer session's country (\(session.country))")
        }
        if let verify = request.verify {
            guard verify.vaultOnSuccess != nil else { throw .missingParameter("verify.vault_on_success") }
            if let currency = verify.currency, ISOCurrency.minorUnits(for: currency) == nil {
                throw .invalidParameters("verify.currency must be an ISO 4217 code")
            }
        }
        let record = EnrollmentRecord(
            id: generator.nextUUIDString(), accountID: configuration.accountID, customerID: session.customerId,
            customerSession: session.body.customerSession, enrollmentSession: session.enrollmentSession, type: type,
            country: country, status: "READY_TO_ENROLL", vaultOnSuccess: request.verify?.vaultOnSuccess ?? false,
            verifyCurrency: request.verify?.currency, createdAt: clock, updatedAt: clock)
        enrollments[record.id] = record
        return Self.json(201, PaymentMethodObjectBody(record))
    }

    /// [ours] `POST /v1/checkout/customers/sessions/{cus}/payment-methods/{id}/enroll` (idempotency key): the card of
    /// a READY_TO_ENROLL method. Approved test cards are ENROLLED with a vaulted token (the customer's existing token
    /// when the same card is already saved); declining cards end DECLINED, REJECTED or ERROR with no token. A method
    /// that is no longer READY_TO_ENROLL is refused (400 INVALID_REQUEST): a card is enrolled at most once.
    func submitEnrollmentCard(
        _ customerSession: String, paymentMethodID: String, body: Data?
    ) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeCustomerSession(customerSession)
        guard var record = enrollments[paymentMethodID], record.customerSession == session.body.customerSession else {
            throw APIFailure(404, "PAYMENT_METHOD_NOT_FOUND", "payment method not found")
        }
        guard record.status == "READY_TO_ENROLL" else {
            throw .invalidRequest("the payment method is \(record.status), not READY_TO_ENROLL")
        }
        let request = try decode(EnrollmentCardRequest.self, from: body)
        guard let input = request.card else { throw .missingParameter("card") }
        let card = try CardProfile.validated(input, now: clock)
        let approved = card.outcome.status == "SUCCEEDED"
        record.card = card
        record.status = approved ? "ENROLLED" : card.outcome.status
        record.vaultedToken = approved ? vault(card, forCustomer: record.customerID) : nil
        record.updatedAt = clock
        enrollments[record.id] = record
        return Self.json(200, PaymentMethodObjectBody(record))
    }

    /// `GET /v1/payment-methods/{id}`: a payment method created by an enrollment, as it stands now.
    func paymentMethod(_ id: String) throws(APIFailure) -> YunoHTTPResponse {
        guard let record = enrollments[id] else {
            throw APIFailure(404, "PAYMENT_METHOD_NOT_FOUND", "payment method not found")
        }
        return Self.json(200, PaymentMethodObjectBody(record))
    }

    /// `POST /v1/customers/payment-methods/{id}/unenroll`: removes an enrolled method (its vaulted card stops being
    /// usable) and answers the whole object, UNENROLLED. Unknown or already unenrolled → 404 PAYMENT_METHOD_NOT_FOUND.
    func unenroll(paymentMethodID id: String) throws(APIFailure) -> YunoHTTPResponse {
        guard var record = enrollments[id], record.status != "UNENROLLED" else {
            throw APIFailure(404, "PAYMENT_METHOD_NOT_FOUND", "payment method not found")
        }
        if let token = record.vaultedToken { vaultedCards[record.customerID]?.removeAll { $0.vaultedToken == token } }
        record.status = "UNENROLLED"
        record.updatedAt = clock
        enrollments[id] = record
        return Self.json(200, PaymentMethodObjectBody(record))
    }

    /// [ours] `POST /v1/checkout/sessions/{cs}/payment-methods/{vaulted_token}/unenroll`: the checkout list's saved
    /// cards carry a vaulted token but no payment-method id, so the SDK's list unenrolls by token.
    func unenroll(_ vaultedToken: String, checkoutSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeSession(checkoutSession, missingStatus: 404)
        guard let vaulted = vaultedCard(vaultedToken, ofCustomer: session.customerId) else {
            throw APIFailure(404, "PAYMENT_METHOD_NOT_FOUND", "payment method not found")
        }
        vaultedCards[vaulted.customerID]?.removeAll { $0.vaultedToken == vaulted.vaultedToken }
        for (id, record) in enrollments where record.vaultedToken == vaulted.vaultedToken {
            enrollments[id]?.status = "UNENROLLED"
            enrollments[id]?.updatedAt = clock
        }
        return Self.json(200, UnenrollmentBody(vaultedToken: vaulted.vaultedToken, status: "UNENROLLED"))
    }

    /// `GET /v1/customers/{customer_id}/payment-methods` (merchant): the customer's enrolled methods, published shape.
    func listCustomerPaymentMethods(_ customerID: String) throws(APIFailure) -> YunoHTTPResponse {
        guard customers[customerID] != nil else { throw APIFailure(404, "CUSTOMER_NOT_FOUND", "customer not found") }
        let methods = (vaultedCards[customerID] ?? []).map { vaulted in
            let name = vaulted.card.savedName
            return EnrolledMethodBody(
                name: name, description: name,
                icon: "https://icons.sandbox.y.uno/\(vaulted.card.brand.rawValue.lowercased()).png",
                vaultedToken: vaulted.vaultedToken, type: "CARD", category: "CARD", status: "ENROLLED",
                cardData: .savedCard(vaulted.card, country: nil))
        }
        return Self.json(200, EnrolledMethodsBody(paymentMethods: methods))
    }

    /// The customer session with this id: unknown -> 404 CUSTOMER_SESSION_NOT_FOUND, expired -> 400
    /// CUSTOMER_SESSION_EXPIRED.
    private func activeCustomerSession(_ id: String) throws(APIFailure) -> CustomerSessionRecord {
        guard let session = customerSessions[id.lowercased()] else {
            throw APIFailure(404, "CUSTOMER_SESSION_NOT_FOUND", "customer session not found")
        }
        guard clock < session.expiresAt else {
            throw APIFailure(400, "CUSTOMER_SESSION_EXPIRED", "customer session expired")
        }
        return session
    }
}
