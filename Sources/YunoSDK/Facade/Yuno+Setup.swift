extension Yuno {
    /// Initializes the shared client with a public API key and reports success to `callback` (on the main actor).
    ///
    /// An invalid key (empty, or a prefix other than `sandbox_`, `staging_`, `dev_`, `prod_`) reports `false`,
    /// and the previous shared client, if any, stays in place.
    @MainActor
    public static func initialize(
        apiKey: String, config: YunoConfig = YunoConfig(), callback: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let succeeded = (try? YunoFacade.shared.initialize(apiKey: apiKey, config: config)) != nil
        callback?(succeeded)
    }

    /// Initializes the shared client with a public API key.
    ///
    /// - Throws: ``YunoError/invalidAPIKey(reason:)`` or ``YunoError/insecureBaseURL(_:)``; the previous shared
    ///   client, if any, stays in place.
    @MainActor
    public static func initialize(apiKey: String, config: YunoConfig = YunoConfig()) async throws(YunoError) {
        try YunoFacade.shared.initialize(apiKey: apiKey, config: config)
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

    /// The shared client, or `nil` before a successful ``initialize(apiKey:config:callback:)``.
    @MainActor
    public static var sharedClient: YunoClient? { YunoFacade.shared.client }
}
