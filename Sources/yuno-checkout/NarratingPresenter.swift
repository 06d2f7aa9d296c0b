import Foundation
import YunoSDK
import YunoSandbox

/// Wraps the scripted shopper and narrates each screen the SDK shows, in the chosen language.
@MainActor
final class NarratingPresenter: YunoPresenter {
    private let customer: ScriptedCustomer
    private let narrator: Narrator
    /// What the shopper does outside the app while a QR code is shown (pays it from a bank app); `false` when
    /// the shopper closes the window instead (the scenario says so, or nobody could pay it).
    var onQRCode: (@MainActor (QRCodePayment) async -> Bool)?
    /// What happens at the bank after a redirect (the shopper approves, then the app receives the deep link).
    var onRedirect: (@MainActor (RedirectAction) async -> Void)?
    /// The shopper at the bank's 3-D Secure page: answers the bank (which decides) or leaves the page to a
    /// browser; returns how the page ended — never what the bank decided.
    var onChallenge: (@MainActor (ThreeDSChallenge) async -> ThreeDSChallengeEnding)?
    /// Whether a 3-D Secure page was opened in this flow (the demo then says what the app read after it).
    var challengeOpened = false
    /// Whether the payment read after the 3-D Secure page was narrated (at the status screen, or after the flow).
    private(set) var challengeReadNarrated = false

    /// The amount on the pay button; `nil` when saving a card (nothing is paid).
    private let amount: Decimal?
    private let currency: String
    /// Whether the card form saves a card (enrollment): its button says so, and the status screen whether it was.
    private var enrolling: Bool { amount == nil }

    init(
        customer: ScriptedCustomer, narrator: Narrator, amount: Decimal?, currency: String
    ) {
        self.customer = customer
        self.narrator = narrator
        self.amount = amount
        self.currency = currency
    }

    func showLoader() { customer.showLoader() }
    func hideLoader() { customer.hideLoader() }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        narrator.app(\.formShown, ["fields": form.visibleFields.map(form.label(for:)).joined(separator: " · ")])
        if let amount {
            form.amount = amount
            form.currency = currency
        }
        let button = enrolling ? narrator.text.string(.enrollSaveCard) : form.submitTitle
        let outcome = await customer.presentCardForm(form)
        switch outcome {
        case .submitted:
            let brand = form.detectedBrand?.displayName
            let card = [brand, form.maskedNumber].compactMap { $0 }.joined(separator: " ")
            narrator.shopper(\.entered, ["card": card.isEmpty ? "—" : card, "button": button])
        case .cancelled:
            narrator.shopper(\.closedForm)
        }
        return outcome
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        narrator.app(
            text: narrator.text.string(.threeDSTitle) + " — "
                + narrator.text.string(.threeDSPage, ["url": challenge.challengeURL.absoluteString]))
        challengeOpened = true
        guard let onChallenge else { return await customer.presentThreeDSChallenge(challenge) }
        return await onChallenge(challenge)
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        let validity = narrator.validity(of: qrCode)
        narrator.app(
            text: narrator.text.string(.qrTitle) + " — " + narrator.phrases.fill(\.qrShown, ["duration": validity]))
        narrator.line("  \(qrCode.code)")
        guard let onQRCode else {
            await customer.presentQRCode(qrCode)
            return
        }
        if await onQRCode(qrCode) {
            // Paid: the SDK sees it at its next status poll and dismisses this window (cancels this task).
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
        } else {
            narrator.shopper(\.qrClosed)
        }
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        let wallet = narrator.text.paymentMethodName(for: sheet.paymentMethodType)
        let amount = narrator.amount(sheet.amount, sheet.currency)
        narrator.app(
            text: narrator.text.string(.walletTitle, ["wallet": wallet]) + " — "
                + narrator.text.string(.walletAmount, ["amount": amount]))
        let outcome = await customer.presentWalletSheet(sheet)
        let authorized = if case .authorized = outcome { true } else { false }
        let answer = narrator.text.string(authorized ? .walletAuthorize : .actionCancel)
        narrator.shopper(\.walletAnswer, ["wallet": wallet, "answer": answer])
        return outcome
    }

    func openRedirect(_ redirect: RedirectAction) async {
        narrator.app(\.redirectOpened, ["url": redirect.url.absoluteString])
        await customer.openRedirect(redirect)
        if let onRedirect { Task { await onRedirect(redirect) } }
    }

    /// Narrates, once, the payment the app read after the bank's 3-D Secure page: `status` as the backend holds it.
    func narrateChallengeRead(status: String) {
        guard challengeOpened, !challengeReadNarrated else { return }
        challengeReadNarrated = true
        narrator.app(\.readAfterChallenge, ["status": status])
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        if let status = screen.status {
            narrateChallengeRead(status: status.rawValue + (screen.subStatus.map { "/" + $0 } ?? ""))
        }
        var title = enrolling ? narrator.enrollmentTitle(for: screen.result) : screen.title(in: narrator.language)
        if let status = screen.status { title += " (\(status.rawValue)\(screen.subStatus.map { "/" + $0 } ?? ""))" }
        if let amount = screen.formattedAmount(in: narrator.language) { title += " — \(amount)" }
        narrator.app(\.statusScreen, ["title": title])
        await customer.presentPaymentStatus(screen)
    }

    func dismissPresentedUI() { customer.dismissPresentedUI() }
}
