import YunoSDK
import YunoSandbox

/// A presenter that types a card and then holds every 3DS challenge page open until ``release()``: it parks flows
/// at the challenge so the memory each parked flow holds can be measured.
///
/// A parked flow is what the SDK holds while the bank's page is open: the presentation, the status poll waiting on
/// the client's deadline queue, the return-link registration and the challenge's timeout. ``release()`` plays the
/// shopper of every parked page: approves at the bank (which moves the payment), then the page comes back; the SDK
/// reads the payment.
@MainActor
public final class ChallengeParker: YunoPresenter {
    let typer: CardTyper
    let bank: YunoSandbox
    private var parked: [(transactionID: String, page: CheckedContinuation<ThreeDSChallengeEnding, Never>)] = []
    private var target = Int.max
    private var whenParked: CheckedContinuation<Void, Never>?

    /// A shopper paying with `card` (a 3DS challenge card) whose pages belong to `bank`.
    public nonisolated init(card: TestCardData = .challenge, bank: YunoSandbox) {
        typer = CardTyper(card: card)
        self.bank = bank
    }

    /// How many flows wait at their challenge now.
    public var parkedCount: Int { parked.count }

    /// Returns once `count` flows wait at their challenge.
    public func waitUntilParked(_ count: Int) async {
        guard parked.count < count else { return }
        target = count
        await withCheckedContinuation { whenParked = $0 }
    }

    /// Approves every parked challenge at the bank, then lets its page come back (``ThreeDSChallengeEnding/returned``);
    /// returns how many approvals the bank took.
    @discardableResult
    public func release() async -> Int {
        let waiting = parked
        parked = []
        var approved = 0
        for (transactionID, page) in waiting {
            if await CardTyper.approve(transactionID: transactionID, at: bank) { approved += 1 }
            page.resume(returning: .returned)
        }
        return approved
    }

    /// Shows nothing.
    public func showLoader() {}
    /// Hides nothing.
    public func hideLoader() {}

    /// Types the card and pays.
    public func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        await typer.presentCardForm(form)
    }

    /// Holds the page open until ``release()``.
    public func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        await withCheckedContinuation { continuation in
            parked.append((challenge.challengeURL.lastPathComponent, continuation))
            if parked.count >= target, let waiter = whenParked {
                whenParked = nil
                target = Int.max
                waiter.resume()
            }
        }
    }

    /// Closes the QR code at once.
    public func presentQRCode(_ qrCode: QRCodePayment) async {}
    /// Cancels the wallet sheet.
    public func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome { .cancelled }
    /// Opens nothing.
    public func openRedirect(_ redirect: RedirectAction) async {}
    /// Shows nothing.
    public func presentPaymentStatus(_ screen: PaymentStatusScreen) async {}
}
