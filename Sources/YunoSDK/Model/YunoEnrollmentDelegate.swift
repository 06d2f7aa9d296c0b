/// The merchant object an enrollment (saving a card for later) reads its customer session from and reports to.
///
/// Not `@MainActor`; the SDK reads every property and calls every method on the main actor.
///
/// `language` and `viewController` come from ``YunoPresentationDelegate``, which ``YunoPaymentDelegate`` shares,
/// so one class may adopt both delegates.
public protocol YunoEnrollmentDelegate: YunoPresentationDelegate {
    /// The customer session (UUID) the merchant's server created with `POST /v1/customers/sessions`.
    var customerSession: String { get }
    /// The ISO 3166-1 alpha-2 country of the customer.
    var countryCode: String { get }
    /// Receives the enrollment's result, exactly once per enrollment, on the main actor.
    func yunoEnrollmentResult(_ result: Yuno.Result)
    /// The enrollment chose the method it enrolls (today always `"CARD"`), before its form is shown. Called on the
    /// main actor, once per enrollment. Default: does nothing.
    func yunoDidSelect(enrollmentMethod: any EnrollmentMethodSelected)
}

extension YunoEnrollmentDelegate {
    /// Does nothing.
    public func yunoDidSelect(enrollmentMethod: any EnrollmentMethodSelected) {}
}
