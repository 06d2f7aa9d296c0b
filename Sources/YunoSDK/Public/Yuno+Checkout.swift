import Foundation

extension Yuno {
    /// Registers `delegate` as the Full-checkout delegate of the shared client. Replaced by
    /// ``getPaymentMethodViewAsync(delegate:)``, which also returns the list.
    @available(*, deprecated, message: "Use getPaymentMethodViewAsync(delegate:) and startPayment(showPaymentStatus:).")
    @MainActor
    public static func startCheckout(with delegate: any YunoPaymentDelegate) {
        YunoFacadeState.delegate = delegate
    }

    /// Full checkout on the shared client: the payment-method list to embed, for `delegate`. See
    /// ``YunoClient/getPaymentMethodViewAsync(delegate:)``. Before `initialize` the list is empty.
    @MainActor
    public static func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> PaymentMethodList {
        YunoFacadeState.delegate = delegate
        guard let client = YunoFacadeState.client else {
            YunoFacadeState.logger.log(.error, "\(YunoError.notInitialized)")
            return PaymentMethodList(items: [])
        }
        return await client.getPaymentMethodViewAsync(delegate: delegate)
    }

    /// Full checkout on the shared client: pays with the method selected in the list. The facade runs one
    /// Full/Lite flow at a time; a call while one runs, before a method is selected, or before `initialize`
    /// does nothing and logs why.
    @MainActor
    public static func startPayment(showPaymentStatus: Bool = true) {
        guard let client = facadeClient(for: "startPayment"), let delegate = YunoFacadeState.delegate else {
            YunoFacadeState.logger.log(.error, "startPayment: no delegate; call getPaymentMethodViewAsync first")
            return
        }
        do throws(YunoError) {
            track(try client.startPayment(with: delegate, showPaymentStatus: showPaymentStatus), delegate: delegate)
        } catch {
            YunoFacadeState.logger.log(.error, "startPayment: \(error)")
        }
    }

    /// Lite checkout on the shared client: pays with `paymentSelected` for `delegate`. See
    /// ``YunoClient/startPaymentLite(with:paymentSelected:showPaymentStatus:)``.
    @MainActor
    public static func startPaymentLite(
        with delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected,
        showPaymentStatus: Bool = true
    ) {
        guard let client = facadeClient(for: "startPaymentLite") else {
            delegate.yunoPaymentResult(.internalError)
            return
        }
        YunoFacadeState.delegate = delegate
        track(
            client.startPaymentLite(
                with: delegate, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus),
            delegate: delegate)
    }

    /// Continues the facade's active flow after the merchant's server created the payment. With no flow
    /// waiting it does nothing and logs ``YunoError/noFlowWaiting(operation:)``.
    @MainActor
    public static func continuePayment(showPaymentStatus: Bool = true) {
        guard let client = YunoFacadeState.client, let session = YunoFacadeState.activeSession else {
            YunoFacadeState.logger.log(.error, "\(YunoError.noFlowWaiting(operation: "continuePayment"))")
            return
        }
        Task { try? await client.continuePayment(checkoutSession: session, showPaymentStatus: showPaymentStatus) }
    }

    /// Render mode on the shared client; see ``YunoClient/startPaymentRender(paymentMethodSelected:with:)``.
    @MainActor
    public static func startPaymentRender(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) -> some YunoPaymentRenderFlowProtocol {
        let flow = YunoRenderFlow(
            client: YunoFacadeState.client, paymentMethodSelected: paymentMethodSelected, delegate: delegate)
        return flow
    }

    /// The async form of ``startPaymentRender(paymentMethodSelected:with:)``.
    @MainActor
    public static func startPaymentRenderFlow(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) async -> some YunoPaymentRenderFlowProtocol {
        startPaymentRender(paymentMethodSelected: paymentMethodSelected, with: delegate)
    }

    /// Enrollment on the shared client; see ``YunoClient/enrollPayment(with:showPaymentStatus:)``.
    @MainActor
    public static func enrollPayment(with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool = true) {
        guard let client = facadeClient(for: "enrollPayment") else {
            delegate.yunoEnrollmentResult(.internalError)
            return
        }
        client.enrollPayment(with: delegate, showPaymentStatus: showPaymentStatus)
    }

    /// Hides the loader the facade's active flow keeps because of ``YunoConfig/keepLoader``.
    @MainActor
    public static func hideLoader() {
        guard let client = YunoFacadeState.client, let session = YunoFacadeState.activeSession else { return }
        Task { await client.hideLoader(checkoutSession: session) }
    }

    /// Hands a deep link to the shared client; see ``YunoClient/receiveDeeplink(_:showStatusView:)``.
    @MainActor
    @discardableResult
    public static func receiveDeeplink(_ url: URL, showStatusView: Bool = true) -> Bool {
        YunoFacadeState.client?.receiveDeeplink(url, showStatusView: showStatusView) ?? false
    }

    @MainActor
    private static func facadeClient(for operation: String) -> YunoClient? {
        guard let client = YunoFacadeState.client else {
            YunoFacadeState.logger.log(.error, "\(operation): \(YunoError.notInitialized)")
            return nil
        }
        return client
    }

    /// Remembers the facade's active flow until it ends.
    @MainActor
    private static func track(_ task: Task<PaymentOutcome, Never>, delegate: any YunoPaymentDelegate) {
        let session = delegate.checkoutSession.lowercased()
        YunoFacadeState.activeSession = session
        Task { @MainActor in
            _ = await task.value
            if YunoFacadeState.activeSession == session { YunoFacadeState.activeSession = nil }
        }
    }
}
