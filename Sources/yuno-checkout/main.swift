import Foundation
import YunoSDK
import YunoSandbox

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Writes a line to standard output at once (the demo narrates as it goes).
@Sendable func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes `yuno-checkout: <message>` to standard error.
func complain(_ message: String) {
    FileHandle.standardError.write(Data("yuno-checkout: \(message)\n".utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
let options: DemoOptions
do {
    options = try DemoOptions.parse(arguments)
} catch .help {
    say(DemoOptions.usage)
    exit(0)
} catch {
    // One line naming the flag, the value and why (in the language the arguments ask for: they were not parsed);
    // an argument that was not understood gets a one-line hint at --help, never the whole usage.
    let phrases = DemoPhrases.of(DemoOptions.requestedLanguage(in: arguments))
    complain(error.message(in: phrases))
    if error.wantsUsageHint { complain(phrases.usageHint) }
    exit(2)
}

let language = options.resolvedLanguage
if !options.languageIsSupported {
    complain(
        "language \"\(options.language)\" is not supported; using English (en). "
            + "Supported: \(YunoLanguage.allCases.map(\.rawValue).joined(separator: " "))")
}
let text = YunoLocalizer(language: language)

// Bad card input is reported as what it is — the card form's own message, in the chosen language — before any
// flow starts.
let card: TestCard?
do {
    card = try options.card()
} catch {
    complain("--card: \(text.label(for: .number)): \(text.message(for: error))")
    exit(2)
}

if options.interactive, isatty(0) != 1 {
    complain("--interactive needs a terminal on standard input")
    exit(2)
}

let style = TerminalStyle(appearance: YunoConfig().appearance, enabled: TerminalStyle.colorsWanted())
let narrator = Narrator(language: language, style: style, write: say)

let transport: any YunoTransport
let merchant: MerchantBackend
let publicKey: String
let bank: ShopperBank
/// Which API the demo speaks to; said once the client accepted the key and the address.
let endpointLine: String
if let baseURL = options.baseURL {
    let http = URLSessionTransport()
    // In a terminal checkout the trace would write over the prompts (the QR code's status polls every 500 ms).
    transport =
        options.interactive && !options.verbose
        ? http : TracingTransport(base: http, phrases: narrator.phrases, print: say)
    publicKey = options.apiKey ?? YunoSandbox.Configuration.defaultPublicAPIKey
    merchant = MerchantBackend(
        transport: http, baseURL: baseURL, publicAPIKey: publicKey,
        privateSecretKey: options.privateKey ?? YunoSandbox.Configuration.defaultPrivateSecretKey,
        accountID: YunoSandbox.Configuration.defaultAccountID)
    bank = ShopperBank(baseURL: baseURL, transport: http)
    endpointLine = narrator.phrases.fill(\.apiAt, ["url": baseURL.absoluteString])
} else {
    let embedded = YunoSandbox()
    transport =
        options.interactive && !options.verbose
        ? embedded : TracingTransport(base: embedded, phrases: narrator.phrases, print: say)
    publicKey = embedded.publicAPIKey
    merchant = MerchantBackend(sandbox: embedded)
    bank = ShopperBank(sandbox: embedded)
    endpointLine = narrator.phrases.fill(\.emulator, ["key": publicKey])
}

let config = YunoConfig(environment: options.baseURL.map { .custom($0) } ?? .automatic)
let logger = YunoLogger(minimumLevel: options.verbose ? .debug : .error) { level, message in
    say("  [sdk \(level)] \(message)")
}
let client: YunoClient
do {
    // A short status poll, so a paid QR code is seen within half a second.
    client = try YunoClient(
        apiKey: publicKey, config: config, transport: transport, logger: logger,
        options: YunoClient.Options(statusPollInterval: .milliseconds(500)))
} catch {
    // The client refuses a key whose prefix names no environment, or a plain-http base URL off loopback: name the
    // flag, before any narration (a refusal is one line).
    let flag =
        error.code == .insecureBaseURL
        ? "--base-url \(options.baseURL?.absoluteString ?? "")" : "--api-key \(publicKey)"
    complain("\(flag): \(error)")
    exit(2)
}
narrator.line(endpointLine)

let outcome: PaymentOutcome
if options.interactive {
    let checkout = InteractiveCheckout(
        client: client, merchant: merchant, bank: bank, options: options, narrator: narrator)
    guard let interactive = await checkout.run() else { exit(1) }
    outcome = interactive
} else {
    let run = DemoRun(options: options, card: card, client: client, merchant: merchant, bank: bank, narrator: narrator)
    do {
        outcome = try await run.run()
    } catch let error as MerchantBackendError {
        narrator.line(style.failure("yuno-checkout: \(narrator.reason(for: error))"))
        exit(1)
    } catch {
        narrator.line(style.failure("yuno-checkout: \(error)"))
        exit(1)
    }
}

narrator.finalLines(for: outcome, enrolling: options.mode == .enroll)
exit(Narrator.succeeded(outcome) ? 0 : 1)
