import Foundation
import YunoSDK

/// What a merchant's server does with its private key: creates customers, checkout sessions, customer sessions and
/// payments, and lists a customer's enrolled methods.
///
/// Works over any ``YunoTransport`` (the in-process ``YunoSandbox``, or an HTTP transport to a real server). A value
/// type holding only immutable, `Sendable` state, so it is safe to share and call concurrently from any isolation
/// domain. Every method throws ``MerchantBackendError``: the Yuno error of a non-2xx response, a transport failure,
/// an undecodable body, or cancellation.
///
/// A Swift Testing test that plays the server's side around a payment: it creates a customer and a checkout session
/// for them, lets a ``ScriptedCustomer`` pay and save the card, then lists the customer's saved methods:
///
/// <!-- snippet: sandbox-merchant-backend -->
/// ```swift
/// @Test("A card saved during a payment is listed by the merchant's server")
/// @MainActor
/// func savedCardIsListedByTheServer() async throws {
///     let sandbox = YunoSandbox()
///     let merchant = MerchantBackend(sandbox: sandbox)  // your server's calls, with the private key
///     let customer = try await merchant.createCustomer(merchantCustomerID: "shopper-1")
///     let session = try await merchant.createCheckoutSession(
///         amount: 120, currency: "COP", country: "CO", customerID: customer.id)
///     let client = try YunoClient(  // the card form offers "save card"
///         apiKey: sandbox.publicAPIKey, config: YunoConfig(saveCardEnabled: true), transport: sandbox)
///
///     let outcome = await client.seamlessPayment(
///         with: SeamlessParams(
///             checkoutSession: session.checkoutSession, countryCode: "CO",
///             viewController: ScriptedCustomer.paying(with: .visaApproved, saveCard: true)),
///         paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
///
///     #expect(outcome.result == .succeeded)
///     let saved = try await merchant.customerPaymentMethods(customerID: customer.id)
///     #expect(saved.map(\.type) == ["CARD"])
/// }
/// ```
public struct MerchantBackend: Sendable {
    /// The transport requests go through.
    public let transport: any YunoTransport
    /// The API base URL passed to the transport.
    public let baseURL: URL
    /// The public API key sent as `public-api-key`.
    public let publicAPIKey: String
    /// The private secret key sent as `private-secret-key`.
    public let privateSecretKey: String
    /// The account id sent in bodies (`account_id`) and as `account-code`.
    public let accountID: String

    /// Creates a backend speaking to `baseURL` through `transport` with these credentials. Never fails.
    public init(
        transport: any YunoTransport,
        baseURL: URL,
        publicAPIKey: String,
        privateSecretKey: String,
        accountID: String
    ) {
        self.transport = transport
        self.baseURL = baseURL
        self.publicAPIKey = publicAPIKey
        self.privateSecretKey = privateSecretKey
        self.accountID = accountID
    }

    /// Creates a backend for `sandbox`, with its configured keys and account id and the sandbox base URL
    /// `https://api-sandbox.y.uno` (which the sandbox ignores). Never fails.
    public init(sandbox: YunoSandbox) {
        self.init(
            transport: sandbox,
            baseURL: URL(string: "https://api-sandbox.y.uno")!,
            publicAPIKey: sandbox.publicAPIKey,
            privateSecretKey: sandbox.privateSecretKey,
            accountID: sandbox.accountID
        )
    }

    /// Creates a checkout session (`POST /v1/checkout/sessions`).
    ///
    /// - Parameters:
    ///   - merchantOrderID: defaults to a fresh UUID string.
    ///   - installmentsPlanID: the installment plan the session offers (`installments.plan_id`; the sandbox knows
    ///     ``YunoSandbox/installmentPlanID``); `nil`, the default, offers none.
    /// - Returns: The session as the server created it: its id (``CheckoutSession/checkoutSession``) for the SDK,
    ///   and the order, amount, workflow and creation time it holds.
    /// - Throws: ``MerchantBackendError`` (for example 400 INVALID_PARAMETERS for a bad country, currency or amount).
    public func createCheckoutSession(
        amount: Decimal,
        currency: String,
        country: String,
        workflow: String = "SDK_SEAMLESS",
        customerID: String? = nil,
        callbackURL: String? = nil,
        merchantOrderID: String? = nil,
        description: String = "Sandbox order",
        installmentsPlanID: String? = nil
    ) async throws(MerchantBackendError) -> CheckoutSession {
        let request = CreateSessionRequest(
            accountId: accountID,
            merchantOrderId: merchantOrderID ?? UUID().uuidString.lowercased(),
            paymentDescription: description,
            country: country,
            customerId: customerID,
            callbackUrl: callbackURL,
            amount: AmountBody(currency: currency, value: amount),
            alternativeAmount: nil,
            workflow: workflow,
            installments: installmentsPlanID.map { InstallmentsRequest(planId: $0) }
        )
        let body = try await send(
            .post, "/v1/checkout/sessions", request, idempotencyKey: nil, as: CheckoutSessionBody.self)
        return CheckoutSession(
            checkoutSession: body.checkoutSession,
            merchantOrderID: body.merchantOrderId,
            paymentDescription: body.paymentDescription,
            country: body.country,
            amount: body.amount.value ?? 0,
            currency: body.amount.currency ?? currency,
            workflow: body.workflow,
            customerID: body.customerId,
            callbackURL: body.callbackUrl,
            createdAt: body.createdAt,
            checkoutID: body.checkoutId
        )
    }

    /// Creates a customer (`POST /v1/customers`).
    ///
    /// - Returns: The customer as the server created it; its ``Customer/id`` is what customer sessions name.
    /// - Throws: ``MerchantBackendError`` (for example 400 INVALID_REQUEST when the merchant id already exists).
    public func createCustomer(
        merchantCustomerID: String,
        firstName: String? = nil,
        lastName: String? = nil,
        email: String? = nil,
        country: String? = nil
    ) async throws(MerchantBackendError) -> Customer {
        let request = CustomerRequest(
            merchantCustomerId: merchantCustomerID,
            firstName: firstName,
            lastName: lastName,
            email: email,
            country: country
        )
        let body = try await send(.post, "/v1/customers", request, idempotencyKey: nil, as: CustomerBody.self)
        return Customer(id: body.id, merchantCustomerID: body.merchantCustomerId)
    }

    /// Creates a payment for a checkout session (`POST /v1/payments`) from a one-time `token` or a `vaultedToken`.
    ///
    /// Retrying with the same `idempotencyKey` and arguments returns the original payment.
    /// - Parameter capture: `false` authorizes only (`detail.card.capture`).
    /// - Returns: The payment as the server answered: id, status and sub-status, whether the SDK must act on it, the
    ///   amounts, and the vaulted token when the card was saved.
    /// - Throws: ``MerchantBackendError`` (for example IDEMPOTENCY_DUPLICATED, REQUEST_IN_PROCESS, or
    ///   INVALID_REQUEST when the session already has a payment or the token was used).
    public func createPayment(
        checkoutSession: String,
        token: String? = nil,
        vaultedToken: String? = nil,
        type: String = "CARD",
        amount: Decimal,
        currency: String,
        country: String,
        merchantOrderID: String = "sandbox-order",
        description: String = "Sandbox payment",
        idempotencyKey: String = UUID().uuidString,
        capture: Bool = true,
        vaultOnSuccess: Bool? = nil
    ) async throws(MerchantBackendError) -> Payment {
        let request = MerchantPaymentRequest(
            accountId: accountID,
            description: description,
            country: country,
            merchantOrderId: merchantOrderID,
            amount: AmountBody(currency: currency, value: amount),
            checkout: MerchantPaymentRequest.Checkout(session: checkoutSession),
            paymentMethod: MerchantPaymentRequest.PaymentMethod(
                token: token,
                vaultedToken: vaultedToken,
                type: type,
                vaultOnSuccess: vaultOnSuccess,
                detail: MerchantPaymentRequest.Detail(card: MerchantPaymentRequest.CardDetail(capture: capture))
            ),
            workflow: "SDK_SEAMLESS"
        )
        let body = try await send(.post, "/v1/payments", request, idempotencyKey: idempotencyKey, as: PaymentBody.self)
        return Payment(
            id: body.id,
            status: body.status,
            subStatus: body.subStatus,
            sdkActionRequired: body.checkout.sdkActionRequired,
            checkoutSession: body.checkout.session,
            amount: body.amount.value,
            captured: body.amount.captured,
            currency: body.amount.currency,
            vaultedToken: body.paymentMethod.vaultedToken
        )
    }

    /// Creates a customer session for enrolling and managing the customer's saved methods
    /// (`POST /v1/customers/sessions`); hand its ``CustomerSession/customerSession`` to the SDK.
    ///
    /// - Parameters:
    ///   - customerID: Yuno's customer id (``Customer/id``).
    ///   - country: ISO 3166-1 alpha-2 country of the enrollment.
    ///   - callbackURL: Where a redirect-based enrollment returns; echoed in ``CustomerSession/callbackURL``.
    ///   - checkoutID: The checkout (checkout-builder configuration) the session uses; echoed when given.
    /// - Returns: The customer session as the server created it; hand ``CustomerSession/customerSession`` to the SDK.
    /// - Throws: ``MerchantBackendError`` (404 CUSTOMER_NOT_FOUND for an unknown customer, 400 INVALID_PARAMETERS for
    ///   a bad country, 401 INVALID_CREDENTIALS for a wrong private key).
    public func createCustomerSession(
        customerID: String, country: String, callbackURL: String? = nil, checkoutID: String? = nil
    ) async throws(MerchantBackendError) -> CustomerSession {
        let request = CustomerSessionRequest(
            accountId: accountID, customerId: customerID, country: country, callbackUrl: callbackURL,
            checkoutId: checkoutID)
        let body = try await send(
            .post, "/v1/customers/sessions", request, idempotencyKey: nil, as: CustomerSessionBody.self)
        return CustomerSession(
            customerSession: body.customerSession,
            customerID: body.customerId,
            country: body.country,
            callbackURL: body.callbackUrl,
            createdAt: body.createdAt,
            checkoutID: body.checkoutId
        )
    }

    /// The methods currently enrolled for a customer, in enrollment order
    /// (`GET /v1/customers/{customer_id}/payment-methods`). Unenrolled methods are not listed.
    ///
    /// - Returns: The customer's enrolled methods, oldest first; empty when none is enrolled.
    /// - Throws: ``MerchantBackendError`` (404 CUSTOMER_NOT_FOUND for an unknown customer).
    public func customerPaymentMethods(customerID: String) async throws(MerchantBackendError) -> [EnrolledMethod] {
        let path = "/v1/customers/\(customerID)/payment-methods"
        let body = try await send(.get, path, body: nil, idempotencyKey: nil, as: EnrolledMethodsBody.self)
        return body.paymentMethods.map {
            EnrolledMethod(
                vaultedToken: $0.vaultedToken,
                type: $0.type,
                status: $0.status,
                iin: $0.cardData.iin,
                lfd: $0.cardData.lfd,
                brand: $0.cardData.brand,
                expirationMonth: $0.cardData.expirationMonth ?? 0,
                expirationYear: $0.cardData.expirationYear ?? 0
            )
        }
    }

    private func send<Response: Decodable>(
        _ method: YunoHTTPRequest.Method,
        _ path: String,
        _ payload: some Encodable,
        idempotencyKey: String?,
        as type: Response.Type
    ) async throws(MerchantBackendError) -> Response {
        try await send(method, path, body: WireCoding.encode(payload), idempotencyKey: idempotencyKey, as: type)
    }

    private func send<Response: Decodable>(
        _ method: YunoHTTPRequest.Method,
        _ path: String,
        body: Data?,
        idempotencyKey: String?,
        as type: Response.Type
    ) async throws(MerchantBackendError) -> Response {
        var headers: YunoHTTPHeaders = [
            "public-api-key": publicAPIKey,
            "private-secret-key": privateSecretKey,
            "account-code": accountID,
            "Accept": "application/json",
        ]
        if body != nil { headers["Content-Type"] = "application/json" }
        if let idempotencyKey { headers["X-Idempotency-Key"] = idempotencyKey }
        let request = YunoHTTPRequest(method: method, path: path, headers: headers, body: body)
        let response: YunoHTTPResponse
        do {
            response = try await transport.send(request, baseURL: baseURL)
        } catch is CancellationError {
            throw MerchantBackendError(status: nil, code: MerchantBackendError.cancelledCode, messages: ["cancelled"])
        } catch {
            let code = MerchantBackendError.transportErrorCode
            throw MerchantBackendError(status: nil, code: code, messages: [String(describing: error)])
        }
        guard response.isSuccess else {
            if let failure = try? WireCoding.decode(ErrorBody.self, from: response.body) {
                throw MerchantBackendError(
                    status: response.status, code: failure.code, messages: failure.messages ?? [])
            }
            throw MerchantBackendError(
                status: response.status,
                code: MerchantBackendError.invalidResponseCode,
                messages: ["error response without a Yuno error body"]
            )
        }
        do {
            return try WireCoding.decode(type, from: response.body)
        } catch {
            throw MerchantBackendError(
                status: response.status,
                code: MerchantBackendError.invalidResponseCode,
                messages: ["response body could not be decoded"]
            )
        }
    }
}
