import YunoSDK

/// seeds/001, option 1: a `@MainActor` view controller exposing immutable state through `nonisolated` properties.
@MainActor
final class ImmutableCheckoutViewController: YunoPaymentDelegate {
    private let _checkoutSession: String
    private let _countryCode = "CO"
    private let _language = "EN"
    private let presenter: any YunoPresenter
    private(set) var received: [Yuno.Result] = []

    init(checkoutSession: String, presenter: any YunoPresenter) {
        _checkoutSession = checkoutSession
        self.presenter = presenter
    }

    nonisolated var countryCode: String { _countryCode }
    nonisolated var language: String? { _language }
    nonisolated var checkoutSession: String { _checkoutSession }
    var viewController: YunoViewController? { presenter }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        // The SDK promises the main actor; assumeIsolated would trap otherwise.
        MainActor.assumeIsolated { received.append(result) }
    }
}
