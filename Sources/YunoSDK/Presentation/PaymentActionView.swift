/// An SDK action a render-mode merchant shows: a 3DS challenge, a QR code, a wallet sheet or a redirect.
///
/// Main-actor isolated UI state. The merchant shows ``kind`` and reports the shopper's answer with one of the
/// methods below; the first answer counts, later ones are ignored. When the SDK no longer needs the view (the
/// payment settled, the flow was cancelled) ``isDismissed`` becomes true.
@MainActor
public final class PaymentActionView {
    /// What to show.
    public enum Kind: Sendable, Hashable {
        /// A 3DS challenge; answer with ``PaymentActionView/completeChallenge(_:)``.
        case threeDSChallenge(ThreeDSChallenge)
        /// A QR code; report the shopper closing it with ``PaymentActionView/closeQRCode()``.
        case qrCode(QRCodePayment)
        /// A wallet sheet; answer with ``PaymentActionView/answerWalletSheet(_:)``.
        case walletSheet(WalletSheet)
        /// A redirect page to open; the shopper returns through `receiveDeeplink(_:)`.
        case redirect(RedirectAction)
    }

    enum Response: Sendable {
        case challenge(ThreeDSChallengeOutcome)
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

    /// The shopper finished the 3DS challenge with `outcome`.
    public func completeChallenge(_ outcome: ThreeDSChallengeOutcome) { respond(.challenge(outcome)) }
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
