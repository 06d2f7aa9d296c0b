// Client code for Scripts/check-apple-ui.sh: SwiftUI screens written the way Yuno's published SwiftUI example app
// (yuno-sdk-ios, YunoSwiftUI) drives the SDK, in our own words: an ObservableObject view model holding the list and
// the render-mode views as `AnyView`s. Type-checked in Swift 5 and Swift 6 mode; never run.
import Combine
import SwiftUI
import YunoSDK

/// The view model of the merchant's checkout, like the example's `TransactionView.ViewModel`.
@MainActor
final class CheckoutViewModel: ObservableObject, YunoPaymentFullDelegate, YunoEnrollmentDelegate {
    nonisolated let checkoutSession: String
    nonisolated let customerSession: String
    nonisolated let countryCode: String
    @Published var paymentListView: AnyView?
    @Published var formView: AnyView?
    @Published var enrollmentFormView: AnyView?
    @Published var selectedMethod: SelectedPaymentMethod?
    @Published var listHeight: CGFloat = 0
    @Published var isLoading = false
    @Published var lastResult: Yuno.Result?
    var paymentFlow: (any YunoPaymentRenderFlowProtocol)?
    var enrollmentFlow: (any YunoEnrollmentRenderFlowProtocol)?

    init(checkoutSession: String, customerSession: String, countryCode: String) {
        self.checkoutSession = checkoutSession
        self.customerSession = customerSession
        self.countryCode = countryCode
    }

    /// Full checkout: the list as a SwiftUI view.
    func loadPaymentMethods() async {
        paymentListView = await AnyView(Yuno.getPaymentMethodViewAsync(delegate: self))
    }

    /// Render mode: the SDK's card form, then the additional view once the merchant created the payment.
    func startRender(methodType: String) async {
        let method = SelectedPaymentMethod(paymentMethodType: methodType)
        let flow = await Yuno.startPaymentRenderFlow(paymentMethodSelected: method, with: self)
        paymentFlow = flow
        formView = await flow.formView(paymentMethodSelected: method, with: self)
    }

    /// The merchant's own "pay" button under the render-mode form.
    func submitRenderForm() {
        paymentFlow?.submitForm()
    }

    /// After the merchant's server created the payment in render mode.
    func continueRender() async {
        formView = await paymentFlow?.continuePayment()
    }

    /// Render-mode enrollment: the card form to embed, and the merchant's "save" button while it waits.
    func startEnrollmentRender() async {
        let flow = Yuno.startEnrollmentRender(with: self)
        enrollmentFlow = flow
        enrollmentFormView = await flow.formView(with: self)
    }

    func saveEnrollment() {
        if enrollmentFlow?.needSubmit ?? false { enrollmentFlow?.submitForm() }
    }

    nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
        Task { @MainActor in
            // The merchant's server creates the payment with `token` here, then, in Full or Lite mode:
            Yuno.continuePayment()
        }
    }

    nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
        Task { @MainActor in self.lastResult = result }
    }

    nonisolated func yunoEnrollmentResult(_ result: Yuno.Result) {
        Task { @MainActor in self.lastResult = result }
    }

    nonisolated func onLoading(isLoading: Bool) {
        Task { @MainActor in self.isLoading = isLoading }
    }

    nonisolated func yunoDidSelect(paymentMethod: any PaymentMethodSelected) {
        let selection = SelectedPaymentMethod(paymentMethod)
        Task { @MainActor in self.selectedMethod = selection }
    }

    nonisolated func yunoDidUnenrollSuccessfully(_ success: Bool) {}

    nonisolated func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        Task { @MainActor in self.listHeight = height }
    }
}

/// The Full checkout screen: the SDK's list, and the merchant's pay button enabled once a method is selected.
struct FullCheckoutView: View {
    @StateObject private var model: CheckoutViewModel

    init(model: CheckoutViewModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        VStack(spacing: 16) {
            ScrollView {
                if let list = model.paymentListView {
                    list
                } else {
                    ProgressView()
                }
            }
            Button("Pay") {
                Yuno.startPayment(showPaymentStatus: true)
            }
            .disabled(model.selectedMethod == nil)
        }
        .padding()
        .task { await model.loadPaymentMethods() }
    }
}

/// The render-mode screen: the SDK's form (or its additional view) between the merchant's own content.
struct RenderCheckoutView: View {
    @ObservedObject var model: CheckoutViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Checkout")
                .font(.headline)
            if let form = model.formView {
                form
                    .padding()
                    .background(Color.clear)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            } else if model.isLoading {
                ProgressView()
            }
            Button {
                model.submitRenderForm()
            } label: {
                Text("Merchant - Pay")
                    .frame(maxWidth: .infinity)
            }
        }
        .task { await model.startRender(methodType: "CARD") }
    }
}
