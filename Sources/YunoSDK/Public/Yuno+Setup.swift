extension Yuno {
    /// Initializes the shared client with a public API key and reports success to `callback` (on the main actor).
    ///
    /// An invalid key (empty, or a prefix other than `sandbox_`, `staging_`, `dev_`, `prod_`) reports `false`,
    /// and the previous shared client, if any, stays in place.
    @MainActor
    public static func initialize(
        apiKey: String, config: YunoConfig = YunoConfig(), callback: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let succeeded = (try? install(apiKey: apiKey, config: config)) != nil
        callback?(succeeded)
    }

    /// Initializes the shared client with a public API key.
    ///
    /// - Throws: ``YunoError/invalidAPIKey(reason:)`` or ``YunoError/insecureBaseURL(_:)``; the previous shared
    ///   client, if any, stays in place.
    @MainActor
    public static func initialize(apiKey: String, config: YunoConfig = YunoConfig()) async throws(YunoError) {
        try install(apiKey: apiKey, config: config)
    }

    /// Makes `client` the shared client the facade forwards to: how an app points the facade at another
    /// transport (such as the `YunoSandbox` emulator) or injects a logger.
    @MainActor
    public static func initialize(client: YunoClient) {
        YunoFacadeState.client = client
        YunoFacadeState.config = client.config
        YunoFacadeState.transport = client.transport
    }

    /// The shared client's configuration. Setting it rebuilds the shared client with the same key and transport;
    /// a configuration the key cannot use (for example an insecure custom URL) is ignored and logged.
    @MainActor
    public static var config: YunoConfig {
        get { YunoFacadeState.config }
        set {
            guard let client = YunoFacadeState.client else {
                YunoFacadeState.config = newValue
                return
            }
            do {
                try install(apiKey: client.apiKey, config: newValue)
            } catch {
                YunoFacadeState.logger.log(.error, "Yuno.config was not changed: \(error)")
            }
        }
    }

    /// The shared client, or `nil` before a successful ``initialize(apiKey:config:callback:)``.
    @MainActor
    public static var sharedClient: YunoClient? { YunoFacadeState.client }

    @MainActor
    private static func install(apiKey: String, config: YunoConfig) throws(YunoError) {
        let client = try YunoClient(
            apiKey: apiKey, config: config, transport: YunoFacadeState.transport, logger: YunoFacadeState.logger,
            options: YunoFacadeState.options)
        YunoFacadeState.client = client
        YunoFacadeState.config = config
    }
}
