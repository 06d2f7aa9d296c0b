import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 38, item 1: the SDK's own screens speak of an enrollment as an enrollment — "Save card", "Saving…",
/// "Card saved", "Card not saved" — and offer "another card" only after a card.
@Suite("Enrollment words: saving a card is never called a payment", .timeLimit(.minutes(3)))
@MainActor
struct EnrollmentWordsTests {
    /// Each enrollment word and the payment word it replaces.
    static let replacements: [(enrollment: YunoStringKey, payment: [YunoStringKey])] = [
        (.enrollSaveCard, [.cardPay, .cardPayAmount]),
        (.enrollSaving, [.cardProcessing]),
        (.enrollSaved, [.statusSucceeded]),
        (.enrollNotSaved, [.statusReject, .statusFail, .statusUserCancelled, .statusInternalError, .statusProcessing]),
        (.statusRetryPayment, [.statusRetry]),
    ]

    /// A valid card on the form (the sandbox's approved Visa), so `submit()` makes the form busy.
    static func fill(_ form: CardForm) {
        form.number = TestCard.visaApproved.number
        form.expiry = TestCard.visaApproved.expiry
        form.securityCode = TestCard.visaApproved.securityCode
        form.holderName = TestCard.visaApproved.holderName
    }

    // MARK: The strings

    @Test("In all 20 languages the five keys have their own non-empty text, distinct from the payment words")
    func keysResolveInEveryLanguage() {
        #expect(YunoLanguage.allCases.count == 20)
        for language in YunoLanguage.allCases {
            let text = YunoLocalizer(language: language)
            let table = YunoLocalizer.table(for: language)
            for (key, paymentKeys) in Self.replacements {
                let value = text.string(key)
                #expect(table[key.rawValue] != nil, "\(language.rawValue) has no \(key.rawValue)")
                #expect(!value.trimmingCharacters(in: .whitespaces).isEmpty, "\(language.rawValue) \(key.rawValue)")
                #expect(value != key.rawValue, "\(language.rawValue) \(key.rawValue) falls back to its raw name")
                for paymentKey in paymentKeys {
                    #expect(
                        value != text.string(paymentKey),
                        "\(language.rawValue): \(key.rawValue) reads like \(paymentKey.rawValue)")
                }
            }
            #expect(text.string(.enrollSaved) != text.string(.enrollNotSaved), "\(language.rawValue)")
        }
    }

    // MARK: The card form

    @Test(
        "An enrollment form's submit button says 'Save card' (never an amount), then 'Saving…'",
        arguments: [false, true])
    func enrollmentFormTitles(showsSaveCard: Bool) {
        let form = CardForm(
            configuration: .init(showsSaveCard: showsSaveCard, purpose: .enrollment), now: { TestSupport.now })
        form.amount = Decimal(52_000)
        form.currency = "COP"
        #expect(form.configuration.purpose == .enrollment)
        #expect(form.submitTitle == "Save card")
        #expect(form.primaryButtonTitle == "Save card")
        #expect(form.saveCardText == nil, "saving is the point: no checkbox")
        form.saveCard = true
        #expect(!form.vaultsOnSuccess)
        #expect(form.description.contains("purpose: enrollment"))
        Self.fill(form)
        guard case .success = form.submit() else {
            Issue.record("the approved Visa is a valid card")
            return
        }
        #expect(form.submitState == .busy)
        #expect(form.submitTitle == "Saving…")
        #expect(form.primaryButtonTitle == "Saving…")
    }

    @Test("A payment form keeps its words: 'Pay $52,000.00', then 'Processing…'")
    func paymentFormTitles() {
        let form = CardForm(configuration: .init(showsSaveCard: true), now: { TestSupport.now })
        #expect(form.configuration.purpose == .payment)
        form.amount = Decimal(52_000)
        form.currency = "USD"
        #expect(form.submitTitle == "Pay $52,000.00")
        #expect(form.saveCardText == "Save this card for future payments")
        Self.fill(form)
        _ = form.submit()
        #expect(form.submitTitle == "Processing…")
    }

    @Test("In every language the enrollment form reads the enrollment keys, the step-by-step form 'Next' first")
    func enrollmentFormInEveryLanguage() {
        for language in YunoLanguage.allCases {
            let text = YunoLocalizer(language: language)
            let form = CardForm(configuration: .init(language: language, purpose: .enrollment))
            #expect(form.submitTitle == text.string(.enrollSaveCard))
            let steps = CardForm(configuration: .init(formType: .stepByStep, language: language, purpose: .enrollment))
            #expect(steps.submitTitle == text.string(.actionNext))
        }
    }

    // MARK: The status screen model

    @Test("The status model of an enrollment: 'Card saved' when it succeeded, 'Card not saved' for any other result")
    func enrollmentStatusTitles() {
        for result in Yuno.Result.allCases {
            let screen = PaymentStatusScreen(
                result: result, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil,
                purpose: .enrollment)
            #expect(screen.title(in: .en) == (result == .succeeded ? "Card saved" : "Card not saved"))
            #expect(screen.title(in: .es) == (result == .succeeded ? "Tarjeta guardada" : "Tarjeta no guardada"))
            #expect(screen.retryTitle(in: .en) == "Try again with another card")
            #expect(screen.informationRows(in: .en).isEmpty)
            #expect(screen.informationHeading(in: .en) == nil)
        }
        for language in YunoLanguage.allCases {
            let saved = PaymentStatusScreen(
                result: .succeeded, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil,
                purpose: .enrollment)
            let text = YunoLocalizer(language: language)
            #expect(saved.title(in: language) == text.string(.enrollSaved))
            #expect(saved.title(in: language) != text.title(for: .succeeded))
        }
    }

    @Test("The existing initializer still describes a payment, whose title is the result's")
    func paymentStatusDefaults() {
        let screen = PaymentStatusScreen(
            result: .succeeded, status: .succeeded, subStatus: "APPROVED", paymentID: "pay_1",
            amount: Decimal(string: "120.50"), currency: "COP")
        #expect(screen.purpose == .payment && screen.paymentMethodType == nil)
        #expect(screen.title(in: .en) == "Payment approved")
        #expect(screen.informationHeading(in: .en) == "Payment information")
        #expect(screen.retryTitle(in: .en) == "Try again", "an unknown method is not assumed to be a card")
    }

    @Test(
        "Retry: 'another card' after a card, plain 'Try again' after any other method",
        arguments: [
            ("CARD", "Try again with another card"), ("card", "Try again with another card"),
            ("NU_PAY", "Try again"), ("PIX", "Try again"), ("APPLE_PAY", "Try again"),
        ])
    func retryTitles(type: String, expected: String) {
        let screen = PaymentStatusScreen(
            result: .reject, status: .declined, subStatus: nil, paymentID: "pay_1", amount: nil, currency: nil,
            paymentMethodType: type)
        #expect(screen.retryTitle(in: .en) == expected)
        #expect(screen.title(in: .en) == "Payment declined")
    }

    // MARK: Flows against the emulator

    func customerSession(_ harness: Harness) async throws -> String {
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        return try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO").customerSession
    }

    @Test("An enrollment shows a 'Save card' form ('Saving…' once submitted) and ends on 'Card saved'")
    func enrollmentFlowSavesACard() async throws {
        let harness = try Harness(config: YunoConfig(saveCardEnabled: true))
        let session = try await customerSession(harness)
        let presenter = FormRecordingCustomer(customer: ScriptedCustomer.paying(with: .visaApproved))
        let delegate = EnrollmentRecorder(customerSession: session, viewController: presenter)

        let outcome = await harness.client.enrollPayment(with: delegate).value

        #expect(outcome.result == .succeeded && outcome.enrollmentStatus == .enrolled)
        #expect(presenter.form?.configuration.purpose == .enrollment)
        #expect(presenter.form?.saveCardText == nil, "no 'save this card' checkbox on a form that saves the card")
        #expect(presenter.shownTitle == "Save card")
        #expect(presenter.busyTitle == "Saving…")
        let screen = try #require(presenter.customer.lastStatusScreen)
        #expect(screen.purpose == .enrollment)
        #expect(screen.title(in: .en) == "Card saved")
        #expect(screen.informationRows(in: .en).isEmpty, "no amount, payment id or date for an enrollment")
        #expect(screen.informationHeading(in: .en) == nil)
    }

    @Test("A declined enrollment ends on 'Card not saved', offering another card")
    func declinedEnrollment() async throws {
        let harness = try Harness()
        let session = try await customerSession(harness)
        let customer = ScriptedCustomer.paying(with: .visaInsufficientFunds)
        let delegate = EnrollmentRecorder(customerSession: session, viewController: customer)

        let outcome = await harness.client.enrollPayment(with: delegate).value

        #expect(outcome.result == .reject)
        let screen = try #require(customer.lastStatusScreen)
        #expect(screen.title(in: .en) == "Card not saved")
        #expect(screen.title(in: .pt) == YunoLocalizer(language: .pt).string(.enrollNotSaved))
        #expect(screen.retryTitle(in: .en) == "Try again with another card")
    }

    @Test("A declined card payment offers 'Try again with another card'; its form still says 'Pay'")
    func declinedCardPayment() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let presenter = FormRecordingCustomer(customer: ScriptedCustomer.paying(with: .visaInsufficientFunds))
        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "CO", language: "en", viewController: presenter),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))

        #expect(outcome.result == .reject)
        #expect(presenter.form?.configuration.purpose == .payment)
        #expect(presenter.shownTitle?.hasPrefix("Pay") == true)
        #expect(presenter.busyTitle == "Processing…")
        let screen = try #require(presenter.customer.lastStatusScreen)
        #expect(screen.purpose == .payment)
        #expect(screen.paymentMethodType == "CARD")
        #expect(screen.title(in: .en) == "Payment declined")
        #expect(screen.retryTitle(in: .en) == "Try again with another card")
    }

    @Test("A declined NuPay payment offers a plain 'Try again', never 'another card'")
    func declinedNuPayPayment() async throws {
        let harness = try Harness()
        let session = try await harness.session(callbackURL: "myshop://payment/return")
        let customer = ScriptedCustomer()
        let flow = Task { await harness.pay(session, customer: customer, type: "NU_PAY") }
        while !customer.events.contains(where: { if case .redirectOpened = $0 { true } else { false } }) {
            await Task.yield()
        }
        let paymentID = try #require(await harness.sandbox.payment(forCheckoutSession: session)?.paymentID)
        try await harness.sandbox.completeRedirect(paymentID: paymentID, approved: false)
        #expect(harness.client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(session)")!))

        let outcome = await flow.value

        #expect(outcome.result == .reject)
        let screen = try #require(customer.lastStatusScreen)
        #expect(screen.paymentMethodType?.uppercased() == "NU_PAY")
        #expect(screen.retryTitle(in: .en) == "Try again")
        #expect(screen.retryTitle(in: .es) == "Intentar de nuevo")
        #expect(!screen.retryTitle(in: .en).contains("card"))
    }
}
