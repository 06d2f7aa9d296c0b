/// An SDK action a render-mode merchant shows: a 3DS challenge, a QR code, a wallet sheet or a redirect.
///
/// Main-actor isolated UI state. The merchant shows ``kind`` and reports the shopper's answer with one of the
/// methods below; the first answer counts, later ones are ignored. When the SDK no longer needs the view (the
/// payment settled, the flow was cancelled) ``isDismissed`` becomes true.
@MainActor
public final class PaymentActionView {
    /// What to show.
    public enum Kind: Sendable, Hashable {
        /// A 3DS challenge: open its page with its callback URL as the way back, and report how the page ended with
        /// ``PaymentActionView/completeChallenge(_:)`` (the SDK then reads the payment's status).
        case threeDSChallenge(ThreeDSChallenge)
        /// A QR code; report the shopper closing it with ``PaymentActionView/closeQRCode()``.
        case qrCode(QRCodePayment)
        /// A wallet sheet; answer with ``PaymentActionView/answerWalletSheet(_:)``.
        case walletSheet(WalletSheet)
        /// A redirect page to open; the shopper returns through `receiveDeeplink(_:)`.
        case redirect(RedirectAction)
    }

    enum Response: Sendable {
        case challenge(ThreeDSChallengeEnding)
        case qrCodeClosed
        case wallet(WalletSheetOutcome)
    }

    /// What to show.
    public let kind: Kind
    /// Whether the SDK closed the view (settled, cancelled or timed out).
    public private(set) var isDismissed = false
    private var waiter: CheckedContinuation<Response?, Never>?
    private var answer: Response?

    init(kind: Kind) {
        self.kind = kind
    }

    /// The 3DS page ended (it came back, or the shopper closed it); the SDK reads the payment's status next. Not an
    /// authentication result: the bank told the backend that.
    public func completeChallenge(_ ending: ThreeDSChallengeEnding) { respond(.challenge(ending)) }
    /// The shopper closed the QR code window.
    public func closeQRCode() { respond(.qrCodeClosed) }
    /// The shopper authorized or cancelled the wallet sheet.
    public func answerWalletSheet(_ outcome: WalletSheetOutcome) { respond(.wallet(outcome)) }

    /// Waits for the shopper's answer; `nil` when the view was dismissed first.
    func response() async -> Response? {
        if let answer { return answer }
        guard !isDismissed else { return nil }
        return await withCheckedContinuation { waiter = $0 }
    }

    func dismiss() {
        isDismissed = true
        waiter?.resume(returning: nil)
        waiter = nil
    }

    private func respond(_ response: Response) {
        guard answer == nil, !isDismissed else { return }
        answer = response
        waiter?.resume(returning: response)
        waiter = nil
    }
}
