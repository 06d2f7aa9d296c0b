/// The parameters of a Seamless Lite payment: the checkout session, the country, the language and where to
/// present the checkout UI.
///
/// Immutable and `Sendable`: it may be created anywhere and handed to the main-actor facade.
public final class SeamlessParams: Sendable {
    /// The checkout session (a UUID) the merchant's server created.
    public let checkoutSession: String
    /// The ISO 3166-1 alpha-2 country of the payment.
    public let countryCode: String
    /// The language of the checkout UI (one of the 20 supported, any case or region), or `nil` for the device's.
    public let language: String?
    /// Where the checkout UI is presented: a ``YunoPresenter`` (or a `UIViewController` where UIKit exists).
    public let viewController: YunoViewController?

    /// Creates the parameters. Nothing is validated here; the flow validates them and ends with
    /// ``Yuno/Result/internalError`` and a precise ``YunoError`` when one is malformed.
    public init(
        checkoutSession: String, countryCode: String, language: String? = nil,
        viewController: YunoViewController? = nil
    ) {
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        self.language = language
        self.viewController = viewController
    }
}
