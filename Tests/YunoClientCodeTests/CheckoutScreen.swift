import Foundation
import YunoSDK

// Client code written the way Yuno's UIKit example app (yuno-sdk-ios, Example/YunoSDK/ViewController.swift) writes
// it, in our own words: one screen adopts BOTH delegates and writes neither `language` nor `viewController` (both
// come from YunoPresentationDelegate, once), reports heights as CGFloat, hears the enrollment method, and calls the
// facade from its actions. Only the UIKit base class is missing on Linux: the screen is a plain `final class`.

/// The selection class of Yuno's example app: non-final, mutable, not `Sendable` — it conforms in Swift 6 too.
class PaymentMethod: PaymentMethodSelected {
    var vaultedToken: String?
    var paymentMethodType: String

    init(vaultedToken: String?, paymentMethodType: String) {
        self.vaultedToken = vaultedToken
        self.paymentMethodType = paymentMethodType
    }
}

/// A checkout screen like Yuno's example view controller.
@MainActor
final class CheckoutScreen: YunoPaymentFullDelegate, YunoEnrollmentDelegate {
    nonisolated let checkoutSession: String
    nonisolated let customerSession: String
    nonisolated let countryCode: String
    private(set) var containerHeight: CGFloat = 0
    private(set) var paymentSelected: (any PaymentMethodSelected)?
    private(set) var enrollmentSelected: (any EnrollmentMethodSelected)?
    private(set) var results: [Yuno.Result] = []

    init(checkoutSession: String, customerSession: String, countryCode: String) {
        self.checkoutSession = checkoutSession
        self.customerSession = customerSession
        self.countryCode = countryCode
    }

    /// The example's `generatePaymentViews()`.
    func generatePaymentViews() {
        Task {
            let methodsView = await Yuno.getPaymentMethodViewAsync(delegate: self)
            _ = methodsView.items
        }
    }

    /// The example's "pay" button: Lite with a typed method, or Full with the list's selection.
    func startPayment(lite: Bool) {
        if lite {
            Yuno.startPaymentLite(
                with: self, paymentSelected: PaymentMethod(vaultedToken: nil, paymentMethodType: "CARD"))
        } else {
            Yuno.startPayment()
        }
    }

    /// The example's "enroll" button.
    func startEnrollment() {
        Yuno.enrollPayment(with: self)
    }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        Task { @MainActor in
            // The merchant's server creates the payment here, then:
            Yuno.continuePayment()
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { results.append(result) }
    }

    nonisolated func yunoEnrollmentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { results.append(result) }
    }

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        MainActor.assumeIsolated { containerHeight = height }
    }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        let selection = SelectedPaymentMethod(paymentMethod)  // a Sendable copy for main-actor state
        MainActor.assumeIsolated { paymentSelected = selection }
    }

    nonisolated func yunoDidSelect(enrollmentMethod: any EnrollmentMethodSelected) {
        MainActor.assumeIsolated { enrollmentSelected = enrollmentMethod }
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}
}
