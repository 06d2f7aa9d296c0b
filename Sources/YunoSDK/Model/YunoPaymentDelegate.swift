/// The merchant object a checkout flow reads its session from and reports to.
///
/// Not `@MainActor` (as in Yuno's SDK), so all three conformance patterns of the documentation work: immutable
/// `nonisolated` properties on a `@MainActor` class, `MainActor.assumeIsolated` over main-actor state, or a plain
/// `final class` service with `let` properties.
///
/// Isolation guarantee: the SDK reads every property and calls every method **on the main actor**, so
/// `MainActor.assumeIsolated` inside a conformance never traps.
///
/// `language` and `viewController` come from ``YunoPresentationDelegate``, which ``YunoEnrollmentDelegate`` shares,
/// so one class may adopt both delegates.
public protocol YunoPaymentDelegate: YunoPresentationDelegate {
    /// The checkout session (UUID) created by the merchant's server.
    var checkoutSession: String { get }
    /// The ISO 3166-1 alpha-2 country of the payment.
    var countryCode: String { get }
    /// Receives the one-time token; implement this or ``yunoCreatePayment(with:information:)``.
    func yunoCreatePayment(with token: String)
    /// Receives the one-time token and the token response (`token`, `vaulted_token`, `vault_on_success`, `type`,
    /// `card_data`); the SDK calls only this one, and its default forwards to ``yunoCreatePayment(with:)``.
    func yunoCreatePayment(with token: String, information: [String: Any])
    /// Receives the flow's result, exactly once per flow, on the main actor.
    func yunoPaymentResult(_ result: Yuno.Result)
    /// Render mode: the SDK started (`true`) or finished (`false`) work the shopper waits for — tokenizing the
    /// form, creating or reading the payment — so the merchant can show its own loader. Called on the main actor,
    /// always in pairs; other modes show the SDK's loader instead. Default: does nothing.
    func onLoading(isLoading: Bool)
    /// The installment option selected in the SDK's card form (Yuno SDK 2.21), called on the main actor in the same
    /// turn as the form's change: once for the default option when the session's plans apply to the card, on every
    /// change (the shopper's pick, or a new card number whose options differ), and `nil` once when the selection no
    /// longer applies (the number cleared, or a card the plans do not cover). Never twice in a row with the same
    /// value. Informational: the selection travels with the one-time token either way. Default: does nothing.
    func onInstallmentSelected(_ installment: YunoInstallmentSelected?)
}

extension YunoPaymentDelegate {
    /// Does nothing: the merchant shows no loader of its own.
    public func onLoading(isLoading: Bool) {}
    /// Does nothing: the merchant does not follow the installment selection.
    public func onInstallmentSelected(_ installment: YunoInstallmentSelected?) {}
    /// Does nothing; implement it or ``yunoCreatePayment(with:information:)``.
    public func yunoCreatePayment(with token: String) {}
    /// Forwards to ``yunoCreatePayment(with:)``.
    public func yunoCreatePayment(with token: String, information: [String: Any]) {
        yunoCreatePayment(with: token)
    }
}
