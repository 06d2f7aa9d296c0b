/// The presenter behind render mode: instead of drawing, it hands each piece of UI to the ``YunoRenderFlow`` the
/// merchant drives, and waits for the merchant's answers. Loader and status screen are the merchant's own: the
/// loader becomes `onLoading(isLoading:)` calls on the delegate, in pairs.
@MainActor
final class RenderPresenter: YunoPresenter {
    private let onLoading: @MainActor (Bool) -> Void
    private var isLoading = false
    private var form: CardForm?
    private var submitWaiter: CheckedContinuation<CardFormOutcome, Never>?
    private var formWaiters: [CheckedContinuation<CardForm?, Never>] = []
    private var actionWaiters: [CheckedContinuation<PaymentActionView?, Never>] = []
    private var currentAction: PaymentActionView?
    private var unclaimedAction: PaymentActionView?
    private var ended = false
    private var confirmWaiter: CheckedContinuation<Bool, Never>?
    private var confirmed = false

    /// - Parameter onLoading: Hears the loader's changes (`true` when it would show, `false` when it would hide),
    ///   never the same value twice in a row.
    nonisolated init(onLoading: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.onLoading = onLoading
    }

    // MARK: What the merchant calls (through YunoRenderFlow)

    /// The form once the flow shows it; `nil` when the flow ends without one.
    func awaitForm() async -> CardForm? {
        if let form { return form }
        if ended { return nil }
        return await withCheckedContinuation { formWaiters.append($0) }
    }

    /// Submits the shown form when it is valid; returns whether it was submitted.
    func submit() -> Bool {
        guard let form, let waiter = submitWaiter, form.isValid else { return false }
        submitWaiter = nil
        waiter.resume(returning: .submitted)
        return true
    }

    /// Render mode without a form (a vaulted token, a non-card method): the merchant's `submitForm()` is the
    /// shopper's "pay"; returns false when the flow ends first.
    func awaitConfirmation() async -> Bool {
        if confirmed { return true }
        if ended { return false }
        return await withCheckedContinuation { confirmWaiter = $0 }
    }

    /// Whether a shown form waits for the merchant's `submitForm()`.
    var isAwaitingSubmit: Bool { submitWaiter != nil && !ended }

    /// Whether the flow is blocked on the merchant's `submitForm()` (no form needed).
    var isAwaitingConfirmation: Bool { confirmWaiter != nil }

    /// Confirms a flow without a form, once; false when it was already confirmed or ended.
    func confirm() -> Bool {
        guard !confirmed, !ended else { return false }
        confirmed = true
        confirmWaiter?.resume(returning: true)
        confirmWaiter = nil
        return true
    }

    /// The next action the flow presents, or `nil` when the flow ends first.
    func awaitNextAction() async -> PaymentActionView? {
        if let unclaimedAction {
            self.unclaimedAction = nil
            return unclaimedAction
        }
        if ended { return nil }
        return await withCheckedContinuation { actionWaiters.append($0) }
    }

    /// The flow ended: wake everyone who waits.
    func end() {
        ended = true
        hideLoader()
        for waiter in formWaiters { waiter.resume(returning: form) }
        formWaiters.removeAll()
        for waiter in actionWaiters { waiter.resume(returning: nil) }
        actionWaiters.removeAll()
        submitWaiter?.resume(returning: .cancelled)
        submitWaiter = nil
        confirmWaiter?.resume(returning: false)
        confirmWaiter = nil
        currentAction?.dismiss()
    }

    // MARK: YunoPresenter

    func showLoader() { setLoading(true) }
    func hideLoader() { setLoading(false) }

    private func setLoading(_ loading: Bool) {
        guard loading != isLoading else { return }
        isLoading = loading
        onLoading(loading)
    }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        hideLoader()
        self.form = form
        for waiter in formWaiters { waiter.resume(returning: form) }
        formWaiters.removeAll()
        submitWaiter?.resume(returning: .cancelled)
        return await withCheckedContinuation { submitWaiter = $0 }
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        guard case .challenge(let ending) = await show(.threeDSChallenge(challenge)) else { return .closed }
        return ending
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        _ = await show(.qrCode(qrCode))
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        guard case .wallet(let outcome) = await show(.walletSheet(sheet)) else { return .cancelled }
        return outcome
    }

    func openRedirect(_ redirect: RedirectAction) async {
        publish(PaymentActionView(kind: .redirect(redirect)))
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {}

    func dismissPresentedUI() {
        currentAction?.dismiss()
        confirmWaiter?.resume(returning: false)
        confirmWaiter = nil
        if let waiter = submitWaiter {
            submitWaiter = nil
            waiter.resume(returning: .cancelled)
        }
    }

    private func show(_ kind: PaymentActionView.Kind) async -> PaymentActionView.Response? {
        let view = PaymentActionView(kind: kind)
        publish(view)
        return await view.response()
    }

    private func publish(_ view: PaymentActionView) {
        hideLoader()
        currentAction?.dismiss()
        currentAction = view
        if actionWaiters.isEmpty { unclaimedAction = view }
        for waiter in actionWaiters { waiter.resume(returning: view) }
        actionWaiters.removeAll()
    }
}
