import Foundation
import YunoSDK
import YunoSandbox
import YunoSandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The emulator served over HTTP on a free loopback port, a merchant backend and an SDK client speaking to it
/// through `URLSessionTransport`: the real network path, offline.
struct HTTPWorld {
    let sandbox: YunoSandbox
    let baseURL: URL
    let merchant: MerchantBackend
    let serverTask: Task<Void, any Error>
    let logLines: LogLines

    /// Starts a server (`requestTimeout` is its 504 limit, `idleTimeout` how long it keeps a silent connection) and
    /// waits until it listens.
    static func start(
        seed: UInt64 = 7, requestTimeout: Duration = .seconds(60), idleTimeout: Duration = .seconds(30)
    ) async throws -> HTTPWorld {
        let sandbox = YunoSandbox(configuration: .init(seed: seed))
        let logLines = LogLines()
        let server = SandboxServer(
            sandbox: sandbox, port: 0, requestTimeout: requestTimeout, idleTimeout: idleTimeout,
            log: { logLines.append($0) })
        let (port, task) = try await server.start()
        let baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let merchant = MerchantBackend(
            transport: URLSessionTransport(), baseURL: baseURL, publicAPIKey: sandbox.publicAPIKey,
            privateSecretKey: sandbox.privateSecretKey, accountID: sandbox.accountID)
        return HTTPWorld(sandbox: sandbox, baseURL: baseURL, merchant: merchant, serverTask: task, logLines: logLines)
    }

    /// An SDK client over URLSession to this server, with these middlewares (none by default), URLSession's
    /// own per-request timeout, and the SDK's status poll interval (its 3 s default unless given).
    func client(
        middlewares: [any YunoTransportMiddleware] = [], requestTimeout: Duration = .seconds(60),
        statusPollInterval: Duration = .seconds(3)
    ) throws -> YunoClient {
        try YunoClient(
            apiKey: sandbox.publicAPIKey, config: YunoConfig(environment: .custom(baseURL)),
            transport: URLSessionTransport(timeout: requestTimeout),
            options: .init(
                middlewares: middlewares, now: { Date(timeIntervalSince1970: 1_779_000_000) },
                statusPollInterval: statusPollInterval))
    }

    /// A new checkout session, created over HTTP with the private key; its `callback_url` (the way back from a
    /// bank's page) is the app's `shop://return`.
    func session() async throws -> String {
        try await merchant.createCheckoutSession(
            amount: 52_000, currency: "COP", country: "CO", callbackURL: "shop://return"
        ).checkoutSession
    }

    /// Pays `session` through `client` as `customer`.
    @MainActor
    func pay(_ session: String, with client: YunoClient, customer: ScriptedCustomer) async -> PaymentOutcome {
        await pay(session, with: client, presenter: customer)
    }

    /// Pays `session` by card through `client`, `presenter` playing the shopper.
    @MainActor
    func pay(_ session: String, with client: YunoClient, presenter: any YunoPresenter) async -> PaymentOutcome {
        await client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "CO", language: "en", viewController: presenter),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
    }

    /// Stops the server gracefully and waits for it.
    func stop() async throws {
        serverTask.cancel()
        try await serverTask.value
    }
}
