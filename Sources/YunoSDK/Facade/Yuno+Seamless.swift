extension Yuno {
    /// Runs a Seamless Lite payment on the shared client: the SDK fetches the session's payment methods, shows
    /// the card form when needed, creates the token and the payment, runs any 3DS challenge, shows the status
    /// screen when `showPaymentStatus` is true, and returns the result — exactly once.
    ///
    /// Cancelling the calling task ends the flow with ``Result/userCancelled`` (or, once a payment may exist, with
    /// the payment's real result). Bad input, a call before ``initialize(apiKey:config:callback:isolation:)``, or a call while
    /// another facade flow runs returns ``Result/internalError`` with nothing sent; the reason is in the log and,
    /// for bad input, in the shared client's ``YunoClient/lastOutcome``.
    @MainActor
    public static func startPaymentSeamlessLite(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> Yuno.Result {
        await YunoFacade.shared.startPaymentSeamlessLite(
            with: params, paymentSelected: SelectedPaymentMethod(paymentSelected), showPaymentStatus: showPaymentStatus)
    }

    /// The callback form of ``startPaymentSeamlessLite(with:paymentSelected:showPaymentStatus:)``: `callback`
    /// runs once, on the main actor, with the result.
    @MainActor
    public static func startPaymentSeamlessLite(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true,
        callback: @escaping @MainActor @Sendable (Yuno.Result) -> Void
    ) {
        Task { @MainActor in
            callback(
                await startPaymentSeamlessLite(
                    with: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus))
        }
    }
}
