import Foundation

/// The state behind the static ``Yuno`` facade, as an instance so tests can run their own: the configuration, the
/// shared client and the one flow the facade runs at a time.
///
/// Main-actor isolated. Rules: a start while a facade flow runs is refused, and the refused delegate hears
/// ``Yuno/Result/internalError`` (``YunoError/flowAlreadyActive(checkoutSession:)``); a configuration change
/// builds a new client that shares the running flows' registry and deep links, so `continuePayment`,
/// `hideLoader` and `receiveDeeplink` still reach them; delegates are held weakly, so nothing of a finished flow
/// stays alive.
@MainActor
final class YunoFacade {
    /// The facade the static ``Yuno`` API uses.
    static let shared = YunoFacade()

    /// A flow the facade runs.
    private struct ActiveFlow {
        let serial: Int
        /// The flow's session; a checkout that moved to a new session after a decline names the new one.
        var session: String
        let client: YunoClient
        let task: Task<PaymentOutcome, Never>
    }

    private(set) var config = YunoConfig()
    private(set) var client: YunoClient? {
        // Every client the facade uses (built, rebuilt or installed) reports its UI events to `Yuno.uiEvents()`.
        didSet { client?.events.mirror(to: events) }
    }
    /// The streams of ``Yuno/uiEvents()``: the events of every client the facade has used.
    let events = UIEventHub()
    /// Where errors go before a client exists.
    var logger = YunoLogger.disabled
    /// The Full-checkout delegate (set by `getPaymentMethodViewAsync` or `startCheckout`), held weakly.
    private(set) weak var delegate: (any YunoPaymentDelegate)?
    private var active: ActiveFlow?
    private var serial = 0
    /// The app's framework, named on every request of the clients the facade builds.
    private(set) var platform = Yuno.Platform.native

    nonisolated init() {}

    // MARK: Setup

    /// Installs a client for `apiKey`, keeping the current client's transport, logger and options and sharing its
    /// flows. On failure nothing changes. The first client's transport is created lazily (``LazyTransport``): a
    /// fresh process pays for its `URLSession` on the first request, not here.
    func initialize(apiKey: String, config: YunoConfig) throws(YunoError) {
        let client = try YunoClient(
            apiKey: apiKey, config: config, transport: self.client?.transport ?? LazyTransport(URLSessionTransport()),
            logger: self.client?.context.logger ?? logger,
            options: naming(platform, in: self.client?.options ?? .init()), sharingWith: self.client)
        self.client = client
        self.config = config
    }

    /// Makes `client` the shared client.
    func install(_ client: YunoClient) {
        self.client = client
        self.config = client.config
        if platform != .native { rebuild(client, config: client.config, operation: "Yuno.initialize(client:)") }
    }

    /// Names `platform` on every later request: rebuilds the shared client (sharing its flows) when it changes.
    func setPlatform(_ platform: Yuno.Platform) {
        guard platform != self.platform else { return }
        self.platform = platform
        if let client { rebuild(client, config: client.config, operation: "Yuno.setPlatform") }
    }

    /// Changes the configuration: rebuilds the client with the same key, transport, logger and options, sharing
    /// its flows; running flows keep the configuration they started with.
    func setConfig(_ newValue: YunoConfig) {
        guard let client else {
            config = newValue
            return
        }
        if rebuild(client, config: newValue, operation: "Yuno.config") { config = newValue }
    }

    /// Replaces `client` by one with `config` and the facade's platform, the same key, transport, logger and other
    /// options, sharing its flows. On failure (logged) nothing changes; returns whether it was replaced.
    @discardableResult
    private func rebuild(_ client: YunoClient, config: YunoConfig, operation: String) -> Bool {
        do throws(YunoError) {
            self.client = try YunoClient(
                apiKey: client.apiKey, config: config, transport: client.transport, logger: client.context.logger,
                options: naming(platform, in: client.options), sharingWith: Self.sharing(client))
            return true
        } catch {
            client.context.logger.log(.error, "\(operation) was not applied: \(error)")
            return false
        }
    }

    /// The client a rebuilt client shares its flows with: the one it replaces.
    private static func sharing(_ client: YunoClient) -> YunoClient? {
        return client
    }

    /// `options` with one ``PlatformMiddleware`` for `platform` first (none for a native app).
    private func naming(_ platform: Yuno.Platform, in options: YunoClient.Options) -> YunoClient.Options {
        var options = options
        options.middlewares.removeAll { $0 is PlatformMiddleware }
        if platform != .native { options.middlewares.insert(PlatformMiddleware(platform: platform), at: 0) }
        return options
    }

    /// The shared client, or ``YunoError/notInitialized`` before `initialize`.
    func sharedClient() throws(YunoError) -> YunoClient {
        guard let client else { throw .notInitialized }
        return client
    }

    /// Logs `error` for `operation` on the shared client's logger (the facade's before `initialize`).
    func log(_ operation: String, _ error: YunoError) {
        (client?.context.logger ?? logger).log(.error, "\(operation): \(error)")
    }

    // MARK: Starting flows

    /// The client to start a flow on, or the reason the start is refused.
    private func admit(_ operation: String) -> Result<YunoClient, YunoError> {
        guard let client else {
            logger.log(.error, "\(operation): \(YunoError.notInitialized)")
            return .failure(.notInitialized)
        }
        let active = self.active
        if let active {
            let error = YunoError.flowAlreadyActive(checkoutSession: active.session)
            client.context.logger.log(.error, "\(operation) refused: \(error)")
            return .failure(error)
        }
        return .success(client)
    }

    /// Where a Full or Lite checkout tells the facade it moved to a new session after a decline
    /// (``YunoDeclineRecovering``): ``continuePayment(showPaymentStatus:)`` and ``hideLoader()`` then act on that one.
    private var movedToSession: @MainActor @Sendable (String, String) -> Void {
        { [weak self] declined, next in
            guard let self, var flow = self.active, flow.session == CheckoutSession(declined).id else { return }
            flow.session = CheckoutSession(next).id
            self.active = flow
        }
    }

    /// Registers the facade's flow run by `task` until it ends.
    private func track(_ task: Task<PaymentOutcome, Never>, session: String, client: YunoClient) {
        serial += 1
        let flow = ActiveFlow(serial: serial, session: CheckoutSession(session).id, client: client, task: task)
        active = flow
        Task { @MainActor [weak self] in
            _ = await task.value
            if self?.active?.serial == flow.serial { self?.active = nil }
        }
    }

    func startPaymentSeamlessLite(
        with params: SeamlessParams, paymentSelected: SelectedPaymentMethod, showPaymentStatus: Bool
    ) async -> Yuno.Result {
        guard case .success(let client) = admit("startPaymentSeamlessLite") else { return .internalError }
        let task = Task {
            await client.seamlessOutcome(params, paymentSelected, showPaymentStatus: showPaymentStatus)
        }
        track(task, session: params.checkoutSession, client: client)
        return await withTaskCancellationHandler {
            await task.value.result
        } onCancel: {
            task.cancel()
        }
    }

    func startPaymentLite(
        with delegate: any YunoPaymentDelegate, paymentSelected: SelectedPaymentMethod, showPaymentStatus: Bool
    ) {
        switch admit("startPaymentLite") {
        case .failure: delegate.yunoPaymentResult(.internalError)
        case .success(let client):
            self.delegate = delegate
            track(
                client.startPaymentLite(
                    with: delegate, paymentSelected: paymentSelected, showPaymentStatus: showPaymentStatus,
                    movedToSession: movedToSession),
                session: delegate.checkoutSession, client: client)
        }
    }

    func startCheckout(with delegate: any YunoPaymentDelegate) {
        self.delegate = delegate
    }

    func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> PaymentMethodList {
        self.delegate = delegate
        guard let client else {
            logger.log(.error, "getPaymentMethodViewAsync: \(YunoError.notInitialized)")
            return PaymentMethodList(items: [])
        }
        return await client.getPaymentMethodViewAsync(delegate: delegate)
    }

    @available(*, deprecated)
    func getPaymentMethodView(delegate: any YunoPaymentFullDelegate) -> PaymentMethodList {
        self.delegate = delegate
        guard let client else {
            logger.log(.error, "getPaymentMethodView: \(YunoError.notInitialized)")
            return PaymentMethodList(items: [])
        }
        return client.getPaymentMethodView(delegate: delegate)
    }

    func startPayment(showPaymentStatus: Bool) {
        guard let delegate else {
            (client?.context.logger ?? logger).log(
                .error, "startPayment: no delegate; call getPaymentMethodViewAsync first")
            return
        }
        switch admit("startPayment") {
        case .failure: delegate.yunoPaymentResult(.internalError)
        case .success(let client):
            do throws(YunoError) {
                track(
                    try client.startPayment(
                        with: delegate, showPaymentStatus: showPaymentStatus, movedToSession: movedToSession),
                    session: delegate.checkoutSession, client: client)
            } catch {
                delegate.yunoPaymentResult(.internalError)
            }
        }
    }

    func startPaymentRender(
        paymentMethodSelected: SelectedPaymentMethod, with delegate: any YunoPaymentDelegate
    ) -> YunoRenderFlow {
        switch admit("startPaymentRender") {
        case .failure(let error):
            return YunoRenderFlow(
                client: client, refusal: error, paymentMethodSelected: paymentMethodSelected, delegate: delegate)
        case .success(let client):
            let flow = YunoRenderFlow(
                client: client, refusal: nil, paymentMethodSelected: paymentMethodSelected, delegate: delegate)
            if let task = flow.task { track(task, session: delegate.checkoutSession, client: client) }
            return flow
        }
    }

    func startEnrollmentRender(with delegate: any YunoEnrollmentDelegate) -> YunoEnrollmentRenderFlow {
        switch admit("startEnrollmentRender") {
        case .failure(let error):
            return YunoEnrollmentRenderFlow(client: client, refusal: error, delegate: delegate)
        case .success(let client):
            let flow = YunoEnrollmentRenderFlow(client: client, refusal: nil, delegate: delegate)
            if let task = flow.task { track(task, session: delegate.customerSession, client: client) }
            return flow
        }
    }

    func enrollPayment(with delegate: any YunoEnrollmentDelegate, showPaymentStatus: Bool) {
        switch admit("enrollPayment") {
        case .failure: delegate.yunoEnrollmentResult(.internalError)
        case .success(let client):
            track(
                client.enrollPayment(with: delegate, showPaymentStatus: showPaymentStatus),
                session: delegate.customerSession, client: client)
        }
    }

    // MARK: The running flow

    func continuePayment(showPaymentStatus: Bool) {
        guard let active else {
            (client?.context.logger ?? logger).log(.error, "\(YunoError.noFlowWaiting(operation: "continuePayment"))")
            return
        }
        Task {
            try? await active.client.continuePayment(
                checkoutSession: active.session, showPaymentStatus: showPaymentStatus)
        }
    }

    func hideLoader() {
        guard let active else { return }
        Task { await active.client.hideLoader(checkoutSession: active.session) }
    }

    func receiveDeeplink(_ url: URL, showStatusView: Bool) -> Bool {
        if client?.receiveDeeplink(url, showStatusView: showStatusView) == true { return true }
        guard let running = active?.client, running !== client else { return false }
        return running.receiveDeeplink(url, showStatusView: showStatusView)
    }

    /// The session of the facade's running flow, if any.
    var activeSession: String? { active?.session }

    /// Waits until the facade's running flow (if any) has ended and been released.
    func activeFlowEnded() async {
        while let running = active {
            _ = await running.task.value
            await Task.yield()
            if active?.serial == running.serial { active = nil }
        }
    }
}
