/// Yuno's headless payment client (`Yuno.apiClientPayment(countryCode:checkoutSession:)`): the merchant draws every
/// screen itself and asks the SDK only for the one-time token of what it collected.
///
/// `Sendable` and immutable: call it from any isolation. Created by ``Yuno/apiClientPayment(countryCode:checkoutSession:)``
/// or ``YunoClient/apiClientPayment(countryCode:checkoutSession:)``, which validate the session and country.
public final class YunoPaymentHeadless: Sendable {
    /// The checkout session the client tokenizes for (validated, lowercased).
    public let checkoutSession: String
    /// The country of the payment (validated, uppercased).
    public let countryCode: String
    let client: YunoClient

    init(client: YunoClient, countryCode: String, checkoutSession: String) throws(YunoError) {
        self.client = client
        self.checkoutSession = try InputValidation.checkoutSession(checkoutSession)
        self.countryCode = try InputValidation.countryCode(countryCode)
    }

    /// Creates a one-time token for `data`: a new card (validated like the card form: number, expiry, security
    /// code, holder) or a saved method by its vaulted token, on `POST /v1/checkout/sessions/{cs}/token`.
    ///
    /// Nonisolated; card data is never logged and leaves the device only in the token request.
    ///
    /// - Returns: The token response as Yuno's headless SDK returns it: `token`, `type`, `vaulted_token`,
    ///   `vault_on_success`, `card_data{…}` (the keys of the API's JSON).
    /// - Throws: ``YunoError/invalidCheckoutSession(_:)`` when `data`'s session is not a UUID,
    ///   ``YunoError/checkoutSessionMismatch(expected:given:)`` when it names another session,
    ///   ``YunoError/invalidPaymentMethodType(_:)``, ``YunoError/invalidVaultedToken``, ``YunoError/invalidCard(_:)``
    ///   (every invalid field, no values) with nothing sent; ``YunoError/server(status:code:messages:)``,
    ///   ``YunoError/transport(operation:detail:)`` or ``YunoError/cancelled`` from the request.
    public func generateToken(data: TokenCollectedData) async throws(YunoError) -> sending [String: Any] {
        let request = try tokenRequest(for: data)
        if Task.isCancelled { throw .cancelled }
        let token = try await client.context.api.createToken(session: checkoutSession, request: request)
        client.context.logger.log(.debug, CheckoutSession(checkoutSession), "headless token created for \(token.type)")
        return token.information
    }

    private func tokenRequest(for data: TokenCollectedData) throws(YunoError) -> TokenRequest {
        let named = try InputValidation.checkoutSession(data.checkoutSession)
        guard named == checkoutSession else {
            throw .checkoutSessionMismatch(expected: checkoutSession, given: named)
        }
        let method = data.paymentMethod
        let collection = try InputValidation.paymentMethodType(method.type)
        let vaultedToken = try InputValidation.vaultedToken(method.vaultedToken)
        var card: TokenRequest.Card?
        if vaultedToken == nil, collection == .cardForm {
            card = try HeadlessCard.validated(method.card, now: client.context.settings.now())
        }
        return TokenRequest(
            paymentMethod: .init(
                type: method.type.uppercased(), vaultOnSuccess: method.card?.save ?? false,
                vaultedToken: vaultedToken, card: card))
    }
}
