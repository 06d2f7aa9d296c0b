import YunoSDK

/// seeds/001, option 2: mutable main-actor state read through `MainActor.assumeIsolated`.
@MainActor
final class ConfigurableCheckoutViewController: YunoPaymentDelegate {
    var configLanguage: String = "EN"
    var configCountryCode: String = "CO"
    var configCheckoutSession: String
    var presenter: (any YunoPresenter)?
    private(set) var received: [Yuno.Result] = []

    init(checkoutSession: String, presenter: any YunoPresenter) {
        configCheckoutSession = checkoutSession
        self.presenter = presenter
    }

    nonisolated var language: String? { MainActor.assumeIsolated { configLanguage } }
    nonisolated var countryCode: String { MainActor.assumeIsolated { configCountryCode } }
    nonisolated var checkoutSession: String { MainActor.assumeIsolated { configCheckoutSession } }
    var viewController: YunoViewController? { presenter }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { received.append(result) }
    }
}
