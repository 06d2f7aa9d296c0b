import Foundation
import YunoSDK
import YunoSandbox

// The documentation's samples (seeds/003 and seeds/000), adapted only where UIKit/SwiftUI types appear:
// `UIViewController` → `YunoViewController`, `AnyView` → the form and action models, and the global facade →
// a `YunoClient` instance (tests run in parallel and must not share the facade's state).

/// seeds/003 render mode, "Delegate implementation": `class PaymentDelegate: YunoPaymentDelegate` with
/// `weak var viewController`. Swift 6 needs `final` (a Sendable class cannot be subclassed) and a `let`
/// (a Sendable class has no mutable stored properties).
final class RenderSamplePaymentDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode: String
    let viewController: YunoViewController?
    /// The merchant's backend call of the sample (`PaymentService.createPayment(token:)`).
    let createPayment: @Sendable (String) async -> Void
    let results: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation

    init(
        checkoutSession: String, countryCode: String, viewController: YunoViewController?,
        createPayment: @escaping @Sendable (String) async -> Void
    ) {
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        self.viewController = viewController
        self.createPayment = createPayment
        (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    func yunoCreatePayment(with token: String, information: [String: Any]) {
        let createPayment = createPayment
        Task { await createPayment(token) }
    }

    func yunoPaymentResult(_ result: Yuno.Result) {
        // The sample hops with DispatchQueue.main.async; the SDK already calls on the main actor.
        sink.yield(result)
    }
}

/// seeds/003 and 000 Full checkout: a view model that shows the list, starts the payment and continues it
/// after its server created the payment.
@MainActor
final class FullCheckoutViewModel: YunoPaymentFullDelegate {
    nonisolated let checkoutSession: String
    nonisolated let countryCode = "CO"
    nonisolated let language: String? = "es"
    let presenter: any YunoPresenter
    let client: YunoClient
    let merchant: MerchantBackend
    private(set) var selectedType: String?
    private(set) var height: Double = 0
    private(set) var results: [Yuno.Result] = []
    let finished: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation

    init(checkoutSession: String, presenter: any YunoPresenter, client: YunoClient, merchant: MerchantBackend) {
        self.checkoutSession = checkoutSession
        self.presenter = presenter
        self.client = client
        self.merchant = merchant
        (finished, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    var viewController: YunoViewController? { presenter }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        let type = paymentMethod.paymentMethodType
        MainActor.assumeIsolated { selectedType = type }
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        MainActor.assumeIsolated { self.height = height }
    }

    /// Step 6 and 7: the one-time token arrives; the server creates the payment; then `continuePayment`.
    nonisolated func yunoCreatePayment(with token: String) {
        MainActor.assumeIsolated {
            _ = Task {
                _ = try? await merchant.createPayment(
                    checkoutSession: checkoutSession, token: token, amount: 100, currency: "COP", country: "CO")
                try? await client.continuePayment(checkoutSession: checkoutSession, showPaymentStatus: true)
            }
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated {
            results.append(result)
            sink.yield(result)
        }
    }
}

/// seeds/003 enrollment: `func yunoEnrollmentResult(_ result: Yuno.Result)`.
final class EnrollmentSampleDelegate: YunoEnrollmentDelegate {
    let customerSession: String
    let countryCode = "CO"
    let viewController: YunoViewController?
    let results: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation

    init(customerSession: String, viewController: YunoViewController?) {
        self.customerSession = customerSession
        self.viewController = viewController
        (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
    }

    func yunoEnrollmentResult(_ result: Yuno.Result) { sink.yield(result) }
}
