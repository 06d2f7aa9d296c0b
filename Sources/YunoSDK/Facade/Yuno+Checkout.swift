import Foundation

extension Yuno {
    /// Registers `delegate` as the Full-checkout delegate of the shared client (held weakly). Replaced by
    /// ``getPaymentMethodViewAsync(delegate:)``, which also returns the list.
    @available(*, deprecated, message: "Use getPaymentMethodViewAsync(delegate:) and startPayment(showPaymentStatus:).")
    public static func startCheckout(
        with delegate: any YunoPaymentDelegate, isolation: isolated (any Actor)? = #isolation
    ) {
        MainActorEntry.shared.run(from: isolation) { YunoFacade.shared.startCheckout(with: delegate) }
    }

    /// Full checkout on the shared client: the payment-method list to embed, for `delegate` (held weakly). See
    /// ``YunoClient/getPaymentMethodViewAsync(delegate:)``. Before `initialize` the list is empty.
    @MainActor
    public static func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> PaymentMethodList {
        await YunoFacade.shared.getPaymentMethodViewAsync(delegate: delegate)
    }

    /// Full checkout on the shared client, as Yuno's SDK before 2.4 offered it: the list at once, filled in when
    /// the session's methods arrive. See ``YunoClient/getPaymentMethodView(delegate:)``. Before `initialize` the
    /// list is empty.
    @available(*, deprecated, renamed: "getPaymentMethodViewAsync(delegate:)")
    @MainActor
    public static func getPaymentMethodView(delegate: any YunoPaymentFullDelegate) -> PaymentMethodList {
        YunoFacade.shared.getPaymentMethodView(delegate: delegate)
    }

    /// Full checkout on the shared client: pays with the method selected in the list. The facade runs one flow at
    /// a time: a call while one runs, before a method is selected, or before `initialize` starts nothing and
    /// the delegate receives ``Result/internalError`` (the reason is logged).
    ///
    /// Callable from any isolation (see ``Yuno``): from main-actor code (or the main thread) it starts before returning, elsewhere it is
    /// queued to the main actor in call order.
    public static func startPayment(showPaymentStatus: Bool = true, isolation: isolated (any Actor)? = #isolation) {
        MainActorEntry.shared.run(from: isolation) {
            YunoFacade.shared.startPayment(showPaymentStatus: showPaymentStatus)
        }
    }

    /// Lite checkout on the shared client: pays with `paymentSelected` for `delegate`. See
    /// ``YunoClient/startPaymentLite(with:paymentSelected:showPaymentStatus:)``. The facade runs one flow at a time:
    /// a call while one runs (or before `initialize`) starts nothing, and `delegate` receives
    /// ``Result/internalError``; the running flow is not touched.
    ///
    /// Callable from any isolation (see ``Yuno``): from main-actor code (or the main thread) it starts before returning, elsewhere it is
    /// queued to the main actor in call order.
    public static func startPaymentLite(
        with delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected,
        showPaymentStatus: Bool = true, isolation: isolated (any Actor)? = #isolation
    ) {
        let selection = SelectedPaymentMethod(paymentSelected)
        MainActorEntry.shared.run(from: isolation) {
            YunoFacade.shared.startPaymentLite(
                with: delegate, paymentSelected: selection, showPaymentStatus: showPaymentStatus)
        }
    }

    /// Continues the facade's running flow after the merchant's server created the payment — on the client that
    /// started it, even after a configuration change. With no flow waiting it does nothing and logs
    /// ``YunoError/noFlowWaiting(operation:)``.
    ///
    /// Callable from any isolation (see ``Yuno``), as Yuno's plugins call it; off the main thread it is queued to
    /// the main actor behind the calls made before it.
    public static func continuePayment(showPaymentStatus: Bool = true, isolation: isolated (any Actor)? = #isolation) {
        MainActorEntry.shared.run(from: isolation) {
            YunoFacade.shared.continuePayment(showPaymentStatus: showPaymentStatus)
        }
    }

    /// Render mode on the shared client; see ``YunoClient/startPaymentRender(paymentMethodSelected:with:)``. While
    /// another facade flow runs, the returned flow is refused at once: its delegate receives
    /// ``Result/internalError``.
    @MainActor
    public static func startPaymentRender(
        paymentMethodSelected: any PaymentMethodSelected, with delegate: any YunoPaymentDelegate
    ) -> some YunoPaymentRenderFlowProtocol {
        YunoFacade.shared.startPaymentRender(
            paymentMethodSelected: SelectedPaymentMethod(paymentMethodSelected), with: delegate)
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
    ///
    /// Callable from any isolation (see ``Yuno``); off the main thread it is queued to the main actor in call order.
    public static func enrollPayment(
        with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool = true,
        isolation: isolated (any Actor)? = #isolation
    ) {
        MainActorEntry.shared.run(from: isolation) {
            YunoFacade.shared.enrollPayment(with: delegate, showPaymentStatus: showPaymentStatus)
        }
    }

    /// Render-mode enrollment on the shared client; see ``YunoClient/startEnrollmentRender(with:)``. While another
    /// facade flow runs (or before `initialize`), the returned flow is refused at once: `delegate` receives
    /// ``Result/internalError`` and ``YunoEnrollmentRenderFlowProtocol/formView(with:)`` returns `nil`.
    @MainActor
    public static func startEnrollmentRender(
        with delegate: any YunoEnrollmentDelegate
    ) -> some YunoEnrollmentRenderFlowProtocol {
        YunoFacade.shared.startEnrollmentRender(with: delegate)
    }

    /// Hides the loader the facade's running flow keeps because of ``YunoConfig/keepLoader``.
    ///
    /// Callable from any isolation (see ``Yuno``); off the main thread it is queued to the main actor in call order.
    public static func hideLoader(isolation: isolated (any Actor)? = #isolation) {
        MainActorEntry.shared.run(from: isolation) { YunoFacade.shared.hideLoader() }
    }

    /// Hands a deep link to the shared client (and to the client running the facade's flow, when a configuration
    /// change replaced it); see ``YunoClient/receiveDeeplink(_:showStatusView:)``.
    ///
    /// Callable from any isolation (see ``Yuno``). From main-actor code or the main thread (where
    /// `application(_:open:options:)` runs) the answer is final: true only when a waiting flow took the link. From
    /// elsewhere the link is queued to the main actor, and the answer only says whether `url` is shaped like a Yuno
    /// deep link (a scheme and a `checkout_session`); the flow still checks it there and ignores a link it does not
    /// wait for.
    @discardableResult
    public static func receiveDeeplink(
        _ url: URL, showStatusView: Bool = true, isolation: isolated (any Actor)? = #isolation
    ) -> Bool {
        let entry = MainActorEntry.shared
        guard entry.canRunNow(from: isolation) else {
            entry.run(from: isolation) { _ = YunoFacade.shared.receiveDeeplink(url, showStatusView: showStatusView) }
            return DeepLink(url) != nil
        }
        return MainActor.assumeIsolated { YunoFacade.shared.receiveDeeplink(url, showStatusView: showStatusView) }
    }
}
