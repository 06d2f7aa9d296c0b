import Foundation

extension YunoClient {
    /// Runs a Full / Lite / render flow for `delegate` to its end: reads the delegate on the main actor, then
    /// takes the one start path (``launch(session:prepare:deliver:)``), which delivers the result to
    /// `yunoPaymentResult(_:)` on the main actor exactly once — a refused start included.
    nonisolated(nonsending) func runMerchantCheckout(
        delegate: any YunoPaymentDelegate, paymentSelected: SelectedPaymentMethod, showPaymentStatus: Bool,
        presenter override: (any YunoPresenter)? = nil,
        confirmation: (@MainActor @Sendable () async -> Bool)? = nil
    ) async -> PaymentOutcome {
        let params = await SeamlessParams.reading(delegate)
        return await launch(
            session: params.checkoutSession,
            // `nativeScreens` is read when the flow is prepared, not captured: this frame lives as long as the flow.
            prepare: { () throws(YunoError) in
                let request = try CheckoutRequest(
                    params: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus,
                    screens: nativeScreens, presenter: override, confirmation: confirmation)
                return FlowStart(
                    session: request.checkoutSession, presenter: request.presenter, showsStatus: showPaymentStatus,
                    work: .merchant(request, delegate: delegate))
            }, deliver: Self.delivery(to: delegate))
    }

    /// Continues the flow of `checkoutSession` after the merchant's server created its payment: the flow reads
    /// the payment, runs any SDK action (3DS, QR code, wallet, redirect) and ends with exactly one result.
    ///
    /// - Throws: ``YunoError/noFlowWaiting(operation:)`` when no flow of that session waits for it (none
    ///   started, still collecting the card, already continued, or finished) — nothing changes then.
    public func continuePayment(checkoutSession: String, showPaymentStatus: Bool = true) async throws(YunoError) {
        guard let flow = await registry.flow(for: CheckoutSession(checkoutSession)),
            await flow.acceptContinue(showStatus: showPaymentStatus)
        else {
            let error = YunoError.noFlowWaiting(operation: "continuePayment")
            context.logger.log(.error, CheckoutSession(checkoutSession), "\(error)")
            throw error
        }
    }

    /// Hides the loader a flow keeps because of ``YunoConfig/keepLoader``. Does nothing without such a flow.
    public func hideLoader(checkoutSession: String) async {
        await registry.flow(for: CheckoutSession(checkoutSession))?.releaseLoader()
    }

    /// Runs a Lite payment: the app chose the method; the SDK shows the form when needed, tokenizes, hands the
    /// token to `yunoCreatePayment(with:information:)`, waits for ``continuePayment(checkoutSession:showPaymentStatus:)``
    /// and delivers one `yunoPaymentResult(_:)`. A delegate that is ``YunoDeclineRecovering`` may get another card
    /// after a decline, as a new flow on a new session ([ours]).
    ///
    /// - Returns: The task running the flow (its value is the detailed outcome); cancel it to cancel the flow.
    @discardableResult
    public func startPaymentLite(
        with delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected,
        showPaymentStatus: Bool = true
    ) -> Task<PaymentOutcome, Never> {
        startPaymentLite(with: delegate, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus) {
            _, _ in
        }
    }

    /// ``startPaymentLite(with:paymentSelected:showPaymentStatus:)``, telling `movedToSession` (declined session, new
    /// session) when a ``YunoDeclineRecovering`` delegate's checkout moves to a new session: the facade's
    /// `continuePayment` then continues that one.
    func startPaymentLite(
        with delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool,
        movedToSession: @escaping @MainActor @Sendable (String, String) -> Void
    ) -> Task<PaymentOutcome, Never> {
        let selection = SelectedPaymentMethod(paymentSelected)
        if let recovering = delegate as? any YunoDeclineRecovering {
            return Task { @MainActor in
                await runRecoveringCheckout(
                    delegate: recovering, paymentSelected: selection, showPaymentStatus: showPaymentStatus,
                    movedToSession: movedToSession)
            }
        }
        return Task { @MainActor in
            await runMerchantCheckout(
                delegate: delegate, paymentSelected: selection, showPaymentStatus: showPaymentStatus)
        }
    }

    /// Starts a render-mode flow for `delegate`: see ``YunoRenderFlow``.
    @MainActor
    public func startPaymentRender(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) -> YunoRenderFlow {
        YunoRenderFlow(
            client: self, paymentMethodSelected: SelectedPaymentMethod(paymentMethodSelected), delegate: delegate)
    }

    /// The async form of ``startPaymentRender(paymentMethodSelected:with:)``.
    @MainActor
    public func startPaymentRenderFlow(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) async -> YunoRenderFlow {
        startPaymentRender(paymentMethodSelected: paymentMethodSelected, with: delegate)
    }

    /// Cancels the active flow of `checkoutSession` (or, for an enrollment, of its customer session), whatever its
    /// kind: Seamless, Full, Lite, render or enrollment. Before a payment may exist it ends with
    /// ``Yuno/Result/userCancelled``; after, the flow reads the backend and reports the payment's real status.
    ///
    /// A flow waiting for the shopper (a form, a 3DS challenge, a QR code, a redirect, `continuePayment()`) stops
    /// at once and its UI is dismissed; a request already sent is let finish (its answer is what the backend holds)
    /// and the flow ends right after it. Cancelling the task that started the flow cancels its request as well.
    ///
    /// - Returns: Whether a flow of that session was active (`false` changes nothing).
    @discardableResult
    public func cancelFlow(checkoutSession: String) async -> Bool {
        guard let flow = await registry.flow(for: CheckoutSession(checkoutSession)) else { return false }
        await flow.cancel()
        return true
    }
}
