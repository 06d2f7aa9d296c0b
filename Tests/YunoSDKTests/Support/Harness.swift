import Foundation
import YunoSDK
import YunoSandbox

/// One emulator, the merchant's backend over it and an SDK client over it: a complete offline world per test.
struct Harness {
    let sandbox: YunoSandbox
    let merchant: MerchantBackend
    let client: YunoClient
    let logs: LogCapture

    /// The date the SDK believes it is (card expiry checks).
    static let today = Date(timeIntervalSince1970: 1_779_000_000)  // 2026-05-17

    init(
        seed: UInt64 = 1, config: YunoConfig = YunoConfig(), middlewares: [any YunoTransportMiddleware] = [],
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        idempotencyKey: (@Sendable () -> String)? = nil, logging: Bool = true,
        statusPollInterval: Duration = .milliseconds(2)
    ) throws {
        sandbox = YunoSandbox(configuration: .init(seed: seed))
        merchant = MerchantBackend(sandbox: sandbox)
        logs = LogCapture()
        var options = YunoClient.Options(
            middlewares: middlewares, now: { Harness.today }, sleep: sleep, statusPollInterval: statusPollInterval)
        if let idempotencyKey { options.makeIdempotencyKey = idempotencyKey }
        client = try YunoClient(
            apiKey: sandbox.publicAPIKey, config: config, transport: sandbox, logger: logging ? logs.logger : .disabled,
            options: options)
    }

    /// The app's return link every session gets unless a test says otherwise: a 3DS page or a redirect comes back
    /// through it.
    static let callbackURL = "yunotest://payment"

    /// A new checkout session for 120.50 COP in Colombia (or the given country/currency), returning to
    /// ``callbackURL`` unless told otherwise.
    func session(
        country: String = "CO", currency: String = "COP", amount: Decimal = Decimal(string: "120.50")!,
        customerID: String? = nil, callbackURL: String? = Harness.callbackURL
    ) async throws -> String {
        try await merchant.createCheckoutSession(
            amount: amount, currency: currency, country: country, customerID: customerID, callbackURL: callbackURL
        ).checkoutSession
    }

    /// A checkout session for a new customer who saved `card` (vaulted with the gateway's expiry and holder), and
    /// the saved card's vaulted token.
    func vaultedSession(
        _ card: TestCard = .visaApproved, merchantCustomerID: String = "vaulted"
    ) async throws -> (session: String, vaultedToken: String) {
        let customer = try await merchant.createCustomer(merchantCustomerID: merchantCustomerID, country: "CO")
        let token = try await sandbox.vaultCard(
            number: card.number, expirationMonth: 11, expirationYear: 28, holderName: "John Doe",
            forCustomer: customer.id)
        return (try await session(customerID: customer.id), token)
    }

    /// Runs a seamless card payment for `session` with `customer` and returns the detailed outcome.
    func pay(
        _ session: String, customer: ScriptedCustomer, country: String = "CO", type: String = "CARD",
        vaultedToken: String? = nil, showPaymentStatus: Bool = true
    ) async -> PaymentOutcome {
        await client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: country, language: "en", viewController: customer),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: type, vaultedToken: vaultedToken),
            showPaymentStatus: showPaymentStatus)
    }

    /// The requests that could have told the backend a 3-D Secure result: any to a `three-d-secure` path, and any
    /// write to the session's payment after it was created. The SDK sends none: the bank decides.
    func threeDSResultRequests() async -> [YunoSandbox.RecordedRequest] {
        await sandbox.requests().filter { request in
            request.path.lowercased().contains("three-d-secure")
                || (request.method == .post && request.path.contains("/payment/"))
        }
    }

    /// How many requests reached `endpoint`.
    func requestCount(_ endpoint: SandboxEndpoint) async -> Int {
        await sandbox.requests().filter { $0.endpoint == endpoint }.count
    }
}

/// Collects the SDK's log lines; thread-safe (tests may log from many flows at once).
///
/// `NSLock` (pthread) rather than `Mutex`: ThreadSanitizer on Linux does not see `Mutex`'s futex and reports
/// false races; test code may use locks.
final class LogCapture: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var lines: [String] = []

    var logger: YunoLogger {
        YunoLogger(minimumLevel: .debug) { [self] level, message in
            self.lock.withLock { self.lines.append("\(level): \(message)") }
        }
    }

    var all: [String] { lock.withLock { lines } }
}
