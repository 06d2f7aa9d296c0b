import YunoSDK

/// A presenter that types one card into the form and pays; shows nothing else and records nothing.
///
/// Stateless, so one instance serves any number of concurrent flows. A 3DS challenge, if any, is approved at once.
@MainActor
public final class CardTyper: YunoPresenter {
    let number: String
    let expiry: String
    let securityCode: String
    let holderName: String

    /// A shopper paying with `card`.
    public nonisolated init(card: TestCardData) {
        number = card.number
        expiry = card.expiry
        securityCode = card.securityCode
        holderName = card.holderName
    }

    public func showLoader() {}
    public func hideLoader() {}

    public func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        form.number = number
        form.expiry = expiry
        form.securityCode = securityCode
        form.holderName = holderName
        return .submitted
    }

    public func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeOutcome {
        .authenticated
    }

    public func presentQRCode(_ qrCode: QRCodePayment) async {}
    public func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome { .cancelled }
    public func openRedirect(_ redirect: RedirectAction) async {}
    public func presentPaymentStatus(_ screen: PaymentStatusScreen) async {}
}
