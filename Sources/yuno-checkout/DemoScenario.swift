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

    /// The card the scenario pays with unless `--card` overrides it.
    var defaultCard: TestCard {
        switch self {
        case .approve, .cancel: .visaApproved
        case .challenge, .challengeFail, .challengeAbandon: .threeDSChallenge
        case .frictionless: .threeDSFrictionless
        case .decline: .visaInsufficientFunds
        }
    }

    /// The scripted shopper; `canPayQRCode` is false when no one can pay the QR (an HTTP endpoint).
    @MainActor
    func customer(card: TestCard, canPayQRCode: Bool) -> ScriptedCustomer {
        let qrCode: ScriptedCustomer.QRCodeAction = self == .cancel || !canPayQRCode ? .close : .keepOpen
        let wallet: WalletSheetOutcome = self == .cancel ? .cancelled : .authorized
        return switch self {
        case .cancel: ScriptedCustomer(form: .cancel, qrCode: qrCode, wallet: wallet)
        case .challengeFail: ScriptedCustomer(form: .pay(card), challenge: .answer(.failed))
        case .challengeAbandon: ScriptedCustomer(form: .pay(card), challenge: .answer(.abandoned))
        default: ScriptedCustomer(form: .pay(card), challenge: .answer(.authenticated), qrCode: qrCode, wallet: wallet)
        }
    }
}
