/// The merchant object an enrollment (saving a card for later) reads its customer session from and reports to.
///
/// Not `@MainActor`; the SDK reads every property and calls every method on the main actor.
public protocol YunoEnrollmentDelegate: AnyObject, Sendable {
    /// The customer session (UUID) the merchant's server created with `POST /v1/customers/sessions`.
    var customerSession: String { get }
    /// The ISO 3166-1 alpha-2 country of the customer.
    var countryCode: String { get }
    /// The checkout language, or `nil` for the device's preferred language. Default: `nil`.
    var language: String? { get }
    /// Where the enrollment UI is presented. Default: `nil`.
    @MainActor var viewController: YunoViewController? { get }
    /// Receives the enrollment's result, exactly once per enrollment, on the main actor.
    func yunoEnrollmentResult(_ result: Yuno.Result)
}

extension YunoEnrollmentDelegate {
    /// No language: the device's preferred language is used.
    public var language: String? { nil }
    /// No presenter.
    @MainActor public var viewController: YunoViewController? { nil }
}
