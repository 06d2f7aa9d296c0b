import YunoSDK

/// A presenter that types a card and then holds every 3DS challenge open until ``release(with:)``: it parks flows
/// at the challenge so the memory each parked flow holds can be measured.
@MainActor
public final class ChallengeParker: YunoPresenter {
    let typer: CardTyper
    private var parked: [CheckedContinuation<ThreeDSChallengeOutcome, Never>] = []
    private var target = Int.max
    private var whenParked: CheckedContinuation<Void, Never>?

    /// A shopper paying with `card` (a 3DS challenge card).
    public nonisolated init(card: TestCardData = .challenge) {
        typer = CardTyper(card: card)
    }

    /// How many flows wait at their challenge now.
    public var parkedCount: Int { parked.count }

    /// Returns once `count` flows wait at their challenge.
    public func waitUntilParked(_ count: Int) async {
        guard parked.count < count else { return }
        target = count
        await withCheckedContinuation { whenParked = $0 }
    }

    /// Answers every parked challenge with `outcome`.
    public func release(with outcome: ThreeDSChallengeOutcome) {
        let waiting = parked
        parked = []
        for continuation in waiting { continuation.resume(returning: outcome) }
    }

    public func showLoader() {}
    public func hideLoader() {}

    public func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        await typer.presentCardForm(form)
    }

    public func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeOutcome {
        await withCheckedContinuation { continuation in
            parked.append(continuation)
            if parked.count >= target, let waiter = whenParked {
                whenParked = nil
                target = Int.max
                waiter.resume()
            }
        }
    }

    public func presentQRCode(_ qrCode: QRCodePayment) async {}
    public func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome { .cancelled }
    public func openRedirect(_ redirect: RedirectAction) async {}
    public func presentPaymentStatus(_ screen: PaymentStatusScreen) async {}
}
