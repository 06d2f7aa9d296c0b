extension Yuno {
    /// Initializes the shared client with a public API key and reports success to `callback` (on the main actor).
    ///
    /// An invalid key (empty, a private key, or a prefix other than `sandbox_`, `staging_`, `dev_`, `prod_`)
    /// reports `false`, and the previous shared client, if any, stays in place.
    ///
    /// Callable from any isolation, as Yuno's plugins call it: from main-actor code (or the main thread) the client exists when the call
    /// returns; elsewhere the work is queued to the main actor ahead of any later facade call.
    public static func initialize(
        apiKey: String, config: YunoConfig = YunoConfig(), callback: (@MainActor @Sendable (Bool) -> Void)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) {
        MainActorEntry.shared.run(from: isolation) {
            let succeeded = (try? YunoFacade.shared.initialize(apiKey: apiKey, config: config)) != nil
            callback?(succeeded)
        }
    }

    /// Initializes the shared client with a public API key, as Yuno's render-mode guide writes it:
    /// `await Yuno.initialize(apiKey: "…")`.
    ///
    /// - Returns: `.success` once the shared client exists, or `.failure` with ``YunoError/invalidAPIKey(reason:)``,
    ///   ``YunoError/privateKeyNotAllowed`` or ``YunoError/insecureBaseURL(_:)`` — then the previous shared
    ///   client, if any, stays in place. The result may be ignored; `try await Yuno.initialize(apiKey: key).get()`
    ///   turns a failure into a thrown ``YunoError``.
    @MainActor
    @discardableResult
    public static func initialize(apiKey: String, config: YunoConfig = YunoConfig()) async
        -> Swift.Result<Void, YunoError>
    {
        do throws(YunoError) {
            try YunoFacade.shared.initialize(apiKey: apiKey, config: config)
            return .success(())
        } catch {
            YunoFacade.shared.logger.log(.error, "Yuno.initialize: \(error)")
            return .failure(error)
        }
    }

    /// Makes `client` the shared client the facade forwards to: how an app points the facade at another
    /// transport (such as the `YunoSandbox` emulator) or injects a logger.
    @MainActor
    public static func initialize(client: YunoClient) {
        YunoFacade.shared.install(client)
    }

    /// The shared client's configuration. Setting it rebuilds the shared client with the same key, transport,
    /// logger and options; flows already running keep the configuration they started with and stay reachable
    /// (`continuePayment`, `hideLoader`, `receiveDeeplink`). A configuration the key cannot use (for example an
    /// insecure custom URL) is ignored and logged.
    @MainActor
    public static var config: YunoConfig {
        get { YunoFacade.shared.config }
        set { YunoFacade.shared.setConfig(newValue) }
    }

    /// A stream of the UI events of the facade's flows from now on (the shared client's, whichever client that is
    /// when a flow starts): screens presented and closed, the loader, methods selected, results. See
    /// ``YunoClient/uiEvents()`` and ``YunoUIEvent``; may be opened before ``initialize(apiKey:config:callback:isolation:)``.
    @MainActor
    public static func uiEvents() -> AsyncStream<YunoUIEvent> {
        YunoFacade.shared.events.stream()
    }

    /// The shared client, or `nil` before a successful ``initialize(apiKey:config:callback:isolation:)``.
    @MainActor
    public static var sharedClient: YunoClient? { YunoFacade.shared.client }

    /// Tells the SDK which framework the app is written in, as Yuno's Flutter and React Native wrappers do
    /// (`Yuno.setPlatform(.flutter)`): every later request of the shared client names it in the
    /// `X-Yuno-SDK-Platform` header. Running flows are not touched.
    ///
    /// - Parameters:
    ///   - platform: The app's framework.
    ///   - isolation: The caller's isolation, filled in by `#isolation`: leave the default. From main-actor code (or
    ///     the main thread) the call acts before it returns; from elsewhere it is queued to the main actor in order.
    public static func setPlatform(_ platform: Platform, isolation: isolated (any Actor)? = #isolation) {
        MainActorEntry.shared.run(from: isolation) { YunoFacade.shared.setPlatform(platform) }
    }
}
