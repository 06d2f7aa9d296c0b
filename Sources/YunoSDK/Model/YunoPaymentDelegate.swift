/// The merchant object a checkout flow reads its session from and reports to.
///
/// Not `@MainActor` (as in Yuno's SDK), so all three conformance patterns of the documentation work: immutable
/// `nonisolated` properties on a `@MainActor` class, `MainActor.assumeIsolated` over main-actor state, or a plain
/// `final class` service with `let` properties.
///
/// Isolation guarantee: the SDK reads every property and calls every method **on the main actor**, so
/// `MainActor.assumeIsolated` inside a conformance never traps.
public protocol YunoPaymentDelegate: AnyObject, Sendable {
    /// The checkout session (UUID) created by the merchant's server.
    var checkoutSession: String { get }
    /// The ISO 3166-1 alpha-2 country of the payment.
    var countryCode: String { get }
    /// The checkout language, or `nil` for the device's preferred language. Default: `nil`.
    var language: String? { get }
    /// Where the checkout UI is presented. Default: `nil`.
    @MainActor var viewController: YunoViewController? { get }
    /// Receives the one-time token; implement this or ``yunoCreatePayment(with:information:)``.
    func yunoCreatePayment(with token: String)
    /// Receives the one-time token and the token response (`token`, `vaulted_token`, `vault_on_success`, `type`,
    /// `card_data`); the SDK calls only this one, and its default forwards to ``yunoCreatePayment(with:)``.
    func yunoCreatePayment(with token: String, information: [String: Any])
    /// Receives the flow's result, exactly once per flow, on the main actor.
    func yunoPaymentResult(_ result: Yuno.Result)
}

extension YunoPaymentDelegate {
    /// No language: the device's preferred language is used.
    public var language: String? { nil }
    /// No presenter.
    @MainActor public var viewController: YunoViewController? { nil }
    /// Does nothing; implement it or ``yunoCreatePayment(with:information:)``.
    public func yunoCreatePayment(with token: String) {}
    /// Forwards to ``yunoCreatePayment(with:)``.
    public func yunoCreatePayment(with token: String, information: [String: Any]) {
        yunoCreatePayment(with: token)
    }
}
