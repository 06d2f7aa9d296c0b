import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37, item 3: the SDK's own card form says what the shopper pays ("Pay COP 120.50"), from the checkout
/// session's amount, read while the payment methods load; an app's own presenter is not sent that request.
@Suite("The SDK's pay button shows the session's amount", .timeLimit(.minutes(3)))
@MainActor
struct PayButtonAmountTests {
    /// Runs a seamless card flow for a new session through the SDK's own screens, pays at the form, and returns the
    /// form as it was shown (its title read before it was submitted) and the outcome.
    private func payThroughNativeScreens(
        _ harness: Harness, language: YunoLanguage = .en
    ) async throws -> (title: String, form: CardForm, outcome: PaymentOutcome) {
        let host = RecordingCheckoutHost()
        let presenter = CheckoutScreenPresenter(host: host, language: language)
        let session = try await harness.session()
        let flow = Task {
            let outcome = await harness.client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: "CO", language: language.rawValue,
                    viewController: presenter),
                paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false)
            host.endFlow()
            return outcome
        }
        let form = try #require(
            await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
        let title = form.submitTitle
        form.type(TestCard.visaApproved)
        presenter.submitCardForm()
        return (title, form, await flow.value)
    }

    @Test("The SDK's card form shows the session's amount and currency on its button, read before the form showed")
    func nativeFormShowsAmount() async throws {
        let harness = try Harness()
        let (title, form, outcome) = try await payThroughNativeScreens(harness)
        #expect(outcome.result == .succeeded)
        #expect(form.amount == Decimal(string: "120.50"))
        #expect(form.currency == "COP")
        let formatted = try #require(ISOCurrency.formatted(Decimal(string: "120.50")!, currency: "COP", in: .en))
        #expect(title == "Pay \(formatted)")
        #expect(title.contains("120.50"))
        let endpoints = await harness.sandbox.requests().map(\.endpoint)
        #expect(endpoints.filter { $0 == .getCheckoutSession }.count == 1)
        let read = try #require(endpoints.firstIndex(of: .getCheckoutSession))
        let token = try #require(endpoints.firstIndex(of: .createToken))
        #expect(read < token, "the amount is read before the card is tokenized")
    }

    @Test("In Spanish the button reads 'Pagar' with the amount formatted for Spanish")
    func spanish() async throws {
        let harness = try Harness()
        let (title, _, outcome) = try await payThroughNativeScreens(harness, language: .es)
        #expect(outcome.result == .succeeded)
        let formatted = try #require(ISOCurrency.formatted(Decimal(string: "120.50")!, currency: "COP", in: .es))
        #expect(title == YunoLocalizer(language: .es).string(.cardPayAmount, ["amount": formatted]))
        #expect(title.hasPrefix("Pagar"))
    }

    @Test("When the session's amount cannot be read, the button says a plain 'Pay' and the payment goes through")
    func unreadableAmount() async throws {
        let refuse = HookMiddleware(
            // GET /v1/checkout/sessions/{checkout_session}, and nothing below it.
            matches: { $0.method == .get && $0.path.split(separator: "/").count == 4 },
            answer: { _ in YunoHTTPResponse(status: 503, body: Data(#"{"code":"INTERNAL_ERROR"}"#.utf8)) })
        let harness = try Harness(middlewares: [refuse])
        let (title, form, outcome) = try await payThroughNativeScreens(harness)
        #expect(outcome.result == .succeeded)
        #expect(form.amount == nil)
        #expect(title == "Pay")
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("An app's own presenter is not sent the session read: its flow makes the same requests as before")
    func appPresenterNoRead() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved), showPaymentStatus: false)
        #expect(outcome.result == .succeeded)
        #expect(await harness.requestCount(.getCheckoutSession) == 0)
    }

    @Test("A vaulted card shows no form, so no amount is read even through the SDK's own screens")
    func vaultedNoRead() async throws {
        let harness = try Harness()
        let (session, token) = try await harness.vaultedSession(merchantCustomerID: "amount")
        let host = RecordingCheckoutHost()
        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "CO", language: "en",
                viewController: CheckoutScreenPresenter(host: host, language: .en)),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD", vaultedToken: token),
            showPaymentStatus: false)
        #expect(outcome.result == .succeeded)
        #expect(await harness.requestCount(.getCheckoutSession) == 0)
    }
}
