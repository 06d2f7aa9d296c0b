import Foundation
import Testing
import YunoSDK

/// The client code of this target compiles against the public API alone (the build is the main check); these
/// tests pin what it relies on at run time without touching the shared facade.
@Suite("Yuno 2.x client code compiles and conforms as Yuno's examples write it", .timeLimit(.minutes(3)))
@MainActor
struct ClientCodeTests {
    @Test("One class adopting both delegates inherits one language and one viewController default")
    func bothDelegates() {
        let screen = CheckoutScreen(
            checkoutSession: UUID().uuidString, customerSession: UUID().uuidString, countryCode: "CO")
        let payment: any YunoPaymentDelegate = screen
        let enrollment: any YunoEnrollmentDelegate = screen
        #expect(payment.language == nil && enrollment.language == nil)
        #expect(payment.viewController == nil && enrollment.viewController == nil)
        screen.yunoUpdatePaymentMethodsViewHeight(CGFloat(112))
        #expect(screen.containerHeight == 112)
        screen.yunoDidSelect(enrollmentMethod: SelectedEnrollmentMethod(paymentMethodType: "CARD"))
        #expect(screen.enrollmentSelected?.paymentMethodType == "CARD")
    }

    @Test("A Flutter-style non-isolated class conforms to both delegates with stored properties only")
    func flutterStylePlugin() {
        let plugin = FlutterStylePlugin(
            checkoutSession: UUID().uuidString, customerSession: UUID().uuidString, countryCode: "BR",
            language: "pt", onResult: { _ in })
        let payment: any YunoPaymentDelegate = plugin
        #expect(payment.language == "pt")
        payment.onLoading(isLoading: true)  // the default does nothing
    }

    @Test("Headless data types hold card data without describing it")
    func headlessTypes() {
        // Fixed identifiers: a random UUID contains "4111" about once in 2,000 runs and failed this test.
        let data = TokenCollectedData(
            checkoutSession: "2b7c9d0e-0f2a-4b3c-8d4e-5f6a7b8c9d0e",
            paymentMethod: CollectedData(
                type: "CARD", vaultedToken: nil,
                card: CardData(
                    save: true,
                    detail: CardData.Detail(
                        number: "4111111111111111", expirationMonth: 12, expirationYear: 25, securityCode: "123",
                        holderName: "Andrea", type: .credit),
                    installment: CardData.Installment(id: "9e8d7c6b-5a49-4c3b-8a2f-0e1d2c3b4a59", value: 1)),
                customer: Customer()))
        let dump = "\(data) \(String(reflecting: data))"
        #expect(!dump.contains("4111") && !dump.contains("123,") && !dump.contains("Andrea"))
    }
}
