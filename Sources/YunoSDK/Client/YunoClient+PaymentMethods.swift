extension YunoClient {
    /// Fetches the payment methods a checkout session offers and returns them as the list a UI shows (saved
    /// methods first, then preferred ones, then the rest).
    ///
    /// Runs in the caller's task and returns on the main actor (the list is UI state); cancelling the task cancels
    /// the request. Use it to let the shopper choose before ``seamlessPayment(with:paymentSelected:showPaymentStatus:)``.
    ///
    /// - Parameters:
    ///   - checkoutSession: The session's UUID.
    ///   - onSelect: Called on the main actor when a row is selected.
    /// - Throws: ``YunoError/invalidCheckoutSession(_:)`` for a malformed session (nothing
    ///   is sent), or the request's transport / API error.
    @MainActor
    public func paymentMethods(
        forCheckoutSession checkoutSession: String,
        onSelect: @escaping @MainActor (PaymentMethodItem) -> Void = { _ in }
    ) async throws(YunoError) -> PaymentMethodList {
        let session = try InputValidation.checkoutSession(checkoutSession)
        let methods = try await context.api.paymentMethods(session: session)
        return PaymentMethodList(items: methods.map(PaymentMethodItem.init), onSelect: onSelect)
    }
}
