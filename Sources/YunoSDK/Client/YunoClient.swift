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
    /// The options the client was created with (a rebuilt client starts from them).
    let options: Options
    let context: FlowContext
    let registry: FlowRegistry
    let selections: SelectionStore
    /// The Full-checkout lists' unenrollments, so each saved row's result is told once (shared like `selections`).
    let unenrollments: Unenrollments
    /// The streams of ``uiEvents()``: the registry's, so shared with rebuilt clients like the flows.
    var events: UIEventHub { registry.events }

    /// Creates a client. The default transport is a ``LazyTransport`` over ``URLSessionTransport``: its
    /// `URLSession` is created by the first request, so creating a client costs microseconds.
    ///
    /// - Throws: ``YunoError/invalidAPIKey(reason:)`` when the key is empty, too long, malformed or its prefix
    ///   selects no environment; ``YunoError/privateKeyNotAllowed`` for a private secret key;
    ///   ``YunoError/insecureBaseURL(_:)`` when a custom URL is plain HTTP off loopback;
    ///   ``YunoError/invalidApplePayMerchantIdentifier(reason:)`` when ``YunoConfig/applePayMerchantIdentifier`` is
    ///   set but malformed.
    public convenience init(
        apiKey: String, config: YunoConfig = YunoConfig(),
        transport: any YunoTransport = LazyTransport(URLSessionTransport()),
        logger: YunoLogger = .disabled, options: Options = Options()
    ) throws(YunoError) {
        try self.init(
            apiKey: apiKey, config: config, transport: transport, logger: logger, options: options, sharingWith: nil)
    }

    /// Creates a client that shares its flows (registry, deep links, list selections) with `shared`, so a client
    /// rebuilt for a new configuration still reaches the flows the old one started: the facade's config changes
    /// never orphan a running flow.
    init(
        apiKey: String, config: YunoConfig, transport: any YunoTransport, logger: YunoLogger, options: Options,
        sharingWith shared: YunoClient?
    ) throws(YunoError) {
        let environment = try Self.resolveEnvironment(apiKey: apiKey, config: config)
        guard let baseURL = environment.baseURL else { throw .invalidAPIKey(reason: "no environment") }
        try Self.checkTransportSecurity(baseURL)
        try Self.checkApplePayMerchantIdentifier(config.applePayMerchantIdentifier)
        self.apiKey = apiKey
        self.options = options
        self.config = config
        self.environment = environment
        self.baseURL = baseURL
        self.transport = transport
        self.registry = shared?.registry ?? FlowRegistry()
        self.selections = shared?.selections ?? SelectionStore()
        self.unenrollments = shared?.unenrollments ?? Unenrollments()
        let chain = MiddlewareChain(transport: transport, middlewares: options.middlewares)
        self.context = FlowContext(
            api: YunoAPIClient(transport: chain, baseURL: baseURL, publicAPIKey: apiKey), config: config,
            logger: logger, settings: FlowSettings(options), deepLinks: shared?.context.deepLinks ?? DeepLinkRegistry())
    }

    // MARK: Seamless Lite

    /// Runs a Seamless Lite payment (the SDK tokenizes and creates the payment) and returns its result.
    ///
    /// Runs in the caller's task: cancelling that task ends the flow promptly with
    /// ``Yuno/Result/userCancelled`` and cancels its in-flight request. Never throws; bad input ends with
    /// ``Yuno/Result/internalError`` and nothing sent. The detailed outcome is
    /// ``seamlessPayment(with:paymentSelected:showPaymentStatus:)``'s, or ``outcome(forCheckoutSession:)``.
    nonisolated(nonsending) public func startPaymentSeamlessLite(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> Yuno.Result {
        await seamlessOutcome(params, SelectedPaymentMethod(paymentSelected), showPaymentStatus: showPaymentStatus)
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
        let selection = SelectedPaymentMethod(paymentSelected)
        return Task { @MainActor in
            callback(await seamlessOutcome(params, selection, showPaymentStatus: showPaymentStatus).result)
        }
    }

    /// Runs a Seamless Lite payment for a delegate: reads its session, country, language and view controller on
    /// the main actor, and delivers the result to ``YunoPaymentDelegate/yunoPaymentResult(_:)`` on the main
    /// actor, exactly once (a refused start included). Also returns the result.
    @discardableResult
    nonisolated(nonsending) public func startPaymentSeamlessLite(
        delegate: any YunoPaymentDelegate, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> Yuno.Result {
        let selection = SelectedPaymentMethod(paymentSelected)
        let params = await SeamlessParams.reading(delegate)
        return await launch(
            session: params.checkoutSession,
            prepare: { () throws(YunoError) in
                try seamlessStart(params, paymentSelected: selection, showPaymentStatus: showPaymentStatus)
            }, deliver: Self.delivery(to: delegate)
        ).result
    }

    /// Runs a Seamless Lite payment and returns its detailed outcome: result, backend status, sub-status,
    /// payment id and, when it failed, the precise ``YunoError``.
    nonisolated(nonsending) public func seamlessPayment(
        with params: SeamlessParams, paymentSelected: any PaymentMethodSelected, showPaymentStatus: Bool = true
    ) async -> PaymentOutcome {
        await seamlessOutcome(params, SelectedPaymentMethod(paymentSelected), showPaymentStatus: showPaymentStatus)
    }

    /// The Seamless Lite flow of every public entry point, on the `Sendable` copy of the selection.
    nonisolated(nonsending) func seamlessOutcome(
        _ params: SeamlessParams, _ selection: SelectedPaymentMethod, showPaymentStatus: Bool
    ) async -> PaymentOutcome {
        await launch(
            session: params.checkoutSession,
            prepare: { () throws(YunoError) in
                try seamlessStart(params, paymentSelected: selection, showPaymentStatus: showPaymentStatus)
            }, deliver: { _ in })
    }

    /// The start of a Seamless Lite flow. The entry points' `prepare` closures call it with what they hold and no
    /// more: their frames live as long as the flow, so the screens' configuration (``nativeScreens``, a few hundred
    /// bytes) is read here, not captured there.
    private func seamlessStart(
        _ params: SeamlessParams, paymentSelected: SelectedPaymentMethod, showPaymentStatus: Bool
    ) throws(YunoError) -> FlowStart {
        let request = try CheckoutRequest(
            params: params, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus,
            screens: nativeScreens)
        return FlowStart(
            session: request.checkoutSession, presenter: request.presenter, showsStatus: showPaymentStatus,
            work: .seamless(request))
    }

    // MARK: Outcomes

    /// The outcome of the latest finished flow for `checkoutSession`, or `nil` (none finished, or forgotten after
    /// 4,096 newer outcomes).
    public func outcome(forCheckoutSession checkoutSession: String) async -> PaymentOutcome? {
        await registry.outcome(for: CheckoutSession(checkoutSession))
    }

    /// The outcome of the latest flow this client finished, or `nil`.
    public var lastOutcome: PaymentOutcome? {
        get async { await registry.lastOutcome }
    }

    /// The active flow for `checkoutSession`, or `nil`; observe its ``PaymentFlow/state``.
    public func activeFlow(forCheckoutSession checkoutSession: String) async -> PaymentFlow? {
        await registry.flow(for: CheckoutSession(checkoutSession))
    }

    // MARK: UI events

    /// A stream of the UI events of this client's flows from now on: screens presented and closed, the loader shown
    /// and hidden, methods selected in the SDK's list, and each flow's result (a refused start included), in the
    /// order of the presenter and delegate calls they report. See ``YunoUIEvent``.
    ///
    /// Open as many streams as you like; each ends when its consumer stops iterating (a SwiftUI `.task` that is
    /// cancelled, a loop that breaks). A consumer that falls more than 256 events behind loses the oldest.
    ///
    /// <!-- not-compiled: a SwiftUI modifier around the app's analytics; the stream is tested in UIEventStreamTests -->
    /// ```swift
    /// .task {
    ///     for await event in client.uiEvents() where event.kind == .presented {
    ///         analytics.log("checkout screen \(event.screen!) shown")
    ///     }
    /// }
    /// ```
    @MainActor
    public func uiEvents() -> AsyncStream<YunoUIEvent> {
        events.stream()
    }

    // MARK: Helpers

    /// What the SDK's own screens need from this client: the configured appearance, its clock, the client's
    /// ``receiveDeeplink(_:showStatusView:)`` for the return link a redirect page's browser sheet captures, and the
    /// Apple Pay merchant identifier with the logger that says why a sheet was not drawn.
    var nativeScreens: PresenterResolution.NativeScreens {
        PresenterResolution.NativeScreens(
            appearance: config.appearance, now: context.settings.now,
            deepLinks: { [weak self] url in self?.receiveDeeplink(url) ?? false },
            applePayMerchantIdentifier: config.applePayMerchantIdentifier, logger: context.logger)
    }

    static func resolveEnvironment(apiKey: String, config: YunoConfig) throws(YunoError) -> YunoEnvironment {
        guard !apiKey.isEmpty else { throw .invalidAPIKey(reason: "the key is empty") }
        guard apiKey.utf8.count <= 512 else { throw .invalidAPIKey(reason: "the key is longer than 512 bytes") }
        guard apiKey.allSatisfy({ $0.asciiValue.map { (0x21...0x7E).contains($0) } ?? false })
        else {
            throw .invalidAPIKey(reason: "the key contains spaces, control or non-ASCII characters")
        }
        if isPrivateKey(apiKey) { throw .privateKeyNotAllowed }
        guard let derived = YunoEnvironment.derived(fromAPIKey: apiKey) else {
            throw .invalidAPIKey(reason: "the prefix must be sandbox_, staging_, dev_ or prod_")
        }
        return config.environment == .automatic ? derived : config.environment
    }

    /// Whether `apiKey` looks like a private secret key: `sk_…`, or an environment prefix followed by `sk_`
    /// (`sandbox_sk_…`, `prod_sk_…`), or one that names itself secret or private.
    static func isPrivateKey(_ apiKey: String) -> Bool {
        let lowered = apiKey.lowercased()
        if lowered.hasPrefix("sk_") || lowered.hasPrefix("sk-") { return true }
        let parts = lowered.split(separator: "_", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count > 1, ["sk", "secret", "private"].contains(parts[1]) { return true }
        return ["secret_key", "private_key", "private-secret"].contains { lowered.utf8.containsBytes(of: $0) }
    }

    /// Refuses a configured Apple Pay merchant identifier that the SDK's screens would never use, at start-up
    /// rather than when a shopper reaches the sheet; `nil` (no Apple Pay sheet) is fine.
    static func checkApplePayMerchantIdentifier(_ text: String?) throws(YunoError) {
        guard let text else { return }
        do throws(ApplePayMerchantIdentifier.Invalid) {
            _ = try ApplePayMerchantIdentifier(validating: text)
        } catch {
            throw .invalidApplePayMerchantIdentifier(reason: error.description)
        }
    }

    static func checkTransportSecurity(_ url: URL) throws(YunoError) {
        let scheme = url.scheme?.lowercased()
        if scheme == "https" { return }
        guard scheme == "http", let host = url.host, SDKAction.isLoopback(host) else {
            throw .insecureBaseURL(url.absoluteString)
        }
    }
}

extension String.UTF8View {
    /// Whether `other`'s bytes occur in these bytes: a plain byte search, where `String.contains` would go through
    /// Foundation's `NSString` search (Unicode tables loaded on first use: a cold `Yuno.initialize` paid for them).
    fileprivate func containsBytes(of other: String) -> Bool {
        let needle = Array(other.utf8)
        let haystack = Array(self)
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
