/// Options of the SDK; every field is optional and defaults as in Yuno's documentation.
///
/// A value type. `Yuno.config.environment = .sandbox` changes the shared client's configuration; a
/// ``YunoClient`` keeps the configuration it was created with. Nothing here is validated until a client is
/// created: an insecure ``YunoEnvironment/custom(_:)`` URL makes ``YunoClient/init(apiKey:config:transport:logger:options:)``
/// throw ``YunoError/insecureBaseURL(_:)`` (the facade ignores and logs such a change).
public struct YunoConfig: Sendable, Hashable {
    /// The API environment; ``YunoEnvironment/automatic`` (the default) derives it from the API key's prefix.
    public var environment: YunoEnvironment
    /// How the card form asks for fields; ``CardFormType/oneStep`` by default.
    public var cardFormType: CardFormType
    /// Styling of the checkout UI.
    public var appearance: Yuno.Appearance
    /// Whether card forms show the "save card" checkbox; `false` by default.
    public var saveCardEnabled: Bool
    /// Whether the loader stays visible until `hideLoader()` or `continuePayment()`; `false` by default.
    public var keepLoader: Bool
    /// Whether the card form hides the cardholder-name field; `false` by default.
    public var hideCardholderName: Bool
    /// The app's Apple Pay merchant identifier (`merchant.com.acme.shop`: its Signing & Capabilities entitlement,
    /// matching the Yuno dashboard), `nil` by default. [ours] until Yuno publishes its field.
    ///
    /// When set, the SDK's own screens draw the Apple Pay sheet for an `APPLE_PAY` method; when `nil` or the device
    /// cannot pay, they answer the sheet as closed, as before. A malformed identifier is refused when the client is
    /// created (`YunoClient.init` and `Yuno.initialize` throw ``YunoError/invalidApplePayMerchantIdentifier(reason:)``
    /// with the rule of ``ApplePayMerchantIdentifier`` it breaks; a `Yuno.config` change carrying one is not applied
    /// and is logged). Your own ``YunoPresenter`` ignores it. Set it on a configuration
    /// (`config.applePayMerchantIdentifier = "merchant.com.acme.shop"`); the initializer keeps Yuno's published shape.
    public var applePayMerchantIdentifier: String?

    /// Creates a configuration with the documented defaults.
    public init(
        environment: YunoEnvironment = .automatic, cardFormType: CardFormType = .oneStep,
        appearance: Yuno.Appearance = Yuno.Appearance(), saveCardEnabled: Bool = false, keepLoader: Bool = false,
        hideCardholderName: Bool = false
    ) {
        self.environment = environment
        self.cardFormType = cardFormType
        self.appearance = appearance
        self.saveCardEnabled = saveCardEnabled
        self.keepLoader = keepLoader
        self.hideCardholderName = hideCardholderName
        applePayMerchantIdentifier = nil
    }
}
