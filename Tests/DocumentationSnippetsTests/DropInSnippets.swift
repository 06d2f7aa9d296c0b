// Code shown in Documentation.docc/MigratingFromYunoSDK.md and Swift6Concurrency.md (kept identical by
// Scripts/check-snippets.py): Yuno 2.x client code as it compiles against YunoSDK in Swift 6.

import Foundation
import YunoSDK

// snippet: migration-both-delegates
/// One screen adopts both delegates, as Yuno's example app does: `language` and `viewController` come from
/// `YunoPresentationDelegate` once, and the height arrives as `CGFloat`.
@MainActor
final class WalletScreen: YunoPaymentFullDelegate, YunoEnrollmentDelegate {
    nonisolated let checkoutSession: String
    nonisolated let customerSession: String
    nonisolated let countryCode = "CO"
    var listHeight: CGFloat = 0

    init(checkoutSession: String, customerSession: String) {
        self.checkoutSession = checkoutSession
        self.customerSession = customerSession
    }

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        MainActor.assumeIsolated { listHeight = height }
    }
    nonisolated func yunoDidSelect(enrollmentMethod: any EnrollmentMethodSelected) {}
    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {}
    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}
    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {}
    nonisolated func yunoEnrollmentResult(_ result: Yuno.Result) {}
}
// end-snippet

// snippet: migration-plain-calls
/// Synchronous calls from code that is not main-actor isolated, as Yuno's Flutter plugin makes them: on the main
/// thread they act before returning; from another thread they are queued to the main actor in call order.
final class PaymentChannel: Sendable {
    func handle(method: String, url: URL?) {
        switch method {
        case "continuePayment": Yuno.continuePayment()
        case "hideLoader": Yuno.hideLoader()
        case "deeplink": if let url { Yuno.receiveDeeplink(url) }
        case "flutter": Yuno.setPlatform(.flutter)
        default: break
        }
    }
}
// end-snippet

// snippet: migration-initialize
/// `initialize` as Yuno's render-mode guide writes it, and the form that surfaces the precise error.
@MainActor
func setUpYuno() async {
    await Yuno.initialize(apiKey: "sandbox_your_public_api_key")
    if case .failure(let error) = await Yuno.initialize(apiKey: "sandbox_your_public_api_key") {
        print("Yuno is not ready:", error)
    }
}
// end-snippet

// snippet: migration-headless
/// The headless payment client: your own card screen, the SDK's token.
@MainActor
func tokenize(checkoutSession: String) async throws(YunoError) -> String? {
    let apiClientPayment = Yuno.apiClientPayment(countryCode: "CO", checkoutSession: checkoutSession)
    let data = TokenCollectedData(
        checkoutSession: checkoutSession,
        paymentMethod: CollectedData(
            type: "CARD",
            card: CardData(
                save: true,
                detail: CardData.Detail(
                    number: "4111111111111111", expirationMonth: 12, expirationYear: 30, securityCode: "123",
                    holderName: "Andrea", type: .credit)),
            customer: Customer()))
    let result = try await apiClientPayment?.generateToken(data: data)
    return result?["token"] as? String
}
// end-snippet

// snippet: swift6-preconcurrency-conformance
/// A main-actor view model (an `ObservableObject` on Apple platforms) conforming with `@preconcurrency`: its
/// main-actor methods witness the nonisolated requirements, and Swift checks at run time that the SDK calls them
/// on the main actor — which it always does.
@MainActor
final class CheckoutViewModel {
    let checkoutSession: String
    let countryCode = "CO"
    private(set) var status = "idle"

    init(checkoutSession: String) { self.checkoutSession = checkoutSession }
}

extension CheckoutViewModel: @preconcurrency YunoPaymentDelegate {
    func yunoCreatePayment(with token: String) { status = "creating the payment" }
    func yunoPaymentResult(_ result: Yuno.Result) { status = "\(result)" }
}
// end-snippet

// snippet: swift6-separate-delegate
/// Or keep the view model free of SDK protocols: a separate `final` delegate object with immutable state forwards
/// to it on the main actor (option 3 of the guide).
final class CheckoutDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode: String
    private let onResult: @MainActor @Sendable (Yuno.Result) -> Void

    init(checkoutSession: String, countryCode: String, onResult: @escaping @MainActor @Sendable (Yuno.Result) -> Void) {
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        self.onResult = onResult
    }

    func yunoCreatePayment(with token: String) {}
    func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { onResult(result) }
    }
}
// end-snippet
