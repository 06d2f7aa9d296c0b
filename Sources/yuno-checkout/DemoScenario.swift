import YunoSDK
import YunoSandbox

/// The shopper behaviours the demo can play.
enum DemoScenario: String, CaseIterable {
    case approve
    case challenge
    case challengeFail = "challenge-fail"
    case challengeAbandon = "challenge-abandon"
    case frictionless
    case decline
    case cancel

    /// Why the scenario cannot apply to `method` in `mode`, or `nil` when it applies (the demo then plays it
    /// truthfully). 3-D Secure is a card payment's; a bank declines a card, a NuPay redirect or an Apple Pay token
    /// (the processor decides on the wallet's token), never a PIX QR code (its shopper can only not pay it: `cancel`
    /// closes the QR window); the shopper can cancel everywhere.
    func refusal(method: String, mode: DemoMode) -> DemoOptions.Refusal? {
        switch self {
        case .approve, .cancel:
            return nil
        case .challenge, .challengeFail, .challengeAbandon, .frictionless:
            if method != "CARD" { return .threeDSCardsOnly }
            return mode == .enroll ? .threeDSNotInEnrollment : nil
        case .decline:
            return ["CARD", "NU_PAY", "APPLE_PAY"].contains(method) ? nil : .noDecline(method: method)
        }
    }

    /// The card the scenario pays with unless `--card` overrides it.
    var defaultCard: TestCard {
        switch self {
        case .approve, .cancel: .visaApproved
        case .challenge, .challengeFail, .challengeAbandon: .threeDSChallenge
        case .frictionless: .threeDSFrictionless
        case .decline: .visaInsufficientFunds
        }
    }

    /// The scripted shopper at the app's screens; `canPayQRCode` is false when no one can pay the QR (an HTTP
    /// endpoint). The bank's 3-D Secure page is the demo's to answer (``DemoRun``, through ``ShopperBank``), on the
    /// embedded emulator and over HTTP alike: this customer never sees it.
    @MainActor
    func customer(card: TestCard, canPayQRCode: Bool) -> ScriptedCustomer {
        let qrCode: ScriptedCustomer.QRCodeAction = self == .cancel || !canPayQRCode ? .close : .keepOpen
        let wallet: WalletSheetOutcome = self == .cancel ? .cancelled : walletAuthorization
        return switch self {
        case .cancel: ScriptedCustomer(form: .cancel, qrCode: qrCode, wallet: wallet)
        default: ScriptedCustomer(form: .pay(card), challenge: .close, qrCode: qrCode, wallet: wallet)
        }
    }

    /// The wallet sheet's authorization: the sandbox wallet token its processor approves, or declines for `decline`
    /// (the sheet only hands over a token; the processor decides).
    var walletAuthorization: WalletSheetOutcome {
        .authorized(paymentData: YunoSandbox.walletPaymentData(approved: self != .decline))
    }
}
