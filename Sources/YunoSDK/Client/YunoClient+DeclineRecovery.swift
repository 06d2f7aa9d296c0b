extension YunoClient {
    /// A Full or Lite checkout for a delegate that can give a new session after a declined card
    /// (``YunoDeclineRecovering``, [ours]): each attempt is a whole flow of its own session, shown in the same sheet
    /// of the SDK's screens; the shopper's "Try again with another card" on a declined or failed card payment's
    /// status screen starts the next one. Returns the last attempt's outcome.
    ///
    /// With a presenter of the app's own (or none), there is no such button: the checkout runs once, as for any
    /// delegate.
    @MainActor
    func runRecoveringCheckout(
        delegate: any YunoDeclineRecovering, paymentSelected: SelectedPaymentMethod, showPaymentStatus: Bool,
        movedToSession: @MainActor @Sendable (String, String) -> Void
    ) async -> PaymentOutcome {
        guard showPaymentStatus, let screens = sdkScreens(for: delegate) else {
            return await runMerchantCheckout(
                delegate: delegate, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus)
        }
        screens.offersRetryAfterDecline = true
        var attempt: any YunoPaymentDelegate = delegate
        var selection = paymentSelected
        while true {
            let outcome = await runMerchantCheckout(
                delegate: attempt, paymentSelected: selection, showPaymentStatus: true, presenter: screens)
            guard screens.takeRetryRequest() else { return outcome }
            let declined = outcome.checkoutSession
            let next = await delegate.yunoNewCheckoutSession(afterDeclineOf: declined)
            guard let next, !Task.isCancelled else {
                screens.dismissPresentedUI()
                return outcome
            }
            guard CheckoutSession(next) != CheckoutSession(declined) else {
                context.logger.log(
                    .error, CheckoutSession(declined),
                    "no retry: the new session is the declined one, which takes no second payment")
                screens.dismissPresentedUI()
                return outcome
            }
            context.logger.log(.info, CheckoutSession(declined), "declined card: another card on a new session")
            movedToSession(declined, next)
            attempt = DeclineRetryDelegate(delegate, checkoutSession: next)
            // Another card, typed in the form: never the saved card that was just declined.
            selection = SelectedPaymentMethod(paymentMethodType: "CARD")
        }
    }

    /// The SDK's own screens for `delegate`'s view controller, resolved once so that every attempt shows in the
    /// same sheet; `nil` for a presenter of the app's own, no presenter, or a language the flow will refuse.
    @MainActor
    private func sdkScreens(for delegate: any YunoPaymentDelegate) -> CheckoutScreenPresenter? {
        guard let language = try? InputValidation.language(delegate.language) else { return nil }
        let presenter = PresenterResolution.presenter(
            from: delegate.viewController, language: language, screens: nativeScreens)
        return presenter as? CheckoutScreenPresenter
    }
}
