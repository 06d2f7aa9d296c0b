/// Yuno's headless enrollment client (`Yuno.apiClientEnroll(countryCode:customerSession:)`): the merchant collects
/// the card itself and asks the SDK to save it for the customer.
///
/// `Sendable` and immutable: call it from any isolation. Created by ``Yuno/apiClientEnroll(countryCode:customerSession:)``
/// or ``YunoClient/apiClientEnroll(countryCode:customerSession:)``, which validate the session and country.
public final class YunoEnrollHeadless: Sendable {
    /// The customer session the client enrolls for (validated, lowercased).
    public let customerSession: String
    /// The customer's country (validated, uppercased).
    public let countryCode: String
    private let client: YunoClient

    init(client: YunoClient, countryCode: String, customerSession: String) throws(YunoError) {
        self.client = client
        self.customerSession = try InputValidation.customerSession(customerSession)
        self.countryCode = try InputValidation.countryCode(countryCode)
    }

    /// Saves the card in `data` for the customer (validated like the card form first).
    ///
    /// Nonisolated; card data is never logged and leaves the device only in the enrollment request.
    ///
    /// Sends Yuno's two enrollment writes with one idempotency key: the published enroll (a READY_TO_ENROLL payment
    /// method) and the [ours] card step. When the card step's answer is lost, the method is read back by id, so a card
    /// that was saved is reported as saved.
    ///
    /// When the caller is cancelled after the card was sent, the card is still read back (on a fresh task, bounded by
    /// ``YunoClient/Options/readBackTimeout``): a card that was saved is returned as saved, as the UI enrollment
    /// reports it.
    ///
    /// - Returns: `vaulted_token` (when enrolled), `status` (``EnrollmentStatus`` raw value, such as `ENROLLED`),
    ///   `customer_session` as Yuno's headless SDK returns them, and `payment_method_id` (the id Yuno's unenroll
    ///   takes).
    /// - Throws: ``YunoError/invalidCustomerSession(_:)`` when `data`'s session is not a UUID,
    ///   ``YunoError/customerSessionMismatch(expected:given:)`` when it names another session,
    ///   ``YunoError/invalidPaymentMethodType(_:)`` for a type other than `CARD`, ``YunoError/invalidCard(_:)`` (every
    ///   invalid field, no values) with nothing sent; ``YunoError/server(status:code:messages:)``,
    ///   ``YunoError/transport(operation:detail:)`` or ``YunoError/cancelled`` from the request.
    public func continueEnrollment(data: EnrollmentCollectedData) async throws(YunoError) -> sending [String: String] {
        let named = try InputValidation.customerSession(data.customerSession)
        guard named == customerSession else {
            throw .customerSessionMismatch(expected: customerSession, given: named)
        }
        guard data.paymentMethod.type.uppercased() == "CARD" else {
            throw .invalidPaymentMethodType(LogSafe.excerpt(data.paymentMethod.type))
        }
        let card = try HeadlessCard.validated(data.paymentMethod.card, now: client.context.settings.now())
        if Task.isCancelled { throw .cancelled }
        let api = client.context.api
        let key = client.context.settings.makeIdempotencyKey()
        let id = try await api.readyToEnrollCard(
            customerSession: customerSession, country: countryCode, idempotencyKey: key)
        let response: EnrollmentResponse
        do {
            response = try await api.enrollCard(
                customerSession: customerSession, paymentMethodID: id, request: EnrollmentCardRequest(card: card),
                idempotencyKey: key)
        } catch {
            // The card may have been saved: report what the backend holds, never a bare failure. The read-back
            // runs on a fresh task whatever the caller's cancellation (the rule every surface keeps).
            guard error == .cancelled || error.leavesOutcomeUnknown,
                case .enrollment(let found) = await BoundedReadBack.read(
                    .enrollment(paymentMethodID: id), session: customerSession, context: client.context),
                found.status.isDecided
            else { throw error }
            response = found
        }
        client.context.logger.log(
            .info, CheckoutSession(customerSession), "headless enrollment \(response.status.rawValue)")
        var result = [
            "status": response.status.rawValue, "customer_session": customerSession, "payment_method_id": id,
        ]
        result["vaulted_token"] = response.vaultedToken
        return result
    }
}
