import Foundation
import YunoSDK

// Client code written the way Yuno's Flutter plugin (yuno-sdk-flutter, ios/Classes/YunoMethods) writes it, in our
// own words: a plain, non-isolated class whose synchronous method-channel handlers call the facade directly —
// initialize, setPlatform, startPaymentLite, continuePayment, hideLoader, receiveDeeplink, enrollPayment — with
// no `await`, no `MainActor.run` and no `Task`. Swift 6 needs the class `final` with immutable state (option 3).

/// A method-channel handler like Yuno's Flutter plugin.
final class FlutterStylePlugin: YunoPaymentDelegate, YunoEnrollmentDelegate {
    let checkoutSession: String
    let customerSession: String
    let countryCode: String
    let language: String?
    private let onResult: @Sendable (Yuno.Result) -> Void

    init(
        checkoutSession: String, customerSession: String, countryCode: String, language: String?,
        onResult: @escaping @Sendable (Yuno.Result) -> Void
    ) {
        self.checkoutSession = checkoutSession
        self.customerSession = customerSession
        self.countryCode = countryCode
        self.language = language
        self.onResult = onResult
    }

    /// The plugin's `initialize` handler: a plain synchronous call, colours as hex tokens.
    func initialize(apiKey: String) {
        Yuno.initialize(
            apiKey: apiKey,
            config: YunoConfig(
                appearance: Yuno.Appearance(accentColor: "#FF7A00", buttonBackgroundColor: "#1B1D21"),
                saveCardEnabled: true, keepLoader: true))
    }

    /// The plugin's `startPaymentLite` handler.
    func startPaymentLite(paymentMethodType: String, vaultedToken: String?, showPaymentStatus: Bool) {
        Yuno.setPlatform(.flutter)
        Yuno.startPaymentLite(
            with: self,
            paymentSelected: SelectedPaymentMethod(paymentMethodType: paymentMethodType, vaultedToken: vaultedToken),
            showPaymentStatus: showPaymentStatus)
    }

    /// The plugin's `continuePayment`, `hideLoader` and deep-link handlers.
    func continuePayment(showPaymentStatus: Bool) { Yuno.continuePayment(showPaymentStatus: showPaymentStatus) }
    func hideLoader() { Yuno.hideLoader() }
    func receiveDeeplink(_ url: URL) { Yuno.receiveDeeplink(url) }

    /// The plugin's `enrollPayment` handler.
    func enrollPayment(showPaymentStatus: Bool) { Yuno.enrollPayment(with: self, showPaymentStatus: showPaymentStatus) }

    func yunoCreatePayment(with token: String, information: [String: Any]) {}
    func yunoPaymentResult(_ result: Yuno.Result) { onResult(result) }
    func yunoEnrollmentResult(_ result: Yuno.Result) { onResult(result) }
}
