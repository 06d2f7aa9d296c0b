// Client code for Scripts/check-apple-ui.sh: the UIKit screen the way Yuno's merchants have it today, in Swift 5
// mode: delegate methods and session properties with no isolation annotations on a main-actor view controller, as
// the published UIKit example writes them (in our own words). Swift 6 mode rejects that shape (the view controller's
// main-actor methods cannot satisfy the delegates' nonisolated requirements; seeds/001 lists the three ways out), so
// this file is compiled in Swift 5 mode only; CheckoutViewController.swift is the Swift 6 form. Never run.
#if !swift(>=6)
    import UIKit
    import YunoSDK

    final class Swift5CheckoutViewController: UIViewController, YunoPaymentFullDelegate, YunoEnrollmentDelegate {
        var checkoutSession = ""
        var customerSession = ""
        var countryCode = "CO"
        var language: String? { "ES" }
        var viewController: UIViewController? { self }
        private let methodsContainer = UIView(frame: .zero)
        private var methodsContainerHeight: CGFloat = 0
        private var paymentSelected: PaymentMethodSelected?

        func generatePaymentViews() {
            Task {
                let methodsView: UIView = await Yuno.getPaymentMethodViewAsync(delegate: self)
                methodsContainer.subviews.forEach { $0.removeFromSuperview() }
                methodsContainer.addSubview(methodsView)
            }
        }

        func startPayment(lite: Bool, typedMethod: String) {
            if lite {
                Yuno.startPaymentLite(
                    with: self, paymentSelected: TypedPaymentMethod(vaultedToken: nil, paymentMethodType: typedMethod))
            } else {
                Yuno.startPayment()
            }
        }

        func startEnrollment() {
            Yuno.enrollPayment(with: self)
        }

        func yunoCreatePayment(with token: String, information: [String: Any]) {
            Yuno.continuePayment()
        }

        func yunoPaymentResult(_ result: Yuno.Result) {}

        func yunoEnrollmentResult(_ result: Yuno.Result) {}

        func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
            methodsContainerHeight = height
        }

        func yunoDidSelect(paymentMethod: PaymentMethodSelected) {
            paymentSelected = paymentMethod
        }

        func yunoDidSelect(enrollmentMethod: EnrollmentMethodSelected) {}

        func yunoDidUnenrollSuccessfully(_ success: Bool) {}
    }
#endif
