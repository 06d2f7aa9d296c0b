import Foundation

extension Yuno {
    /// Registers `delegate` as the Full-checkout delegate of the shared client (held weakly). Replaced by
    /// ``getPaymentMethodViewAsync(delegate:)``, which also returns the list.
    @available(*, deprecated, message: "Use getPaymentMethodViewAsync(delegate:) and startPayment(showPaymentStatus:).")
    @MainActor
    public static func startCheckout(with delegate: any YunoPaymentDelegate) {
        YunoFacade.shared.startCheckout(with: delegate)
    }

    /// Full checkout on the shared client: the payment-method list to embed, for `delegate` (held weakly). See
    /// ``YunoClient/getPaymentMethodViewAsync(delegate:)``. Before `initialize` the list is empty.
    @MainActor
    public static func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> PaymentMethodList {
        await YunoFacade.shared.getPaymentMethodViewAsync(delegate: delegate)
    }

    /// Full checkout on the shared client: pays with the method selected in the list. The facade runs one flow at
    /// a time: a call while one runs, before a method is selected, or before `initialize` starts nothing and
    /// the delegate receives ``Result/internalError`` (the reason is logged).
    @MainActor
    public static func startPayment(showPaymentStatus: Bool = true) {
        YunoFacade.shared.startPayment(showPaymentStatus: showPaymentStatus)
    }

    /// Lite checkout on the shared client: pays with `paymentSelected` for `delegate`. See
    /// ``YunoClient/startPaymentLite(with:paymentSelected:showPaymentStatus:)``. The facade runs one flow at a time:
    /// a call while one runs (or before `initialize`) starts nothing, and `delegate` receives
    /// ``Result/internalError``; the running flow is not touched.
    @MainActor
    public static func startPaymentLite(
        with delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected,
        showPaymentStatus: Bool = true
    ) {
        YunoFacade.shared.startPaymentLite(
            with: delegate, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus)
    }

    /// Continues the facade's running flow after the merchant's server created the payment — on the client that
    /// started it, even after a configuration change. With no flow waiting it does nothing and logs
    /// ``YunoError/noFlowWaiting(operation:)``.
    @MainActor
    public static func continuePayment(showPaymentStatus: Bool = true) {
        YunoFacade.shared.continuePayment(showPaymentStatus: showPaymentStatus)
    }

    /// Render mode on the shared client; see ``YunoClient/startPaymentRender(paymentMethodSelected:with:)``. While
    /// another facade flow runs, the returned flow is refused at once: its delegate receives
    /// ``Result/internalError``.
    @MainActor
    public static func startPaymentRender(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) -> some YunoPaymentRenderFlowProtocol {
        YunoFacade.shared.startPaymentRender(paymentMethodSelected: paymentMethodSelected, with: delegate)
    }

    /// The async form of ``startPaymentRender(paymentMethodSelected:with:)``.
    @MainActor
    public static func startPaymentRenderFlow(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) async -> some YunoPaymentRenderFlowProtocol {
        startPaymentRender(paymentMethodSelected: paymentMethodSelected, with: delegate)
    }

    /// Enrollment on the shared client; see ``YunoClient/enrollPayment(with:showPaymentStatus:)``. While another
    /// facade flow runs (or before `initialize`), nothing starts and `delegate` receives ``Result/internalError``.
    @MainActor
    public static func enrollPayment(with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool = true) {
        YunoFacade.shared.enrollPayment(with: delegate, showPaymentStatus: showPaymentStatus)
    }

    /// Hides the loader the facade's running flow keeps because of ``YunoConfig/keepLoader``.
    @MainActor
    public static func hideLoader() {
        YunoFacade.shared.hideLoader()
    }

    /// Hands a deep link to the shared client (and to the client running the facade's flow, when a configuration
    /// change replaced it); see ``YunoClient/receiveDeeplink(_:showStatusView:)``.
    @MainActor
    @discardableResult
    public static func receiveDeeplink(_ url: URL, showStatusView: Bool = true) -> Bool {
        YunoFacade.shared.receiveDeeplink(url, showStatusView: showStatusView)
    }
}
