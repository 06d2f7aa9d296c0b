import Foundation
import YunoSDK

// Client code written the way Yuno's SwiftUI example app (yuno-sdk-ios, YunoSwiftUI) writes it, in our own words:
// `await Yuno.initialize(apiKey:)` without `try`, the render flows kept in optional properties of the protocol
// types, the enrollment render mode, `onLoading(isLoading:)` in the delegate, and the headless clients and
// `Customer` stored as optionals.

/// A view model like Yuno's `TransactionView.ViewModel`.
@MainActor
final class TransactionModel: YunoPaymentDelegate, YunoEnrollmentDelegate {
    nonisolated let checkoutSession: String
    nonisolated let customerSession: String
    nonisolated let countryCode: String
    var customer: Customer?
    var paymentHeadless: YunoPaymentHeadless?
    var enrollHeadless: YunoEnrollHeadless?
    var paymentFlow: (any YunoPaymentRenderFlowProtocol)?
    var enrollmentFlow: (any YunoEnrollmentRenderFlowProtocol)?
    var formView: CardForm?
    private(set) var renderIsLoading = false

    init(checkoutSession: String, customerSession: String, countryCode: String) {
        self.checkoutSession = checkoutSession
        self.customerSession = customerSession
        self.countryCode = countryCode
    }

    /// The example's start-up: initialize as the render-mode guide writes it.
    func start(apiKey: String) async {
        await Yuno.initialize(apiKey: apiKey)
    }

    /// The example's payment render screen.
    func showPaymentRender() async {
        let flow = await Yuno.startPaymentRenderFlow(
            paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: self)
        paymentFlow = flow
        formView = await flow.formView(
            paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: self)
    }

    /// The example's enrollment render screen.
    func showEnrollmentRender() async {
        let flow = Yuno.startEnrollmentRender(with: self)
        enrollmentFlow = flow
        formView = await flow.formView(with: self)
        if enrollmentFlow?.needSubmit ?? false { enrollmentFlow?.submitForm() }
    }

    /// The example's headless screen.
    func prepareHeadless() throws {
        customer = Customer()
        paymentHeadless = Yuno.apiClientPayment(countryCode: countryCode, checkoutSession: checkoutSession)
        enrollHeadless = try Yuno.apiClientEnroll(countryCode: countryCode, customerSession: customerSession)
    }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {}
    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {}
    nonisolated func yunoEnrollmentResult(_ result: Yuno.Result) {}

    nonisolated func onLoading(isLoading: Bool) {
        Task { @MainActor in renderIsLoading = isLoading }
    }
}
