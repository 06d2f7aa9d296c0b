// Code shown in Documentation.docc/Swift6Concurrency.md (kept identical by Scripts/check-snippets.py). The same
// file is compiled twice: here with default (nonisolated) isolation and in DocumentationSnippetsMainActorTests
// with `.defaultIsolation(MainActor.self)` and the approachable-concurrency upcoming features.

import YunoSDK

// snippet: concurrency-option1
/// Option 1: a main-actor view controller whose delegate properties are immutable and `nonisolated`.
/// (On iOS it would also subclass `UIViewController` and return `self` as `viewController`.)
@MainActor
final class CheckoutViewController: YunoPaymentDelegate {
    private let _checkoutSession: String
    private let _countryCode = "CO"
    private let _language = "EN"
    private let presenter: YunoViewController?
    private(set) var lastResult: Yuno.Result?

    init(checkoutSession: String, presenter: YunoViewController?) {
        _checkoutSession = checkoutSession
        self.presenter = presenter
    }

    nonisolated var checkoutSession: String { _checkoutSession }
    nonisolated var countryCode: String { _countryCode }
    nonisolated var language: String? { _language }
    var viewController: YunoViewController? { presenter }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        // The SDK calls this on the main actor, so assumeIsolated never traps.
        MainActor.assumeIsolated { lastResult = result }
    }
}
// end-snippet

// snippet: concurrency-option2
/// Option 2: mutable main-actor state (settings that change at run time) read with `MainActor.assumeIsolated`.
@MainActor
final class SettingsDrivenCheckout: YunoPaymentDelegate {
    var configLanguage = "EN"
    var configCountryCode = "CO"
    var configCheckoutSession: String
    var presenter: YunoViewController?
    private(set) var pendingToken: (token: String, vaultOnSuccess: Bool)?
    private(set) var lastResult: Yuno.Result?

    init(checkoutSession: String, presenter: YunoViewController?) {
        configCheckoutSession = checkoutSession
        self.presenter = presenter
    }

    nonisolated var language: String? { MainActor.assumeIsolated { configLanguage } }
    nonisolated var countryCode: String { MainActor.assumeIsolated { configCountryCode } }
    nonisolated var checkoutSession: String { MainActor.assumeIsolated { configCheckoutSession } }
    var viewController: YunoViewController? { presenter }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        // [String: Any] is not Sendable: read the values first, then enter the main actor with them.
        let vaultOnSuccess = information["vault_on_success"] as? Bool ?? false
        MainActor.assumeIsolated { pendingToken = (token, vaultOnSuccess) }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { lastResult = result }
    }
}
// end-snippet

// snippet: concurrency-option3
/// Option 3: a service class that is not an actor. It must be `final`: the protocol refines `Sendable`, and
/// only a final class with immutable `Sendable` properties can be `Sendable`.
final class PaymentService: YunoPaymentDelegate {
    let countryCode: String
    let language: String?
    let checkoutSession: String
    let viewController: YunoViewController?

    init(countryCode: String, language: String?, checkoutSession: String, viewController: YunoViewController?) {
        self.countryCode = countryCode
        self.language = language
        self.checkoutSession = checkoutSession
        self.viewController = viewController
    }

    func yunoPaymentResult(_ result: Yuno.Result) {
        print("Payment result:", result)
    }
}
// end-snippet

// snippet: concurrency-cancel
/// A pay button's model: tapping "cancel" cancels the task awaiting the flow.
@MainActor
final class PayButtonModel {
    private var payment: Task<Yuno.Result, Never>?

    func pay(client: YunoClient, params: SeamlessParams) async -> Yuno.Result {
        let task = Task {
            await client.startPaymentSeamlessLite(
                with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        }
        payment = task
        return await task.value  // .userCancelled after cancel()
    }

    func cancel() {
        // The flow ends promptly with .userCancelled, its in-flight request is cancelled, and the presenter is
        // asked to close what it shows.
        payment?.cancel()
    }
}
// end-snippet

// snippet: concurrency-second-flow
/// A second start for a checkout session whose flow is still running is refused at once, with nothing sent:
/// no second payment can be created by a double tap.
func isRefusedAsDuplicate(_ outcome: PaymentOutcome) -> Bool {
    outcome.error?.code == .flowAlreadyActive && outcome.result == .internalError
}
// end-snippet
