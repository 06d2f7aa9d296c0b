import Foundation
import YunoSDK

/// A ``YunoPresenter`` that plays a shopper from a script: pays with a given card, cancels at the form, answers a 3DS
/// challenge at the bank's page (approves, declines, cancels there), closes it or ignores it — and records
/// everything it was shown.
///
/// The shopper answers the bank, never the SDK: at a challenge the customer acts on ``bank`` (the sandbox playing the
/// issuer's access control server), which moves the payment; the presenter then tells the SDK only how the page
/// ended, and the SDK reads the payment's status.
///
/// Main-actor isolated, like any presenter. Use one per flow in tests and demos.
///
/// A Swift Testing test in which the shopper types the 3DS test card and approves the challenge at the bank; the test
/// runs on the main actor, so it reads ``events`` where the customer writes them:
///
/// <!-- snippet: sandbox-scripted-customer -->
/// ```swift
/// @Test("A shopper who approves the 3DS challenge at the bank pays")
/// @MainActor
/// func shopperApprovesAtTheBank() async throws {
///     let sandbox = YunoSandbox()
///     let session = try await MerchantBackend(sandbox: sandbox).createCheckoutSession(
///         amount: 120, currency: "COP", country: "CO", callbackURL: "myshop://payment")  // the 3DS page's way back
///     let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
///     // Types the 3DS test card, then answers the challenge at the bank the sandbox plays.
///     let shopper = ScriptedCustomer.paying(with: .threeDSChallenge, bank: sandbox)
///
///     let outcome = await client.seamlessPayment(
///         with: SeamlessParams(checkoutSession: session.checkoutSession, countryCode: "CO", viewController: shopper),
///         paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
///
///     #expect(outcome.result == .succeeded)
///     #expect(shopper.events.contains(.cardFormShown(attempt: 1)))
///     #expect(shopper.events.contains(.challengeShown))
///     #expect(shopper.lastStatusScreen?.result == .succeeded)
/// }
/// ```
@MainActor
public final class ScriptedCustomer: YunoPresenter {
    /// What the shopper does at the card form.
    public enum FormAction: Sendable, Hashable {
        /// Types the card and pays.
        case pay(TestCard, saveCard: Bool = false)
        /// Closes the form.
        case cancel
        /// Never answers (until the flow is cancelled).
        case wait
    }

    /// What the shopper does at a 3DS challenge.
    public enum ChallengeAction: Sendable, Hashable {
        /// Types the bank's one-time code and approves; the page comes back through the callback URL.
        case approve
        /// Declines at the bank's page; the page comes back through the callback URL.
        case decline
        /// Presses the bank page's cancel button; the page comes back through the callback URL.
        case cancel
        /// Approves at the bank, then closes the page before it comes back: the bank's answer stands.
        case approveThenClose
        /// Closes the page without answering the bank: the payment still waits on the bank.
        case close
        /// Never answers: the SDK's poll, its challenge timeout or a cancellation ends the page.
        case ignore
    }

    /// What the shopper does when a QR code is shown.
    public enum QRCodeAction: Sendable, Hashable {
        /// Closes the QR window at once (the payment stays READY_TO_PAY, sub-status CLOSED_BY_USER).
        case close
        /// Keeps it open until the SDK dismisses it (paid, expired or cancelled).
        case keepOpen
    }

    /// Something the customer was shown or did, in order.
    public enum Event: Sendable, Hashable {
        /// The loader was shown.
        case loaderShown
        /// The loader was hidden.
        case loaderHidden
        /// The card form was shown (the attempt number, from 1).
        case cardFormShown(attempt: Int)
        /// A 3DS challenge page was opened.
        case challengeShown
        /// The bank's page refused to answer (no bank, an unknown or answered challenge): why.
        case bankRefused(String)
        /// A QR code was shown.
        case qrCodeShown(code: String)
        /// A wallet sheet was shown.
        case walletSheetShown
        /// A redirect page was opened.
        case redirectOpened(URL)
        /// The status screen was shown with this result.
        case statusShown(Yuno.Result)
        /// The SDK asked to close what was presented.
        case dismissed
    }

    /// The script's form action.
    public let formAction: FormAction
    /// The script's challenge action.
    public let challengeAction: ChallengeAction
    /// The issuer's access control server the shopper answers at a 3DS challenge: the sandbox that created the
    /// payment. Without one, the shopper can only close the page.
    public let bank: YunoSandbox?
    /// The script's QR-code action.
    public let qrCodeAction: QRCodeAction
    /// The script's answer to a wallet sheet: by default an authorization with the sandbox's approved wallet token
    /// (``YunoSandbox/walletPaymentData(approved:)``), which the sandbox's processor approves.
    public let walletAction: WalletSheetOutcome
    /// What happened, in order.
    public private(set) var events: [Event] = []
    /// Whether the loader is visible now.
    public private(set) var isLoaderVisible = false
    /// The last status screen shown, if any.
    public private(set) var lastStatusScreen: PaymentStatusScreen?
    /// The masked number of the last card the form accepted (BIN + last four), if any.
    public private(set) var lastMaskedCard: String?

    /// Creates a customer who follows `form` at the card form, `challenge` at a 3DS challenge (answered at `bank`),
    /// `qrCode` at a QR code and `wallet` at a wallet sheet.
    public init(
        form: FormAction = .pay(.visaApproved), challenge: ChallengeAction = .approve, bank: YunoSandbox? = nil,
        qrCode: QRCodeAction = .close,
        wallet: WalletSheetOutcome = .authorized(paymentData: YunoSandbox.walletPaymentData(approved: true))
    ) {
        self.formAction = form
        self.challengeAction = challenge
        self.bank = bank
        self.qrCodeAction = qrCode
        self.walletAction = wallet
    }

    /// A customer who pays with `card` and approves any challenge at `bank`.
    ///
    /// - Returns: A scripted customer whose form action is ``FormAction/pay(_:saveCard:)`` with `card`.
    public static func paying(
        with card: TestCard, saveCard: Bool = false, bank: YunoSandbox? = nil
    ) -> ScriptedCustomer {
        ScriptedCustomer(form: .pay(card, saveCard: saveCard), bank: bank)
    }

    /// Records the loader.
    public func showLoader() {
        isLoaderVisible = true
        events.append(.loaderShown)
    }

    /// Records the loader.
    public func hideLoader() {
        isLoaderVisible = false
        events.append(.loaderHidden)
    }

    /// Fills the form per the script and submits it, cancels, or waits until cancelled.
    ///
    /// - Returns: ``CardFormOutcome/submitted`` after filling the form, or ``CardFormOutcome/cancelled``.
    public func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        let attempt = events.filter { if case .cardFormShown = $0 { true } else { false } }.count + 1
        events.append(.cardFormShown(attempt: attempt))
        switch formAction {
        case .cancel:
            return .cancelled
        case .wait:
            await waitUntilCancelled()
            return .cancelled
        case .pay(let card, let saveCard):
            form.number = card.number
            form.expiry = card.expiry
            form.securityCode = card.securityCode
            form.holderName = card.holderName
            form.saveCard = saveCard
            if case .success(let details) = form.submit() { lastMaskedCard = details.maskedNumber }
            return .submitted
        }
    }

    /// Opens the challenge page and acts there per the script: answers the bank (which moves the payment) and
    /// comes back, closes the page, or waits until the SDK dismisses it.
    ///
    /// - Returns: ``ThreeDSChallengeEnding/returned`` after an answer the bank took, else
    ///   ``ThreeDSChallengeEnding/closed`` (a closed page, a refused answer, or a dismissal).
    public func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        events.append(.challengeShown)
        let answer: YunoSandbox.ChallengeAnswer
        switch challengeAction {
        case .ignore:
            await waitUntilCancelled()
            return .closed
        case .close:
            return .closed
        case .approve, .approveThenClose:
            guard let code = await oneTimeCode(for: challenge) else { return .closed }
            answer = .approve(code: code)
        case .decline:
            answer = .decline
        case .cancel:
            answer = .cancel
        }
        guard await answerBank(challenge, answer) else { return .closed }
        return challengeAction == .approveThenClose ? .closed : .returned
    }

    /// Reads the code the bank shows on its page (the sandbox's hint), as the shopper reads the bank's SMS.
    private func oneTimeCode(for challenge: ThreeDSChallenge) async -> String? {
        guard let bank else {
            events.append(.bankRefused("no bank to answer"))
            return nil
        }
        do throws(SandboxError) {
            return try await bank.challengePage(transactionID: challenge.transactionID).code
        } catch {
            events.append(.bankRefused(error.description))
            return nil
        }
    }

    /// Submits `answer` on the bank's page; whether the bank took it.
    private func answerBank(_ challenge: ThreeDSChallenge, _ answer: YunoSandbox.ChallengeAnswer) async -> Bool {
        guard let bank else {
            events.append(.bankRefused("no bank to answer"))
            return false
        }
        do throws(SandboxError) {
            try await bank.answerChallenge(transactionID: challenge.transactionID, answer)
            return true
        } catch {
            events.append(.bankRefused(error.description))
            return false
        }
    }

    /// Shows the QR code; closes it at once or keeps it open until dismissed, per the script.
    public func presentQRCode(_ qrCode: QRCodePayment) async {
        events.append(.qrCodeShown(code: qrCode.code))
        if qrCodeAction == .keepOpen { await waitUntilCancelled() }
    }

    /// Answers the wallet sheet per the script.
    ///
    /// - Returns: The scripted wallet answer.
    public func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        events.append(.walletSheetShown)
        return walletAction
    }

    /// Records the redirect; the test plays the bank and delivers the deep link.
    public func openRedirect(_ redirect: RedirectAction) async {
        events.append(.redirectOpened(redirect.url))
    }

    /// Records the status screen and dismisses it at once.
    public func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        lastStatusScreen = screen
        events.append(.statusShown(screen.result))
    }

    /// Records the dismissal.
    public func dismissPresentedUI() {
        events.append(.dismissed)
    }

    /// Suspends until the surrounding task is cancelled (the SDK cancels it when the flow ends).
    private func waitUntilCancelled() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(3_600))
        }
    }
}
