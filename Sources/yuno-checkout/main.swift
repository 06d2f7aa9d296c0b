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

let options: DemoOptions
do {
    options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch .help {
    say(DemoOptions.usage)
    exit(0)
} catch {
    FileHandle.standardError.write(Data("yuno-checkout: \(error)\n\n\(DemoOptions.usage)\n".utf8))
    exit(2)
}

if options.interactive, isatty(0) != 1 {
    FileHandle.standardError.write(Data("yuno-checkout: --interactive needs a terminal on standard input\n".utf8))
    exit(2)
}

let transport: any YunoTransport
let merchant: MerchantBackend
let publicKey: String
var sandbox: YunoSandbox?
if let baseURL = options.baseURL {
    let http = URLSessionTransport()
    transport = TracingTransport(base: http, print: say)
    publicKey = options.apiKey ?? YunoSandbox.Configuration.defaultPublicAPIKey
    merchant = MerchantBackend(
        transport: http, baseURL: baseURL, publicAPIKey: publicKey,
        privateSecretKey: options.privateKey ?? YunoSandbox.Configuration.defaultPrivateSecretKey,
        accountID: YunoSandbox.Configuration.defaultAccountID)
    say("Yuno API at \(baseURL.absoluteString)")
} else {
    let embedded = YunoSandbox()
    sandbox = embedded
    transport = options.interactive && !options.verbose ? embedded : TracingTransport(base: embedded, print: say)
    publicKey = embedded.publicAPIKey
    merchant = MerchantBackend(sandbox: embedded)
    say("Embedded Yuno API emulator (public key \(publicKey))")
}

let config = YunoConfig(environment: options.baseURL.map { .custom($0) } ?? .automatic)
let logger = YunoLogger(minimumLevel: options.verbose ? .debug : .error) { level, message in
    say("  [sdk \(level)] \(message)")
}
let client: YunoClient
do {
    client = try YunoClient(apiKey: publicKey, config: config, transport: transport, logger: logger)
} catch {
    say("yuno-checkout: \(error)")
    exit(2)
}

let outcome: PaymentOutcome
if options.interactive {
    say("merchant: creating checkout session for \(options.amount) \(options.currency) in \(options.country)")
    let session: MerchantBackend.CheckoutSession
    do {
        session = try await merchant.createCheckoutSession(
            amount: options.amount, currency: options.currency, country: options.country,
            callbackURL: DemoRun.callbackURL)
    } catch {
        say("merchant: could not create the checkout session: \(error)")
        exit(1)
    }
    say("checkout session \(session.checkoutSession)")
    guard
        let interactive = await InteractiveCheckout.run(
            client: client, checkoutSession: session.checkoutSession, country: options.country,
            language: options.language)
    else { exit(1) }
    outcome = interactive
} else {
    let run = DemoRun(options: options, client: client, merchant: merchant, sandbox: sandbox, say: say)
    do {
        outcome = try await run.run()
    } catch {
        say("yuno-checkout: \(error)")
        exit(1)
    }
}

say("")
say("result: \(outcome.result)")
if let paymentID = outcome.paymentID { say("payment: \(paymentID)") }
if let status = outcome.status { say("status: \(status.rawValue)\(outcome.subStatus.map { " / " + $0 } ?? "")") }
if let enrollment = outcome.enrollmentStatus { say("enrollment: \(enrollment.rawValue)") }
if let error = outcome.error { say("reason: \(error)") }
exit(outcome.status == .succeeded || outcome.enrollmentStatus == .enrolled ? 0 : 1)
