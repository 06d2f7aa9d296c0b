import Foundation
import YunoSDK

/// Every required entry point of SPEC §3, called as a client would, so a change to any signature breaks this
/// build. Compile-only: the facade's shared state must not be touched by tests that run in parallel. Marked
/// deprecated itself so that calling the deprecated `startCheckout(with:)` and the seeds' spellings
/// (`success`, `userCancell`) does not warn.
@available(*, deprecated, message: "compile-only API surface check")
@MainActor
func compileEveryRequiredEntryPoint(
    delegate: any YunoPaymentFullDelegate, enrollment: any YunoEnrollmentDelegate, presenter: any YunoPresenter
) async throws {
    Yuno.initialize(apiKey: "sandbox_key", config: YunoConfig(), callback: { (value: Bool) in _ = value })
    try await Yuno.initialize(apiKey: "sandbox_key", config: YunoConfig()).get()
    Yuno.config.environment = .sandbox
    Yuno.config.environment = .staging
    Yuno.config.cardFormType = .stepByStep
    Yuno.config.saveCardEnabled = true
    Yuno.config.keepLoader = true
    Yuno.config.hideCardholderName = true
    Yuno.config.appearance = Yuno.Appearance()

    let params = SeamlessParams(
        checkoutSession: "5c6e7a0e-1d2b-4c3d-9e8f-0a1b2c3d4e5f", countryCode: "CO", language: "es",
        viewController: presenter)
    let card = SelectedPaymentMethod(paymentMethodType: "CARD")
    let result: Yuno.Result = await Yuno.startPaymentSeamlessLite(
        with: params, paymentSelected: card, showPaymentStatus: true)
    Yuno.startPaymentSeamlessLite(with: params, paymentSelected: card, showPaymentStatus: false) { result in
        _ = result
    }

    Yuno.startCheckout(with: delegate)
    let list = await Yuno.getPaymentMethodViewAsync(delegate: delegate)
    _ = list.items
    Yuno.startPayment(showPaymentStatus: true)
    Yuno.continuePayment(showPaymentStatus: true)
    Yuno.startPaymentLite(with: delegate, paymentSelected: card, showPaymentStatus: true)
    let renderFlow = await Yuno.startPaymentRenderFlow(paymentMethodSelected: card, with: delegate)
    _ = await renderFlow.formView(paymentMethodSelected: card, with: delegate)
    renderFlow.submitForm()
    _ = await renderFlow.continuePayment()
    let render = Yuno.startPaymentRender(paymentMethodSelected: card, with: delegate)
    render.submitForm()
    Yuno.enrollPayment(with: enrollment, showPaymentStatus: true)
    Yuno.hideLoader()
    let handled: Bool = Yuno.receiveDeeplink(URL(string: "yunoexample://return")!, showStatusView: true)
    Yuno.receiveDeeplink(URL(string: "yunoexample://return")!)

    _ = (handled, result)
    _ = Yuno.Result.allCases.map(\.rawValue)
    _ = [Yuno.Result.success, .userCancell, .reject, .fail, .processing, .internalError]
}
