import Foundation
import YunoSDK

extension YunoSandbox {
    /// `POST /v1/customers/sessions` (merchant): a customer session for enrolling and managing saved methods.
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
            createdAt: clock,
            expiresAt: clock.addingTimeInterval(configuration.sessionLifetime)
        )
        customerSessions[session.customerSession] = session
        return Self.json(201, session)
    }

    /// `GET /v1/customers/sessions/{cus}/payment-methods`: the enrollable CARD method, then the enrolled cards.
    func listEnrollmentMethods(_ customerSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeCustomerSession(customerSession)
        let card = EnrollmentListEntryBody(
            name: "Card", type: "CARD", category: "CARD", description: "Credit and debit cards",
            icon: "https://icons.sandbox.y.uno/card.png", preferred: true, enrollable: true)
        let enrolled = vaultedCards.filter { $0.customerID == session.customerId }.map { (vaulted) in
            EnrollmentListEntryBody(
                name: "\(vaulted.card.brand.rawValue) ****\(vaulted.card.lfd)", type: "CARD", category: "CARD",
                vaultedToken: vaulted.vaultedToken,
                description: "\(vaulted.card.brand.rawValue) ****\(vaulted.card.lfd)",
                icon: "https://icons.sandbox.y.uno/\(vaulted.card.brand.rawValue.lowercased()).png", preferred: false,
                cardData: CardDataBody(vaulted.card, country: session.country, withExpiry: true), enrollable: false,
                status: "ENROLLED")
        }
        return Self.json(200, [card] + enrolled)
    }

    /// `POST /v1/customers/sessions/{cus}/payment-methods`: enrolls a card. Approved test cards are ENROLLED with a
    /// vaulted token (the same token when the card is already enrolled); declining cards answer 201 with DECLINED,
    /// REJECTED or ERROR and no token.
    func enroll(_ customerSession: String, body: Data?) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeCustomerSession(customerSession)
        let request = try decode(TokenRequest.self, from: body)
        guard let method = request.paymentMethod else { throw .missingParameter("payment_method") }
        guard let type = method.type else { throw .missingParameter("payment_method.type") }
        guard type == "CARD" else { throw .invalidParameters("payment method type \(type) cannot be enrolled") }
        guard let input = method.card else { throw .missingParameter("payment_method.card") }
        let card = try CardProfile.validated(input, now: clock)
        let approved = card.outcome.status == "SUCCEEDED"
        let response = EnrollmentBody(
            vaultedToken: approved ? vault(card, forCustomer: session.customerId) : nil,
            type: type,
            status: approved ? "ENROLLED" : card.outcome.status,
            cardData: CardDataBody(card, country: session.country, withExpiry: false)
        )
        return Self.json(201, response)
    }

    /// `POST /v1/customers/sessions/{cus}/payment-methods/{vaulted_token}/unenroll`.
    func unenroll(_ vaultedToken: String, customerSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeCustomerSession(customerSession)
        return try unenroll(vaultedToken, ofCustomer: session.customerId)
    }

    /// `POST /v1/checkout/sessions/{cs}/payment-methods/{vaulted_token}/unenroll`.
    func unenroll(_ vaultedToken: String, checkoutSession: String) throws(APIFailure) -> YunoHTTPResponse {
        let session = try activeSession(checkoutSession, missingStatus: 404)
        return try unenroll(vaultedToken, ofCustomer: session.customerId)
    }

    /// `GET /v1/customers/{customer_id}/payment-methods` (merchant): the customer's enrolled methods.
    func listCustomerPaymentMethods(_ customerID: String) throws(APIFailure) -> YunoHTTPResponse {
        guard customers[customerID] != nil else { throw APIFailure(404, "CUSTOMER_NOT_FOUND", "customer not found") }
        let methods = vaultedCards.filter { $0.customerID == customerID }.map {
            EnrolledMethodBody(
                vaultedToken: $0.vaultedToken,
                type: "CARD",
                status: "ENROLLED",
                cardData: CardDataBody($0.card, country: nil, withExpiry: true)
            )
        }
        return Self.json(200, methods)
    }

    /// Removes the vaulted card `vaultedToken` of `customer`; 404 PAYMENT_METHOD_NOT_FOUND when it is not theirs
    /// (or already unenrolled).
    private func unenroll(_ vaultedToken: String, ofCustomer customer: String?) throws(APIFailure) -> YunoHTTPResponse {
        guard let vaulted = vaultedCard(vaultedToken, ofCustomer: customer) else {
            throw APIFailure(404, "PAYMENT_METHOD_NOT_FOUND", "payment method not found")
        }
        vaultedCards.removeAll { $0.vaultedToken == vaulted.vaultedToken }
        return Self.json(200, UnenrollmentBody(vaultedToken: vaulted.vaultedToken, status: "UNENROLLED"))
    }

    /// The customer session with this id: unknown -> 404 CUSTOMER_SESSION_NOT_FOUND, expired -> 400
    /// CUSTOMER_SESSION_EXPIRED.
    private func activeCustomerSession(_ id: String) throws(APIFailure) -> CustomerSessionBody {
        guard let session = customerSessions[id.lowercased()] else {
            throw APIFailure(404, "CUSTOMER_SESSION_NOT_FOUND", "customer session not found")
        }
        guard clock < session.expiresAt else {
            throw APIFailure(400, "CUSTOMER_SESSION_EXPIRED", "customer session expired")
        }
        return session
    }
}
