import Foundation
import YunoSDK

/// A ``YunoPresenter`` that plays a shopper from a script: pays with a given card, cancels at the form,
/// approves / fails / abandons / ignores a 3DS challenge — and records everything it was shown.
///
/// Main-actor isolated, like any presenter. Use one per flow in tests and demos.
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
        /// Answers with this outcome.
        case answer(ThreeDSChallengeOutcome)
        /// Never answers: the challenge times out or the flow is cancelled.
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
        /// A 3DS challenge was shown.
        case challengeShown
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
    /// The script's QR-code action.
    public let qrCodeAction: QRCodeAction
    /// The script's answer to a wallet sheet.
    public let walletAction: WalletSheetOutcome
    /// What happened, in order.
    public private(set) var events: [Event] = []
    /// Whether the loader is visible now.
    public private(set) var isLoaderVisible = false
    /// The last status screen shown, if any.
    public private(set) var lastStatusScreen: PaymentStatusScreen?
    /// The masked number of the last card the form accepted (BIN + last four), if any.
    public private(set) var lastMaskedCard: String?

    /// Creates a customer who follows `form` at the card form, `challenge` at a 3DS challenge, `qrCode` at a QR
    /// code and `wallet` at a wallet sheet.
    public init(
        form: FormAction = .pay(.visaApproved), challenge: ChallengeAction = .answer(.authenticated),
        qrCode: QRCodeAction = .close, wallet: WalletSheetOutcome = .authorized
    ) {
        self.formAction = form
        self.challengeAction = challenge
        self.qrCodeAction = qrCode
        self.walletAction = wallet
    }

    /// A customer who pays with `card` and approves any challenge.
    ///
    /// - Returns: A scripted customer whose form action is ``FormAction/pay(_:saveCard:)`` with `card`.
    public static func paying(with card: TestCard, saveCard: Bool = false) -> ScriptedCustomer {
        ScriptedCustomer(form: .pay(card, saveCard: saveCard))
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

    /// Answers the challenge per the script, or never.
    ///
    /// - Returns: The scripted answer; ``ThreeDSChallengeOutcome/abandoned`` when the script ignores the challenge
    ///   and the flow dismisses it.
    public func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeOutcome {
        events.append(.challengeShown)
        switch challengeAction {
        case .answer(let outcome):
            return outcome
        case .ignore:
            await waitUntilCancelled()
            return .abandoned
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
