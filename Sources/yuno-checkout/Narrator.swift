import Foundation
import YunoSDK
import YunoSandbox

/// Prints the demo's narration in the chosen language: the demo's own phrases (``DemoPhrases``) and the SDK's
/// strings (``YunoLocalizer``), with colour and emphasis when standard output is a terminal.
struct Narrator: Sendable {
    /// The SDK's strings in the narration's language.
    let text: YunoLocalizer
    /// The demo's phrases in the same language.
    let phrases: DemoPhrases
    /// Colour and emphasis, or plain text.
    let style: TerminalStyle
    private let write: @Sendable (String) -> Void

    init(language: YunoLanguage, style: TerminalStyle, write: @escaping @Sendable (String) -> Void) {
        text = YunoLocalizer(language: language)
        phrases = .of(language)
        self.style = style
        self.write = write
    }

    /// The narration's language.
    var language: YunoLanguage { text.language }

    /// A plain line.
    func line(_ text: String = "") { write(text) }

    /// A line spoken by the merchant's server.
    func merchant(_ phrase: KeyPath<DemoPhrases, String>, _ arguments: [String: String] = [:]) {
        role(phrases.merchant, phrases.fill(phrase, arguments))
    }

    /// A line spoken by the shopper.
    func shopper(_ phrase: KeyPath<DemoPhrases, String>, _ arguments: [String: String] = [:]) {
        role(phrases.shopper, phrases.fill(phrase, arguments))
    }

    /// A line spoken by the shopper, already composed.
    func shopper(text: String) { role(phrases.shopper, text) }

    /// A line spoken by the shopper's bank (its 3-D Secure page).
    func bank(_ phrase: KeyPath<DemoPhrases, String>, _ arguments: [String: String] = [:]) {
        role(phrases.bank, phrases.fill(phrase, arguments))
    }

    /// A line spoken by the merchant's app.
    func app(_ phrase: KeyPath<DemoPhrases, String>, _ arguments: [String: String] = [:]) {
        role(phrases.app, phrases.fill(phrase, arguments))
    }

    /// A line spoken by the merchant's app, already composed.
    func app(text: String) { role(phrases.app, text) }

    /// The amount in the narration's language (`$52.000,00`), or the bare number and code for an unknown currency.
    func amount(_ value: Decimal, _ currency: String) -> String {
        let screen = PaymentStatusScreen(
            result: .processing, status: nil, subStatus: nil, paymentID: nil, amount: value, currency: currency)
        return screen.formattedAmount(in: language) ?? "\(value) \(currency)"
    }

    /// How long `qrCode` stays valid (`30 minutes`, `30 minutos`): the time left on this machine's clock. The SDK
    /// puts a QR code's expiry on the device's clock (its lifetime is read on the server's), so the server's clock
    /// (the emulator's starts on 2026-01-01) never shows.
    func validity(of qrCode: QRCodePayment) -> String {
        let seconds = qrCode.expiresAt.timeIntervalSince(Date())
        let minutes = max(1, Int((seconds / 60).rounded()))
        return Duration.seconds(minutes * 60).formatted(
            .units(allowed: [.hours, .minutes], width: .wide).locale(text.locale))
    }

    /// The final lines: a localized result title (coloured by outcome), then payment id, status and reason. When
    /// `enrolling`, the title says whether the card was saved.
    func finalLines(for outcome: PaymentOutcome, enrolling: Bool) {
        line()
        if let paymentID = outcome.paymentID { line("\(phrases.paymentLabel): \(paymentID)") }
        if let status = outcome.status {
            line("\(phrases.statusLabel): \(status.rawValue)\(outcome.subStatus.map { " / " + $0 } ?? "")")
        }
        if let enrollment = outcome.enrollmentStatus { line("\(phrases.enrollmentLabel): \(enrollment.rawValue)") }
        if let error = outcome.error { line("\(phrases.reasonLabel): \(reason(for: error))") }
        let title = enrolling ? enrollmentTitle(for: outcome.result) : text.title(for: outcome.result)
        let summary = "\(phrases.resultLabel): \(title) (\(outcome.result))"
        line(Self.succeeded(outcome) ? style.success(summary) : style.failure(summary))
    }

    /// Why the flow ended without a payment result, in the narration's language (the SDK's own description is
    /// English, for logs): protocol codes and the error's case name stay as they are.
    func reason(for error: YunoError) -> String {
        switch error.code {
        case .cancelled: phrases.reasonCancelled
        case .server:
            serverAnswer(status: error.httpStatus ?? 0, code: error.serverCode ?? "", messages: error.serverMessages)
        case .transport, .timedOut: phrases.reasonNoAnswer
        case .paymentMethodNotAvailable: phrases.fill(\.notOffered, ["method": error.subject ?? ""])
        case .outcomeUnknown:
            phrases.fill(\.reasonUnknown, ["reason": error.underlyingError.map { reason(for: $0) } ?? ""])
        default: phrases.fill(\.reasonOther, ["error": error.code.description])
        }
    }

    /// Why the merchant's server could not go on, in the narration's language: the server's answer (naming the key
    /// it refused), or that no answer came.
    func reason(for error: MerchantBackendError) -> String {
        guard let status = error.status else { return phrases.reasonNoAnswer }
        return serverAnswer(status: status, code: error.code, messages: error.messages)
    }

    /// The server's error answer; when it refused a key (its messages name the header), which flag gave that key.
    private func serverAnswer(status: Int, code: String, messages: [String]) -> String {
        let arguments = ["status": "\(status)", "code": code]
        guard let flag = Self.refusedKeyFlag(messages) else { return phrases.fill(\.reasonServer, arguments) }
        return phrases.fill(\.keyRefused, arguments.merging(["flag": flag]) { $1 })
    }

    /// The flag whose key the server refused, read from its error messages (Yuno's and the emulator's name the
    /// header: `invalid private-secret-key`, `missing or invalid public-api-key`); `nil` when they name none.
    static func refusedKeyFlag(_ messages: [String]) -> String? {
        let text = messages.joined(separator: " ").lowercased()
        if text.contains("private-secret-key") { return "--private-key" }
        if text.contains("public-api-key") { return "--api-key" }
        return nil
    }

    /// The shopper's button on the bank's 3-D Secure page.
    func shopperPressed(_ button: ShopperBank.ChallengeButton) {
        switch button {
        case .approve: shopper(\.challengeApproves)
        case .decline: shopper(\.challengeDeclines)
        case .cancel: shopper(\.challengeCancels)
        }
    }

    /// What the bank did with the shopper's answer, and where its page sent the browser next (`next`: the payment's
    /// `callback_url`).
    func bankDecided(_ button: ShopperBank.ChallengeButton, next: URL?) {
        let arguments = ["url": next?.absoluteString ?? "—"]
        switch button {
        case .approve: bank(\.bankAuthenticates, arguments)
        case .decline: bank(\.bankFailsAuthentication, arguments)
        case .cancel: bank(\.bankAbandons, arguments)
        }
    }

    /// The title of an enrollment that ended with `result`: the card was saved, or not.
    func enrollmentTitle(for result: Yuno.Result) -> String {
        text.string(result == .succeeded ? .enrollSaved : .enrollNotSaved)
    }

    /// Whether the demo exits 0: the payment SUCCEEDED or the card was enrolled.
    static func succeeded(_ outcome: PaymentOutcome) -> Bool {
        outcome.status == .succeeded || outcome.enrollmentStatus == .enrolled
    }

    private func role(_ name: String, _ sentence: String) {
        write(style.bold(name + ":") + " " + sentence)
    }
}
