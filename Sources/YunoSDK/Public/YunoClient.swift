import Foundation

/// A Yuno SDK instance: an API key, a ``YunoConfig`` and a transport, offering every operation of the ``Yuno``
/// facade as instance methods.
///
/// Use instances in tests, benchmarks and apps that serve several merchants; each keeps its own flows and
/// outcomes, so instances never interfere. `Sendable` and immutable: call it from any isolation domain, and run
/// as many flows concurrently as you like — one per checkout session (a second start for a session whose flow
/// is active is refused at once, with nothing sent).
public final class YunoClient: Sendable {
    /// The configuration the client was created with.
    public let config: YunoConfig
    /// The environment requests go to, resolved from the configuration or the key prefix.
    public let environment: YunoEnvironment
    /// The base URL requests go to.
    public let baseURL: URL
    /// The transport the client was created with (without middlewares).
    public let transport: any YunoTransport
    let apiKey: String
    let context: FlowContext
    let registry = FlowRegistry()
    let selections = SelectionStore()

    /// Creates a client.
    ///
    /// - Throws: ``YunoError/invalidAPIKey(reason:)`` when the key is empty, malformed or its prefix selects no
    ///   environment; ``YunoError/insecureBaseURL(_:)`` when a custom URL is plain HTTP off loopback.
    public init(
        apiKey: String, config: YunoConfig = YunoConfig(), transport: any YunoTransport = URLSessionTransport(),
        logger: YunoLogger = .disabled, options: Options = Options()
    ) throws(YunoError) {
        let environment = try Self.resolveEnvironment(apiKey: apiKey, config: config)
        guard let baseURL = environment.baseURL else { throw .invalidAPIKey(reason: "no environment") }
        try Self.checkTransportSecurity(baseURL)
        self.apiKey = apiKey
        self.config = config
        self.environment = environment
        self.baseURL = baseURL
        self.transport = transport
        let chain = MiddlewareChain(transport: transport, middlewares: options.middlewares)
        self.context = FlowContext(
            api: YunoAPIClient(transport: chain, baseURL: baseURL, publicAPIKey: apiKey), config: config,
            logger: logger, options: options, deepLinks: DeepLinkRegistry())
    }

    // MARK: Seamless Lite

    /// Runs a Seamless Lite payment (the SDK tokenizes and creates the payment) and returns its result.
    ///
    /// Runs in the caller's task: cancelling that task ends the flow promptly with
    /// ``Yuno/Result/userCancelled`` and cancels its in-flight request. Never throws; bad input ends with
    /// ``Yuno/Result/internalError`` and nothing sent. The detailed outcome is
    /// ``seamlessPayment(with:paymentSelected:showPaymentStatus:)``'s, or ``outcome(forCheckoutSession:)``.
    public func startPaymentSeamlessLite(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> Yuno.Result {
        await seamlessPayment(with: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus)
            .result
    }

    /// Runs a Seamless Lite payment and calls `callback` once, on the main actor, with its result.
    ///
    /// - Returns: The task running the flow; cancel it to cancel the flow (the callback then receives
    ///   ``Yuno/Result/userCancelled``).
    @discardableResult
    public func startPaymentSeamlessLite(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true,
        callback: @escaping @MainActor @Sendable (Yuno.Result) -> Void
    ) -> Task<Void, Never> {
        Task {
            let result = await startPaymentSeamlessLite(
                with: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus)
            await callback(result)
        }
    }

    /// Runs a Seamless Lite payment for a delegate: reads its session, country, language and view controller on
    /// the main actor, and delivers the result to ``YunoPaymentDelegate/yunoPaymentResult(_:)`` on the main
    /// actor, exactly once. Also returns the result.
    @discardableResult
    public func startPaymentSeamlessLite(
        delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> Yuno.Result {
        let params = await SeamlessParams.reading(delegate)
        let result = await startPaymentSeamlessLite(
            with: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus)
        await MainActor.run { delegate.yunoPaymentResult(result) }
        return result
    }

    /// Runs a Seamless Lite payment and returns its detailed outcome: result, backend status, sub-status,
    /// payment id and, when it failed, the precise ``YunoError``.
    public func seamlessPayment(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> PaymentOutcome {
        let request: CheckoutRequest
        do {
            request = try CheckoutRequest(
                params: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus)
        } catch {
            return refused(params.checkoutSession, error)
        }
        let session = request.checkoutSession
        let flow = PaymentFlow(checkoutSession: session, context: context)
        guard await registry.claim(flow) else { return refused(session, .flowAlreadyActive(checkoutSession: session)) }
        context.logger.log(.info, "[\(session)] seamless flow started (\(request.paymentMethodType))")
        let outcome = await flow.runSeamless(request)
        await registry.release(flow, outcome: outcome)
        return outcome
    }

    // MARK: Outcomes

    /// The outcome of the latest finished flow for `checkoutSession`, or `nil` (none finished, or forgotten after
    /// 4,096 newer sessions).
    public func outcome(forCheckoutSession checkoutSession: String) async -> PaymentOutcome? {
        await registry.outcome(for: checkoutSession.lowercased())
    }

    /// The outcome of the latest flow this client finished, or `nil`.
    public var lastOutcome: PaymentOutcome? {
        get async { await registry.lastOutcome }
    }

    /// The active flow for `checkoutSession`, or `nil`; observe its ``PaymentFlow/state``.
    public func activeFlow(forCheckoutSession checkoutSession: String) async -> PaymentFlow? {
        await registry.flow(for: checkoutSession.lowercased())
    }

    // MARK: Helpers

    /// An outcome for a flow refused before anything was sent; logged with its precise reason.
    func refused(_ session: String, _ error: YunoError) -> PaymentOutcome {
        context.logger.log(.error, "[\(session)] flow refused: \(error)")
        return PaymentOutcome(result: .internalError, checkoutSession: session, error: error)
    }

    static func resolveEnvironment(apiKey: String, config: YunoConfig) throws(YunoError) -> YunoEnvironment {
        guard !apiKey.isEmpty else { throw .invalidAPIKey(reason: "the key is empty") }
        guard apiKey.count <= 512, apiKey.allSatisfy({ $0.asciiValue.map { (0x21...0x7E).contains($0) } ?? false })
        else {
            throw .invalidAPIKey(reason: "the key contains spaces, control or non-ASCII characters")
        }
        guard let derived = YunoEnvironment.derived(fromAPIKey: apiKey) else {
            throw .invalidAPIKey(reason: "the prefix must be sandbox_, staging_, dev_ or prod_")
        }
        return config.environment == .automatic ? derived : config.environment
    }

    static func checkTransportSecurity(_ url: URL) throws(YunoError) {
        let scheme = url.scheme?.lowercased()
        if scheme == "https" { return }
        let loopback = ["127.0.0.1", "::1", "[::1]", "localhost"]
        guard scheme == "http", let host = url.host?.lowercased(), loopback.contains(host) else {
            throw .insecureBaseURL(url.absoluteString)
        }
    }
}
