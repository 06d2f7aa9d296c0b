/// The delegate of a new attempt after a declined card ([ours], ``YunoDeclineRecovering``): the app's delegate with
/// the new checkout session in place of the declined one. Everything else is the app's, read and called through.
///
/// Immutable, so `Sendable`; the SDK reads and calls it on the main actor, as it does the app's delegate.
final class DeclineRetryDelegate: YunoPaymentDelegate {
    /// The app's delegate.
    let base: any YunoDeclineRecovering
    /// The new checkout session the app gave for this attempt.
    let checkoutSession: String

    init(_ base: any YunoDeclineRecovering, checkoutSession: String) {
        self.base = base
        self.checkoutSession = checkoutSession
    }

    var countryCode: String { base.countryCode }
    var language: String? { base.language }
    @MainActor var viewController: YunoViewController? { base.viewController }

    func yunoCreatePayment(with token: String, information: [String: Any]) {
        base.yunoCreatePayment(with: token, information: information)
    }

    func yunoPaymentResult(_ result: Yuno.Result) { base.yunoPaymentResult(result) }

    func onLoading(isLoading: Bool) { base.onLoading(isLoading: isLoading) }

    func onInstallmentSelected(_ installment: YunoInstallmentSelected?) { base.onInstallmentSelected(installment) }
}
