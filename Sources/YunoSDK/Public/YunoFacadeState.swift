/// The shared state behind the ``Yuno`` facade: the configuration and the shared client. Main-actor isolated.
@MainActor
enum YunoFacadeState {
    static var config = YunoConfig()
    static var client: YunoClient?
    static var transport: any YunoTransport = URLSessionTransport()
    static var logger = YunoLogger.disabled
    static var options = YunoClient.Options()
    /// The Full/Lite delegate (set by `getPaymentMethodViewAsync`, `startCheckout` or `startPaymentLite`).
    static var delegate: (any YunoPaymentDelegate)?
    /// The checkout session of the facade's active Full/Lite flow.
    static var activeSession: String?
}
