import Foundation
import YunoSDK
import YunoSandbox

/// A checkout a person uses in a terminal: every screen of the SDK, in the chosen language, read line by line.
///
/// Card fields are validated as soon as the shopper leaves them (presses Enter): the form model's localized
/// message appears under the field and the field is asked again. `<` goes back one field (from the first, back to
/// the method list the shopper chose from: ``wentBackToMethodList``); `q` cancels at every
/// prompt (card form, 3DS challenge, QR code, wallet sheet, redirect). The QR code and the redirect are paid or
/// approved through the ``ShopperBank`` (the emulator plays the shopper's bank).
@MainActor
final class TerminalPresenter: YunoPresenter {
    let text: YunoLocalizer
    let style: TerminalStyle
    private let narrator: Narrator
    private let input: TerminalInput
    private let bank: ShopperBank
    private let client: YunoClient
    /// The amount on the pay button; `nil` when saving a card (nothing is paid).
    private let amount: Decimal?
    private let currency: String
    /// Whether the card form saves a card (enrollment): its button says so, and the status screen whether it was.
    private var enrolling: Bool { amount == nil }
    private var spinner: Task<Void, Never>?
    /// The checkout session being paid (the deep link after a redirect names it).
    var checkoutSession: String?
    /// Cancels the running flow (its task): `q` on a screen that has no cancel answer of its own.
    var cancelFlow: (@MainActor () -> Void)?
    /// Whether the shopper chose the method from a list, so `<` at the card form's first field goes back to it.
    var cameFromMethodList = false
    /// Set when the shopper went back from the card form's first field to the method list: the card form then
    /// ended as cancelled, and the checkout shows the list again.
    var wentBackToMethodList = false
    /// The method being paid (`CARD`, `NU_PAY`…), once known: the retry offer names a card only for a card.
    var paymentMethodType: String?

    init(
        narrator: Narrator, input: TerminalInput, bank: ShopperBank, client: YunoClient, amount: Decimal?,
        currency: String
    ) {
        self.narrator = narrator
        self.text = narrator.text
        self.style = narrator.style
        self.input = input
        self.bank = bank
        self.client = client
        self.amount = amount
        self.currency = currency
    }

    /// Whether `answer` means yes in `text`'s language (or in English).
    static func isYes(_ answer: String, in text: YunoLocalizer) -> Bool {
        let yes = text.string(.answerYes).lowercased()
        return [yes, String(yes.prefix(1)), "y", "yes"].contains(answer.lowercased())
    }

    // MARK: Output

    func write(_ string: String) {
        FileHandle.standardOutput.write(Data(string.utf8))
    }

    func say(_ line: String = "") {
        write(line + "\n")
    }

    /// Asks with `prompt` and returns the answer; `nil` when input ended or the screen was dismissed.
    func ask(_ prompt: String) async -> String? {
        write(prompt + " ")
        return await input.line()
    }

    /// Lists `options` numbered from 1 and returns the chosen index; `nil` for `q`, end of input or dismissal.
    func choose(_ options: [String]) async -> Int? {
        for (index, option) in options.enumerated() { say("  \(style.accented("\(index + 1)"))  \(option)") }
        while true {
            guard let answer = await ask(text.string(.promptChoose, ["count": String(options.count)])),
                answer.lowercased() != "q"
            else { return nil }
            if let number = Int(answer), options.indices.contains(number - 1) { return number - 1 }
            say(style.failure("  " + text.string(.promptInvalidChoice)))
        }
    }

    private func cancelHint() {
        say(style.dim(text.string(.promptCancelHint)))
    }

    // MARK: YunoPresenter

    func showLoader() {
        guard spinner == nil else { return }
        let label = text.string(.loaderLoading)
        spinner = Task { [weak self] in
            let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
            var tick = 0
            while !Task.isCancelled {
                self?.write("\r\(frames[tick % frames.count]) \(label)")
                tick += 1
                try? await Task.sleep(for: .milliseconds(90))
            }
        }
    }

    func hideLoader() {
        guard let spinner else { return }
        spinner.cancel()
        self.spinner = nil
        write("\r\u{1B}[2K")
    }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        if let amount {
            form.amount = amount
            form.currency = currency
        }
        say()
        say(style.bold(form.title))
        say(style.dim(text.string(.promptCancelHint) + "  (<  \(text.string(.actionBack)))"))
        if form.configuration.formType == .oneStep {
            let fields = form.visibleFields.map { form.label(for: $0) }
            say(style.dim(fields.joined(separator: " · ")))
        }
        // Re-presented after a failed submit: start from the first field with an error.
        var index = form.visibleFields.firstIndex { form.visibleError(for: $0) != nil } ?? 0
        while index < form.visibleFields.count {
            let field = form.visibleFields[index]
            switch await askField(field, of: form) {
            case .cancel:
                return .cancelled
            case .back where index == 0:
                // Before the first field: the method list, when the shopper chose from one.
                guard cameFromMethodList else {
                    cancelHint()
                    continue
                }
                wentBackToMethodList = true
                return .cancelled
            case .back:
                form.goToPreviousStep()
                index -= 1
            case .value:
                form.endEditing(field)
                if let message = form.message(for: field) {
                    say(style.failure("  ✗ " + message))
                    continue
                }
                say(style.success("  ✓ ") + confirmation(of: field, in: form))
                if form.configuration.formType == .stepByStep { form.goToNextStep() }
                index += 1
            }
        }
        if let saveLabel = form.saveCardText {
            let yes = text.string(.answerYes)
            let no = text.string(.answerNo)
            guard let answer = await ask("\(saveLabel)? [\(yes)/\(no)]"), answer.lowercased() != "q" else {
                return .cancelled
            }
            form.saveCard = Self.isYes(answer, in: text)
        }
        say(style.accented("▶ " + (enrolling ? text.string(.enrollSaveCard) : form.submitTitle)))
        return .submitted
    }

    private enum FieldAnswer { case value, back, cancel }

    /// Asks one field; the error stays hidden while the shopper types (the line is being edited).
    private func askField(_ field: CardForm.Field, of form: CardForm) async -> FieldAnswer {
        var prompt = ""
        if let step = form.stepText { prompt += style.dim("[\(step)] ") }
        prompt += "\(style.bold(form.label(for: field))) \(style.dim("(\(form.placeholder(for: field)))")):"
        form.beginEditing(field)
        guard let answer = await ask(prompt), answer.lowercased() != "q" else { return .cancel }
        if answer == "<" { return .back }
        switch field {
        case .number: form.number = answer
        case .expiry: form.expiry = answer
        case .securityCode: form.securityCode = answer
        case .holderName: form.holderName = answer
        }
        return .value
    }

    private func confirmation(of field: CardForm.Field, in form: CardForm) -> String {
        switch field {
        case .number:
            let masked = form.maskedNumber ?? form.formattedNumber
            return [masked, form.detectedBrand?.displayName].compactMap { $0 }.joined(separator: " · ")
        case .expiry: return form.formattedExpiry
        case .securityCode: return String(repeating: "•", count: form.securityCode.count)
        case .holderName: return form.holderName.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The bank's 3-D Secure page, in the terminal: the shopper types the code the bank sent and approves,
    /// declines or cancels there — the (emulated) bank decides and moves the payment — or closes the page without
    /// answering. Returns how the page ended; the SDK then reads what the bank decided.
    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        say()
        say(style.bold(text.string(.threeDSTitle)))
        say(text.string(.threeDSMessage))
        say(style.dim(text.string(.threeDSPage, ["url": challenge.challengeURL.absoluteString])))
        cancelHint()
        let phrases = narrator.phrases
        let options = [
            phrases.approveChallengeOption, phrases.declineChallengeOption, phrases.cancelChallengeOption,
            phrases.closeChallengeOption,
        ]
        let button: ShopperBank.ChallengeButton
        switch await choose(options) {
        case 0: button = .approve
        case 1: button = .decline
        case 2: button = .cancel
        case 3:
            narrator.shopper(\.challengeCloses)
            return .closed
        default:
            cancelFlow?()
            return .closed
        }
        guard button == .approve else { return await answerBank(challenge, button) }
        guard let sent = await bank.challengeCode(challenge) else {
            say(style.failure(phrases.fill(\.noBank, ["url": bank.location])))
            return .closed
        }
        say(phrases.fill(\.smsCode, ["code": sent]))
        while true {
            guard let code = await ask(style.bold(phrases.codePrompt) + ":"), code.lowercased() != "q" else {
                cancelFlow?()
                return .closed
            }
            if let ending = await answerBank(challenge, .approve, code: code) { return ending }
            say(style.failure("  ✗ " + phrases.wrongCode))
        }
    }

    /// Presses `button` on the bank's page; how the page then ended, or `nil` after a wrong code (asked again).
    private func answerBank(
        _ challenge: ThreeDSChallenge, _ button: ShopperBank.ChallengeButton, code: String
    ) async -> ThreeDSChallengeEnding? {
        switch await bank.answerChallenge(challenge, button, code: code) {
        case .decided(let next):
            narrator.shopperPressed(button)
            narrator.bankDecided(button, next: next)
            return next?.absoluteString == challenge.callbackURL.absoluteString ? .returned : .closed
        case .wrongCode:
            return nil
        case .refused(let why):
            say(style.failure("\(bank.location): \(why)"))
            return .closed
        }
    }

    /// Presses decline or cancel on the bank's page (no code needed); how the page ended.
    private func answerBank(
        _ challenge: ThreeDSChallenge, _ button: ShopperBank.ChallengeButton
    ) async -> ThreeDSChallengeEnding {
        await answerBank(challenge, button, code: "") ?? .closed
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        say()
        say(style.bold(text.string(.qrTitle)))
        if let amount = amountText(qrCode.amount, qrCode.currency) { say(amount) }
        say(text.string(.qrCopyCode))
        // The code is copied whole: boxed when it fits on one boxed line, else (a PIX code is longer) on one
        // unbroken line of its own, never cut over several.
        if qrCode.code.count <= 64 {
            say("┌" + String(repeating: "─", count: qrCode.code.count + 2) + "┐")
            say("│ " + qrCode.code + " │")
            say("└" + String(repeating: "─", count: qrCode.code.count + 2) + "┘")
        } else {
            say(qrCode.code)
        }
        // How long it stays valid, not the clock time of its expiry: that is the server's clock (the emulator's
        // starts on 2026-01-01), which the shopper should never see.
        say(narrator.phrases.fill(\.qrValidFor, ["duration": narrator.validity(of: qrCode)]))
        cancelHint()
        switch await choose([narrator.phrases.payQROption, text.string(.actionClose)]) {
        case 0:
            narrator.shopper(\.qrPays)
            guard await bank.payQRCode(paymentID: qrCode.paymentID) else {
                say(style.failure(narrator.phrases.fill(\.noBank, ["url": bank.location])))
                return
            }
            say(style.dim(text.string(.qrWaiting)))
            // The SDK sees the payment at its next status poll and dismisses this screen (the read ends).
            while let answer = await input.line() {
                if answer.lowercased() == "q" {
                    cancelFlow?()
                    return
                }
            }
        case 1:
            return
        default:
            cancelFlow?()
        }
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        say()
        let wallet = text.paymentMethodName(for: sheet.paymentMethodType)
        say(style.bold(text.string(.walletTitle, ["wallet": wallet])))
        if let amount = amountText(sheet.amount, sheet.currency) {
            say(text.string(.walletAmount, ["amount": amount]))
        }
        cancelHint()
        let choice = await choose([text.string(.walletAuthorize), text.string(.actionCancel)])
        // The sandbox wallet token the processor approves: on a phone, PassKit's payment token.
        return choice == 0 ? .authorized(paymentData: YunoSandbox.walletPaymentData(approved: true)) : .cancelled
    }

    func openRedirect(_ redirect: RedirectAction) async {
        say()
        say(style.bold(text.string(.redirectTitle)))
        say(redirect.url.absoluteString)
        cancelHint()
        // The flow waits for the deep link back; the shopper's answer at the bank comes from this prompt.
        Task { await answerAtTheBank(redirect) }
    }

    /// The shopper approves or rejects at the (emulated) bank; then the app receives the deep link.
    private func answerAtTheBank(_ redirect: RedirectAction) async {
        guard let choice = await choose([narrator.phrases.approveAtBank, narrator.phrases.rejectAtBank]) else {
            cancelFlow?()
            return
        }
        say(style.dim(text.string(.redirectWaiting)))
        if await !bank.completeRedirect(paymentID: redirect.paymentID, approved: choice == 0) {
            say(style.failure(narrator.phrases.fill(\.noBank, ["url": bank.location])))
        }
        let link = URL(string: "\(DemoRun.callbackURL)?checkout_session=\(checkoutSession ?? "")")!
        _ = client.receiveDeeplink(link)
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        say()
        let title = enrolling ? narrator.enrollmentTitle(for: screen.result) : screen.title(in: text.language)
        say(screen.result == .succeeded ? style.success("● " + title) : style.failure("● " + title))
        let rows = screen.informationRows(in: text.language)
        if !rows.isEmpty {
            say(style.dim(text.string(.statusInformation)))
            let width = rows.map(\.label.count).max() ?? 0
            for row in rows {
                say("  " + row.label + String(repeating: " ", count: width - row.label.count) + "  " + row.value)
            }
        }
        _ = await ask("[\(text.string(.actionClose)): Enter]")
    }

    func dismissPresentedUI() {
        hideLoader()
        input.cancelPendingRead()
    }

    private func amountText(_ amount: Decimal?, _ currency: String?) -> String? {
        PaymentStatusScreen(
            result: .processing, status: nil, subStatus: nil, paymentID: nil, amount: amount, currency: currency
        ).formattedAmount(in: text.language)
    }
}
