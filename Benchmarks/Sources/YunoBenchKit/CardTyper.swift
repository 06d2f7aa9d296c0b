import YunoSDK
import YunoSandbox

/// A presenter that types one card into the form and pays; shows nothing else and records nothing.
///
/// Stateless, so one instance serves any number of concurrent flows. A 3DS challenge, if any, is approved at once
/// at `bank` (the shopper answers the bank, never the SDK), and the page comes back; without a bank the shopper can
/// only close the page (the SDK then reads the payment, still waiting on the bank).
@MainActor
public final class CardTyper: YunoPresenter {
    let number: String
    let expiry: String
    let securityCode: String
    let holderName: String
    let bank: YunoSandbox?

    /// A shopper paying with `card`, who approves a challenge at `bank`.
    public nonisolated init(card: TestCardData, bank: YunoSandbox? = nil) {
        number = card.number
        expiry = card.expiry
        securityCode = card.securityCode
        holderName = card.holderName
        self.bank = bank
    }

    /// Shows nothing.
    public func showLoader() {}
    /// Hides nothing.
    public func hideLoader() {}

    /// Types the card and pays.
    public func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        form.number = number
        form.expiry = expiry
        form.securityCode = securityCode
        form.holderName = holderName
        return .submitted
    }

    /// Approves at the bank and comes back (``ThreeDSChallengeEnding/returned``); without a bank, closes the page.
    public func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        guard let bank else { return .closed }
        return await Self.approve(challenge, at: bank) ? .returned : .closed
    }

    /// Approves `challenge` at `bank` with the one-time code its page shows; whether the bank took the answer.
    nonisolated static func approve(_ challenge: ThreeDSChallenge, at bank: YunoSandbox) async -> Bool {
        await approve(transactionID: challenge.challengeURL.lastPathComponent, at: bank)
    }

    /// Approves the 3DS transaction `transactionID` at `bank` with the code its page shows; whether the bank took it.
    nonisolated static func approve(transactionID: String, at bank: YunoSandbox) async -> Bool {
        do throws(SandboxError) {
            let code = try await bank.challengePage(transactionID: transactionID).code
            try await bank.answerChallenge(transactionID: transactionID, .approve(code: code))
            return true
        } catch {
            return false
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
