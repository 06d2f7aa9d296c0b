/// The presenter a flow talks to: forwards every call to the app's (or the SDK's own) presenter and reports it to
/// the client's ``UIEventHub`` in the same main-actor turn, so ``YunoClient/uiEvents()`` sees the calls in their
/// order.
///
/// A screen is reported presented just before the presenter is asked to show it and closed once that call returns;
/// the loader only when it changes (a second `showLoader()` while it shows reports nothing). Nothing the calls
/// carry (a card form, a challenge's page) goes into an event: only the screen's kind.
@MainActor
final class EventReportingPresenter: YunoPresenter {
    nonisolated private let base: any YunoPresenter
    private let session: String
    private let hub: UIEventHub
    private var loaderShowing = false
    /// Whether `base` shows the amount on the card form's pay button (``CheckoutAmountShowing``). Asked by the flow
    /// on its own actor, and only for a card form: the dynamic cast (a conformance lookup, ≈ 1.4 µs) stays out of the
    /// start's main-actor turn, and a flow without a form never pays it.
    nonisolated var showsAmounts: Bool { base is any CheckoutAmountShowing }

    /// Reports `base`'s calls for the flow of `session` to `hub`.
    nonisolated init(_ base: any YunoPresenter, session: String, hub: UIEventHub) {
        self.base = base
        self.session = session
        self.hub = hub
    }

    func showLoader() {
        base.showLoader()
        guard !loaderShowing else { return }
        loaderShowing = true
        hub.emit(YunoUIEvent(.loaderShown, session: session))
    }

    func hideLoader() {
        base.hideLoader()
        guard loaderShowing else { return }
        loaderShowing = false
        hub.emit(YunoUIEvent(.loaderHidden, session: session))
    }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        await reporting(.cardForm) { await base.presentCardForm(form) }
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        await reporting(.threeDSChallenge) { await base.presentThreeDSChallenge(challenge) }
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        await reporting(.qrCode) { await base.presentQRCode(qrCode) }
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        await reporting(.walletSheet) { await base.presentWalletSheet(sheet) }
    }

    func openRedirect(_ redirect: RedirectAction) async {
        await reporting(.redirect) { await base.openRedirect(redirect) }
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        await reporting(.paymentStatus) { await base.presentPaymentStatus(screen) }
    }

    func dismissPresentedUI() {
        base.dismissPresentedUI()
    }

    /// Reports `screen` presented, runs `presentation`, reports it closed; returns what it returned.
    private func reporting<Value>(
        _ screen: YunoUIEvent.Screen, _ presentation: () async -> Value
    ) async -> Value {
        hub.emit(YunoUIEvent(.presented, session: session, screen: screen))
        let value = await presentation()
        hub.emit(YunoUIEvent(.closed, session: session, screen: screen))
        return value
    }
}
