// Client code for Scripts/check-apple-ui.sh: a UIKit screen written the way Yuno's published UIKit example app
// (yuno-sdk-ios, Example/YunoSDK/ViewController.swift) drives the SDK, in our own words. Type-checked in Swift 5 mode
// (as Yuno's merchants compile) and in Swift 6 mode against the SDK built for a UIKit platform. Never run.
import UIKit
import YunoSDK

/// The method a merchant types in for Lite checkout, as the example app's `PaymentMethod`: a non-final, mutable,
/// non-`Sendable` class.
class TypedPaymentMethod: PaymentMethodSelected {
    var vaultedToken: String?
    var paymentMethodType: String

    init(vaultedToken: String?, paymentMethodType: String) {
        self.vaultedToken = vaultedToken
        self.paymentMethodType = paymentMethodType
    }
}

/// One screen adopting both delegates, as the example's view controller does: it embeds the payment-method list,
/// pays with it (Full), with a typed method (Lite) or seamlessly, and enrolls a card.
final class CheckoutViewController: UIViewController, YunoPaymentFullDelegate, YunoEnrollmentDelegate {
    nonisolated let checkoutSession: String
    nonisolated let customerSession: String
    nonisolated let countryCode: String
    private let methodsContainer = UIView(frame: .zero)
    private var methodsContainerHeight: CGFloat = 0
    private var selectedMethod: SelectedPaymentMethod?
    private var lastResult: Yuno.Result?

    init(checkoutSession: String, customerSession: String, countryCode: String) {
        self.checkoutSession = checkoutSession
        self.customerSession = customerSession
        self.countryCode = countryCode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("built in code only")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(methodsContainer)
        showPaymentMethods()
    }

    /// The example's `generatePaymentViews()`: the list as a `UIView`, in place of whatever the container held.
    func showPaymentMethods() {
        Task {
            let methodsView: UIView = await Yuno.getPaymentMethodViewAsync(delegate: self)
            for old in methodsContainer.subviews { old.removeFromSuperview() }
            methodsView.frame = methodsContainer.bounds
            methodsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            methodsContainer.addSubview(methodsView)
        }
    }

    /// The "pay" button: Lite with a typed method, or Full with the list's selection.
    func pay(typedMethodType: String?, vaultedToken: String?) {
        if let typedMethodType {
            let method = TypedPaymentMethod(vaultedToken: vaultedToken, paymentMethodType: typedMethodType)
            Yuno.startPaymentLite(with: self, paymentSelected: method)
        } else {
            Yuno.startPayment()
        }
    }

    /// Seamless Lite, presenting over this plain view controller.
    func paySeamlessly(methodType: String) {
        let params = SeamlessParams(
            checkoutSession: checkoutSession, countryCode: countryCode, language: "es", viewController: self)
        Task {
            lastResult = await Yuno.startPaymentSeamlessLite(
                with: params, paymentSelected: TypedPaymentMethod(vaultedToken: nil, paymentMethodType: methodType))
        }
    }

    /// The "enroll" button.
    func enroll() {
        Yuno.enrollPayment(with: self)
    }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        Task { @MainActor in
            // The merchant's server creates the payment with `token` here, then:
            Yuno.continuePayment()
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        Task { @MainActor in self.lastResult = result }
    }

    nonisolated func yunoEnrollmentResult(_ result: Yuno.Result) {
        Task { @MainActor in self.lastResult = result }
    }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        let selection = SelectedPaymentMethod(paymentMethod)
        Task { @MainActor in self.selectedMethod = selection }
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        Task { @MainActor in self.methodsContainerHeight = height }
    }
}
