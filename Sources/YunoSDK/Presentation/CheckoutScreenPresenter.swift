import Foundation
import Observation

/// The presenter behind the SDK's own screens: it turns each ``YunoPresenter`` call into the ``CheckoutScreen`` a
/// native view draws, and the shopper's gestures on that view into the answers the flow waits for.
///
/// Main-actor isolated and observable (a SwiftUI view redraws when ``screen`` changes). Every decision of the native
/// checkout lives here or in the screens' models, so the Linux tests cover it: when the host shows and hides the
/// screens, what "pay", "close" and "done" answer, how a web page's ending maps to a 3DS outcome, and which QR code
/// is never drawn. The host (``CheckoutHost``) only puts the screens on a display.
///
/// Exactly once: the flow waits for at most one answer at a time, and each is given once — by the shopper's gesture
/// or by ``dismissPresentedUI()``, whichever comes first; later gestures are ignored.
@MainActor
@Observable
final class CheckoutScreenPresenter: YunoPresenter {
    /// What is shown now; `nil` when the SDK shows nothing.
    private(set) var screen: CheckoutScreen?
    /// Why the last QR code was not drawn, if it was refused (too long, malformed or expired).
    private(set) var refusedQRCode: QRCodeScreen.Refusal?
    /// The language of the screens' text.
    nonisolated let language: YunoLanguage
    /// The merchant's colours and font.
    nonisolated let appearance: Yuno.Appearance

    private nonisolated let host: any CheckoutHost
    private nonisolated let deepLinks: @MainActor @Sendable (URL) -> Bool
    private nonisolated let now: @Sendable () -> Date
    /// The Apple Pay sheet and the configured merchant identifier ([ours]).
    private nonisolated let applePay: ApplePaySetup
    /// Where the presenter says why it did not draw a configured Apple Pay sheet.
    private nonisolated let logger: YunoLogger
    @ObservationIgnored private var pending: Pending?
    /// Whether the shopper already answered the screen shown (a submitted form, a page that ended): such a screen
    /// goes away with the loader when the flow stops working, rather than staying after the flow ended.
    @ObservationIgnored private var isAnswered = false
    @ObservationIgnored private var redirectPage: Task<Void, Never>?
    /// What the loader is waiting for: loading until the shopper submits the card form's last step, then the
    /// payment being processed (or, for an enrollment, the card being saved).
    private var loaderPhase = LoaderScreen.Phase.loading
    /// Whether a declined or failed card payment's status screen offers "Try again with another card": set by the
    /// client for a delegate that can give a new session (``YunoDeclineRecovering``, [ours]).
    @ObservationIgnored var offersRetryAfterDecline = false
    /// Whether the shopper took that offer; the client reads it once the flow ended (``takeRetryRequest()``).
    @ObservationIgnored private var retryRequested = false
    /// Whether the next card form follows a declined card, and so says so (``CardForm/declineNotice``).
    @ObservationIgnored private var nextFormFollowsDecline = false

    /// What the loader says now: "Loading…" until the shopper submits, then "Processing your payment…" or "Saving…".
    var loaderScreen: LoaderScreen { LoaderScreen(language: language, phase: loaderPhase) }

    /// The answer the flow waits for: one continuation, resumed once.
    private enum Pending {
        case cardForm(CardForm, CheckedContinuation<CardFormOutcome, Never>)
        case qrCode(CheckedContinuation<Void, Never>)
        case status(CheckedContinuation<Void, Never>)
    }

    /// - Parameters:
    ///   - host: Puts the screens on a display.
    ///   - language: The screens' language.
    ///   - appearance: The merchant's colours and font.
    ///   - now: The clock that decides whether a QR code already expired.
    ///   - deepLinks: Where a redirect page's return URL goes (the client's `receiveDeeplink`).
    ///   - applePay: The Apple Pay sheet and merchant identifier; ``ApplePaySetup/none`` keeps today's answer.
    ///   - logger: Where the presenter says why it did not draw a configured Apple Pay sheet.
    nonisolated init(
        host: any CheckoutHost, language: YunoLanguage, appearance: Yuno.Appearance = Yuno.Appearance(),
        now: @escaping @Sendable () -> Date = Date.init,
        deepLinks: @escaping @MainActor @Sendable (URL) -> Bool = { _ in false },
        applePay: ApplePaySetup = .none, logger: YunoLogger = .disabled
    ) {
        self.host = host
        self.language = language
        self.appearance = appearance
        self.now = now
        self.deepLinks = deepLinks
        self.applePay = applePay
        self.logger = logger
    }

    // MARK: The shopper's gestures

    /// "Pay" or "Save card" (or "Next" before the last step of the step-by-step form): moves to the next step, or
    /// hands the form to the flow, which validates it and shows it again with its errors when a field is invalid.
    func submitCardForm() {
        guard case .cardForm(let form, _) = pending else { return }
        guard form.isOnLastStep else {
            form.goToNextStep()
            return
        }
        loaderPhase = form.configuration.purpose == .enrollment ? .savingCard : .processingPayment
        answer(cardForm: .submitted)
    }

    /// "Close": leaves the card form (the flow ends cancelled, nothing created), the QR code (the payment stays
    /// pending) or the status screen; on a web page's screen it closes the page.
    func cancel() {
        switch pending {
        case .cardForm: answer(cardForm: .cancelled)
        case .qrCode, .status: answerWaiter()
        case nil: host.closeWebPage()
        }
    }

    /// The shopper closed the QR code.
    func closeQRCode() {
        guard case .qrCode = pending else { return }
        answerWaiter()
    }

    /// "Done" on the status screen.
    func dismissStatus() {
        guard case .status = pending else { return }
        answerWaiter()
    }

    /// "Try again with another card" on the status screen, where ``offersRetry(on:)`` allows it: the screen is
    /// answered, and the sheet keeps the loader until the client either opens the form of a new attempt or, with no
    /// new session, closes it.
    func retryWithAnotherCard() {
        guard case .status = pending, case .status(let status) = screen, offersRetry(on: status) else { return }
        retryRequested = true
        loaderPhase = .loading
        answerWaiter()
    }

    /// "Open again" on the redirect screen: the shopper closed the bank's page before finishing there.
    func reopenRedirect() {
        guard case .webPage(let page) = screen, case .redirect(let redirect) = page.page, redirectPage == nil else {
            return
        }
        openPage(of: redirect)
    }

    // MARK: YunoPresenter

    func showLoader() {
        guard pending == nil else { return }
        show(.loader)
    }

    func hideLoader() {
        let isLoader = if case .loader = screen { true } else { false }
        // After "another card", the ended flow's loader stays for the next attempt (or until the sheet closes).
        guard pending == nil, !retryRequested, isLoader || isAnswered else { return }
        show(nil)
    }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        answerAll()
        if nextFormFollowsDecline {
            nextFormFollowsDecline = false
            form.followsDecline = true
        }
        // Nothing to present over (no foreground scene): the shopper cannot answer, so the form counts as closed.
        guard show(.cardForm(form)) else { return .cancelled }
        return await withCheckedContinuation { pending = .cardForm(form, $0) }
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        answerAll()
        show(.webPage(WebPageScreen(.threeDSChallenge(challenge), language: language)))
        // The payment's callback_url is the page's way back: the browser session ends when the bank sends the
        // shopper there (a nil scheme would leave only the Cancel button, read as an abandonment).
        let result = await host.openWebPage(
            challenge.challengeURL, callbackScheme: Self.webSessionScheme(of: challenge))
        isAnswered = true
        return Self.challengeEnding(of: result)
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        answerAll()
        do throws(QRCodeScreen.Refusal) {
            let qrScreen = try QRCodeScreen(qrCode, language: language, now: now())
            refusedQRCode = nil
            guard show(.qrCode(qrScreen)) else { return }
        } catch {
            // Never drawn: the flow reads the payment's status back, as for a closed QR code.
            refusedQRCode = error
            show(nil)
            return
        }
        await withCheckedContinuation { pending = .qrCode($0) }
    }

    /// Draws the Apple Pay sheet when ``ApplePayRoute`` says so: an `APPLE_PAY` method, a valid
    /// ``YunoConfig/applePayMerchantIdentifier`` ([ours]), a device that can pay, an amount the sheet can show. The
    /// answer is the sheet's token (``WalletSheetOutcome/authorized(paymentData:)``), which the flow tokenizes before
    /// any payment, or ``WalletSheetOutcome/cancelled`` when the shopper closes it.
    ///
    /// Otherwise today's documented answer: ``WalletSheetOutcome/cancelled`` (as when a shopper closes the sheet: the
    /// sheet comes before any token or payment, so nothing is created); a merchant can still draw Apple Pay with its
    /// own ``YunoPresenter``.
    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        answerAll()
        show(nil)
        let route = ApplePayRoute.decide(
            for: sheet, merchantIdentifier: applePay.merchantIdentifier, merchantName: applePay.sheet?.merchantName,
            canMakePayments: applePay.sheet?.canMakePayments)
        guard case .sheet(let request) = route, let applePaySheet = applePay.sheet else {
            if case .todaysAnswer(let reason) = route, let line = reason.logLine { logger.log(.info, line) }
            return .cancelled
        }
        return await applePaySheet.present(request).outcome
    }

    func openRedirect(_ redirect: RedirectAction) async {
        answerAll()
        show(.webPage(WebPageScreen(.redirect(redirect), language: language)))
        openPage(of: redirect)
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        answerAll()
        guard show(.status(screen)) else { return }
        await withCheckedContinuation { pending = .status($0) }
        // A retry keeps the sheet up (with the loader) for the next attempt's form: no flicker of a closed sheet.
        show(retryRequested ? .loader : nil)
    }

    func dismissPresentedUI() {
        applePay.sheet?.dismiss()
        nextFormFollowsDecline = false
        host.closeWebPage()
        redirectPage?.cancel()
        answerAll()
        show(nil)
    }

    // MARK: Decisions

    /// Whether `status` offers "Try again with another card": a payment by card that was declined or failed, when
    /// the client enabled it (``offersRetryAfterDecline``). An approved, pending or cancelled payment, an internal
    /// error and an enrollment never do.
    func offersRetry(on status: PaymentStatusScreen) -> Bool {
        guard offersRetryAfterDecline, status.purpose == .payment, status.usedCard else { return false }
        return status.result == .reject || status.result == .fail
    }

    /// The title of the status screen's retry button ("Try again with another card" in the screens' language), or
    /// `nil` when `status` offers none (``offersRetry(on:)``).
    func retryTitle(for status: PaymentStatusScreen) -> String? {
        offersRetry(on: status) ? status.retryTitle(in: language) : nil
    }

    /// Whether the shopper asked for another card on the last status screen; reading it clears it, and a `true`
    /// makes the next card form say that the previous card was declined.
    func takeRetryRequest() -> Bool {
        guard retryRequested else { return false }
        retryRequested = false
        nextFormFollowsDecline = true
        return true
    }

    /// The scheme the browser session waits for: the callback URL's own (an app scheme), or `nil` for a web callback
    /// (`https`, or `http` on the emulator's loopback), which `ASWebAuthenticationSession(url:callbackURLScheme:)`
    /// cannot catch. Such a page still ends without the shopper: the status poll sees the backend move the payment
    /// and closes it, and a universal link that reaches the app ends it through `receiveDeeplink`.
    static func webSessionScheme(of challenge: ThreeDSChallenge) -> String? {
        let scheme = challenge.callbackScheme
        return scheme.isEmpty || scheme == "https" || scheme == "http" ? nil : scheme
    }

    /// How the 3DS page ended, and nothing more: the return link's URL (and any claim in its query) is dropped, since
    /// the flow reads the payment's status from the backend either way.
    static func challengeEnding(of result: WebPageResult) -> ThreeDSChallengeEnding {
        switch result {
        case .returned: .returned
        case .closed: .closed
        }
    }

    private func openPage(of redirect: RedirectAction) {
        redirectPage = Task { [host, deepLinks] in
            let result = await host.openWebPage(redirect.url, callbackScheme: redirect.returnScheme)
            redirectPage = nil
            // The browser sheet captured the return link, so the app's own URL handler never sees it.
            if case .returned(let url) = result { _ = deepLinks(url) }
        }
    }

    /// Shows `next` (nothing when `nil`); returns whether it is on screen.
    @discardableResult
    private func show(_ next: CheckoutScreen?) -> Bool {
        screen = next
        isAnswered = false
        guard next != nil else {
            host.hide()
            return true
        }
        guard host.show(self) else {
            screen = nil
            return false
        }
        return true
    }

    private func answer(cardForm outcome: CardFormOutcome) {
        guard case .cardForm(_, let waiter) = pending else { return }
        pending = nil
        isAnswered = true
        // A closed form goes at once; a submitted one stays (busy) until the flow shows what comes next.
        if outcome == .cancelled { show(nil) }
        waiter.resume(returning: outcome)
    }

    private func answerWaiter() {
        switch pending {
        case .qrCode(let waiter), .status(let waiter):
            pending = nil
            waiter.resume()
        case .cardForm, nil: break
        }
    }

    /// Ends whatever the flow waits for, as a close would.
    private func answerAll() {
        answer(cardForm: .cancelled)
        answerWaiter()
    }
}
