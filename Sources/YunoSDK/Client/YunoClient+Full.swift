import Foundation

extension YunoClient {
    /// Full checkout: fetches the session's payment methods and returns the list to embed (saved methods
    /// first). Selecting a row calls the delegate's `yunoDidSelect(paymentMethod:)` and makes it the method
    /// ``startPayment(with:showPaymentStatus:)`` pays with; the list's height is reported to
    /// `yunoUpdatePaymentMethodsViewHeight(_:)` now (an estimate counting every part of the list) and whenever it
    /// changes (the native views report what they measure once drawn); unenrolling a saved row reports to
    /// `yunoDidUnenrollSuccessfully(_:)`.
    ///
    /// Main actor. On failure (bad session, network) the list is empty and ``PaymentMethodList/LoadState/failed``,
    /// offering ``PaymentMethodList/retry()`` (the native views show a Retry button); the precise error is logged.
    @MainActor
    public func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> PaymentMethodList {
        let list = paymentMethodList(for: delegate, items: [])
        let session = delegate.checkoutSession
        // Set up silently: the delegate hears one height, the loaded list's.
        list.reportsHeightChanges = false
        list.updateLayout(textSize: .default, language: YunoLanguage.resolve(requested: delegate.language))
        await list.load { [self] in await self.paymentMethodItems(session: session) }
        list.reportsHeightChanges = true
        list.reportHeight()
        return list
    }

    /// Full checkout, as Yuno's SDK before 2.4 offered it: returns the list at once, loading, and fills it in when
    /// the session's payment methods arrive (reporting the new height to `yunoUpdatePaymentMethodsViewHeight(_:)`).
    ///
    /// Main actor. On failure the list stays empty, ``PaymentMethodList/LoadState/failed`` with
    /// ``PaymentMethodList/retry()``, and the precise error is logged.
    @available(*, deprecated, renamed: "getPaymentMethodViewAsync(delegate:)")
    @MainActor
    public func getPaymentMethodView(delegate: any YunoPaymentFullDelegate) -> PaymentMethodList {
        let list = paymentMethodList(for: delegate, items: [])
        let session = delegate.checkoutSession
        list.reportsHeightChanges = false
        list.updateLayout(textSize: .default, language: YunoLanguage.resolve(requested: delegate.language))
        list.markLoading()
        list.reportsHeightChanges = true
        list.reportHeight()
        Task { @MainActor [weak list] in
            await list?.load { [self] in await self.paymentMethodItems(session: session) }
        }
        return list
    }

    /// The session's payment methods as list rows; `nil` (with the error logged) when they cannot be read.
    @MainActor
    private func paymentMethodItems(session rawSession: String) async -> [PaymentMethodItem]? {
        do throws(YunoError) {
            let session = try InputValidation.checkoutSession(rawSession)
            return try await context.api.paymentMethods(session: session).map(PaymentMethodItem.init)
        } catch {
            context.logger.log(.error, "[\(LogSafe.excerpt(rawSession))] payment methods unavailable: \(error)")
            return nil
        }
    }

    /// A list wired to `delegate` (selection, height, unenroll) and registered for ``startPayment(with:showPaymentStatus:)``.
    @MainActor
    private func paymentMethodList(
        for delegate: any YunoPaymentFullDelegate, items: [PaymentMethodItem]
    ) -> PaymentMethodList {
        let rawSession = delegate.checkoutSession
        let events = events
        let eventSession = CheckoutSession(rawSession).id
        let list = PaymentMethodList(
            items: items,
            // The UI event first, then the delegate: the stream shows the selection before anything it starts.
            onSelect: { item in
                events.emit(
                    YunoUIEvent(.methodSelected, session: eventSession, paymentMethodType: item.paymentMethodType))
                delegate.yunoDidSelect(paymentMethod: item)
            },
            onHeightChange: { delegate.yunoUpdatePaymentMethodsViewHeight(CGFloat($0)) },
            onUnenroll: { [self] item in
                guard let vaulted = item.vaultedToken else { return false }
                guard let session = try? InputValidation.checkoutSession(rawSession) else {
                    context.logger.log(.error, "[\(LogSafe.excerpt(rawSession))] unenroll: not a checkout session")
                    delegate.yunoDidUnenrollSuccessfully(false)
                    return false
                }
                // Once per row: a second tap (in this list or another one showing the card) is not told again.
                let (removed, ranIt) = await unenrollments.unenroll(session: session, vaultedToken: vaulted) {
                    await self.removeSavedMethod(session: session, vaultedToken: vaulted)
                }
                if ranIt { delegate.yunoDidUnenrollSuccessfully(removed) }
                return removed
            })
        selections.register(list, session: CheckoutSession(rawSession))
        if let session = try? InputValidation.checkoutSession(rawSession) {
            unenrollments.register(list, session: session)
        }
        return list
    }

    /// Full checkout: pays with the method the shopper selected in the list of
    /// ``getPaymentMethodViewAsync(delegate:)`` (which the app keeps while it shows it) — the form when needed, the token to
    /// `yunoCreatePayment(with:information:)` once, then ``continuePayment(checkoutSession:showPaymentStatus:)``
    /// and one `yunoPaymentResult(_:)`.
    ///
    /// - Returns: The task running the flow (its value is the detailed outcome).
    /// - Throws: ``YunoError/noPaymentMethodSelected`` when nothing was selected; nothing starts then.
    @MainActor
    @discardableResult
    public func startPayment(
        with delegate: any YunoPaymentDelegate, showPaymentStatus: Bool = true
    ) throws(YunoError) -> Task<PaymentOutcome, Never> {
        try startPayment(with: delegate, showPaymentStatus: showPaymentStatus) { _, _ in }
    }

    /// ``startPayment(with:showPaymentStatus:)``, telling `movedToSession` when the checkout moves to a new session
    /// after a decline (``YunoDeclineRecovering``).
    @MainActor
    func startPayment(
        with delegate: any YunoPaymentDelegate, showPaymentStatus: Bool,
        movedToSession: @escaping @MainActor @Sendable (String, String) -> Void
    ) throws(YunoError) -> Task<PaymentOutcome, Never> {
        let session = CheckoutSession(delegate.checkoutSession)
        guard let selected = selections.selected(session: session) else {
            context.logger.log(.error, session, "\(YunoError.noPaymentMethodSelected)")
            throw .noPaymentMethodSelected
        }
        return startPaymentLite(
            with: delegate, paymentSelected: selected, showPaymentStatus: showPaymentStatus,
            movedToSession: movedToSession)
    }

    /// Takes the shopper back into the flow waiting for a deep link: true only for a URL whose scheme matches the
    /// flow's `callback_url` and that names its checkout session (`checkout_session` query item). The flow then
    /// reads the real status from the backend (the URL's own status is never trusted). Any other URL, or a link
    /// for a finished flow, returns false and changes nothing.
    @MainActor
    @discardableResult
    public func receiveDeeplink(_ url: URL, showStatusView: Bool = true) -> Bool {
        let accepted = context.deepLinks.receive(url, showStatus: showStatusView)
        if !accepted { context.logger.log(.debug, "deep link refused: \(url.scheme ?? "no scheme") URL") }
        return accepted
    }
}
