/// The seam every piece of checkout UI passes through: loader, card form, 3DS challenge, QR code, wallet sheet,
/// redirect, status screen.
///
/// A SwiftUI or UIKit front end, a terminal UI (the `yuno-checkout` demo) and a scripted shopper for tests
/// (`ScriptedCustomer`) all conform. The protocol is `@MainActor`: the SDK calls every requirement on the main
/// actor, and a conforming class keeps its UI state there. It refines `Sendable`, so a presenter can be stored in
/// a `let` of a plain `Sendable` service class.
///
/// Cancellation: when the task awaiting a flow is cancelled, the SDK stops waiting for a pending presentation at
/// once and calls ``dismissPresentedUI()``; a presenter should close whatever it shows.
@MainActor
public protocol YunoPresenter: AnyObject, Sendable {
    /// Shows the loader while the SDK works on the network.
    func showLoader()
    /// Hides the loader.
    func hideLoader()
    /// Shows `form` and returns when the shopper submits it or cancels.
    ///
    /// Return ``CardFormOutcome/submitted`` only after the shopper pressed "pay". In that turn the form becomes busy
    /// (``CardForm/isSubmitting``), its errors visible, and the SDK shows the loader; it then validates the card off
    /// the main actor and, when a field is invalid, hides the loader and presents the same form again, no longer
    /// busy, with its errors.
    func presentCardForm(_ form: CardForm) async -> CardFormOutcome
    /// Opens the bank's 3DS page (``ThreeDSChallenge/challengeURL``) and returns when it ends: it navigated to
    /// ``ThreeDSChallenge/callbackURL`` (``ThreeDSChallengeEnding/returned``) or the shopper closed it
    /// (``ThreeDSChallengeEnding/closed``). The answer is not the authentication's result — the bank gives that to
    /// the backend, and the flow reads it — so a presenter never reads the return link's query. While the page is
    /// open the SDK polls the payment; when the backend moves it, the SDK calls ``dismissPresentedUI()``.
    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding
    /// Shows a QR code (PIX) and returns when the shopper closes it. While it is shown, the SDK polls the payment;
    /// when it is paid or expires the SDK stops waiting and calls ``dismissPresentedUI()``.
    func presentQRCode(_ qrCode: QRCodePayment) async
    /// Shows a wallet sheet (Apple Pay) and returns whether the shopper authorized it.
    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome
    /// Opens a redirect page (a browser or another app). The flow then waits for the deep link
    /// (`receiveDeeplink`) that brings the shopper back.
    func openRedirect(_ redirect: RedirectAction) async
    /// Shows the final status screen; returns when the shopper dismisses it.
    func presentPaymentStatus(_ screen: PaymentStatusScreen) async
    /// Closes whatever is presented, because the flow was cancelled or timed out.
    func dismissPresentedUI()
}

extension YunoPresenter {
    /// Does nothing.
    public func dismissPresentedUI() {}
}
