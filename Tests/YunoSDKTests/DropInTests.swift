import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Yuno 2.x client code runs unchanged: the APIs Yuno's example apps and Flutter plugin call, against the emulator.
@Suite("Drop-in for Yuno 2.x client code: the APIs Yuno's examples call, run for real", .timeLimit(.minutes(3)))
@MainActor
struct DropInTests {
    static let card = SelectedPaymentMethod(paymentMethodType: "CARD")

    func customerSession(_ harness: Harness) async throws -> String {
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        return try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO").customerSession
    }

    func fill(_ form: CardForm, number: String = "4507 9900 0000 0002") {
        form.number = number
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
    }

    actor Elsewhere {}

    @Test("Facade calls from main-actor code run at once; from other threads or actors, on the main actor in order")
    func mainActorEntryOrder() async {
        let entry = MainActorEntry.shared
        let (stream, sink) = AsyncStream.makeStream(of: Int.self)
        await Task.detached {
            #expect(!Thread.isMainThread && !entry.canRunNow(from: nil), "non-isolated code off the main thread")
            for index in 0..<200 {
                entry.run(from: nil) {
                    MainActor.assertIsolated()
                    sink.yield(index)
                    if index == 199 { sink.finish() }
                }
            }
        }.value
        var order: [Int] = []
        for await index in stream { order.append(index) }
        #expect(order == Array(0..<200))

        #expect(!entry.canRunNow(from: Elsewhere()), "another actor's code is queued")
        var ranNow = false
        entry.run(from: #isolation) { ranNow = true }
        #expect(ranNow, "from main-actor code (on whatever thread) the work runs before run returns")
    }

    /// A selection as Yuno's example app writes it: a non-final class with `var`s.
    final class MutableSelection: PaymentMethodSelected {
        var vaultedToken: String?
        var paymentMethodType = "CARD"
    }

    @Test("A mutable, non-Sendable selection is copied when handed in: changing it afterwards changes nothing")
    func selectionIsCopiedAtTheBoundary() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let selection = MutableSelection()
        let delegate = RecordingDelegate(
            checkoutSession: session, presenter: ScriptedCustomer.paying(with: .visaApproved))
        let flow = harness.client.startPaymentLite(with: delegate, paymentSelected: selection)
        selection.paymentMethodType = "PIX"
        selection.vaultedToken = "not-a-token"
        let token = try #require(await delegate.nextToken())
        #expect(delegate.information.first?["type"] == "CARD", "the flow tokenized the method it was given")
        _ = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session)
        #expect(await flow.value.result == .succeeded)
    }

    @Test("render mode calls onLoading(isLoading:) in pairs: while tokenizing, then while reading the payment")
    func renderModeReportsLoading() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        let flow = harness.client.startPaymentRender(paymentMethodSelected: Self.card, with: delegate)
        let form = try #require(await flow.formView(paymentMethodSelected: Self.card, with: delegate))
        fill(form)
        flow.submitForm()
        let token = try #require(await delegate.nextToken())
        _ = try await harness.merchantPays(session, token: token)
        #expect(await flow.continuePayment() == nil)
        #expect(await flow.task?.value.result == .succeeded)

        #expect(delegate.loading.first == true, "the merchant's loader shows while the SDK works")
        #expect(delegate.loading.last == false, "and is hidden when the flow ends")
        #expect(delegate.loading.count >= 2 && delegate.loading.count.isMultiple(of: 2))
        #expect(zip(delegate.loading, delegate.loading.dropFirst()).allSatisfy { $0 != $1 }, "never twice in a row")
    }

    @Test("Enrollment render: formView, needSubmit, an invalid submit sends nothing, a valid one enrolls the card")
    func enrollmentRender() async throws {
        let harness = try Harness()
        let session = try await customerSession(harness)
        let delegate = EnrollmentRecorder(customerSession: session, viewController: nil)
        let flow = harness.client.startEnrollmentRender(with: delegate)
        #expect(!flow.needSubmit)
        let form = try #require(await flow.formView(with: delegate))
        #expect(flow.needSubmit, "the merchant shows its own button while the form waits")
        fill(form, number: "4507 9900 0000 0003")  // fails Luhn
        flow.submitForm()
        #expect(form.error(for: .number) != nil)
        #expect(await harness.requestCount(.enrollPaymentMethod) == 0)

        form.number = "4507 9900 0000 0002"
        flow.submitForm()
        let outcome = try #require(await flow.task?.value)
        #expect(outcome.result == .succeeded)
        #expect(outcome.enrollmentStatus == .enrolled)
        #expect(!flow.needSubmit)
        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .succeeded)
        var selected = delegate.selectedMethods.makeAsyncIterator()
        #expect(await selected.next() == "CARD", "yunoDidSelect(enrollmentMethod:) named the method")
        #expect(await harness.requestCount(.enrollPaymentMethod) == 1)
    }

    @Test("Enrollment render refused by the facade while a flow runs: the delegate hears internalError, no form")
    func enrollmentRenderRefused() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        facade.install(harness.client)
        let checkout = try await harness.session()
        let payer = RecordingDelegate(
            checkoutSession: checkout, presenter: ScriptedCustomer.paying(with: .visaApproved))
        facade.startPaymentLite(with: payer, paymentSelected: Self.card, showPaymentStatus: false)
        _ = try #require(await payer.nextToken())

        let delegate = EnrollmentRecorder(customerSession: try await customerSession(harness), viewController: nil)
        let flow = facade.startEnrollmentRender(with: delegate)
        #expect(await flow.formView(with: delegate) == nil)
        #expect(await flow.task?.value.error == .flowAlreadyActive(checkoutSession: checkout))
        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .internalError)
        #expect(facade.activeSession == checkout, "the running flow is untouched")
    }

    @Test("getPaymentMethodView (deprecated): an empty list at once, filled in when the methods arrive")
    @available(*, deprecated, message: "tests the deprecated API")
    func deprecatedPaymentMethodView() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        let list = harness.client.getPaymentMethodView(delegate: delegate)
        #expect(list.items.isEmpty)
        #expect(list.loadState == .loading)
        let loading = list.height
        #expect(delegate.heights == [loading], "the loading list's estimate, not 0 pt")
        while list.items.isEmpty { await Task.yield() }
        #expect(list.items.map(\.paymentMethodType).contains("CARD"))
        #expect(delegate.heights == [loading, list.height], "the new height is reported once")
        list.select(try #require(list.items.first { $0.paymentMethodType == "CARD" }))
        #expect(delegate.selected == ["CARD"])
    }

    @Test("setPlatform(.flutter) names the platform on every later request, and a native app sends no header")
    func platformHeader() async throws {
        let seen = Box<[String?]>([])
        let capture = HeaderCapture(seen: seen)
        let harness = try Harness(middlewares: [capture])
        let facade = YunoFacade()
        facade.install(harness.client)
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        _ = await facade.getPaymentMethodViewAsync(delegate: delegate)
        facade.setPlatform(.flutter)
        _ = await facade.getPaymentMethodViewAsync(delegate: delegate)
        facade.setPlatform(.native)
        _ = await facade.getPaymentMethodViewAsync(delegate: delegate)
        #expect(await seen.value == [nil, "FLUTTER", nil])
    }

    @Test("Headless payment: generateToken validates the card like the form, then returns the token response")
    func headlessToken() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let headless = try harness.client.apiClientPayment(countryCode: "CO", checkoutSession: session)
        let detail = CardData.Detail(
            number: "4507 9900 0000 0002", expirationMonth: 11, expirationYear: 2028, securityCode: "123",
            holderName: "John Doe", type: .credit)
        let data = TokenCollectedData(
            checkoutSession: session,
            paymentMethod: CollectedData(
                type: "CARD", card: CardData(save: false, detail: detail), customer: Customer()))
        let information = try await headless.generateToken(data: data)
        let token = try #require(information["token"] as? String)
        #expect(information["type"] as? String == "CARD")
        #expect((information["card_data"] as? [String: Any])?["lfd"] as? String == "0002")
        let payment = try await harness.merchantPays(session, token: token)
        #expect(payment.status == "SUCCEEDED")

        var expired = data
        expired.paymentMethod.card?.detail?.expirationYear = 2020
        expired.paymentMethod.card?.detail?.securityCode = "12"
        let error = await #expect(throws: YunoError.self) { try await headless.generateToken(data: expired) }
        guard let reasons = error?.cardFormError else {
            Issue.record("expected invalidCard, got \(String(describing: error))")
            return
        }
        #expect(reasons.invalidFields == [.expiry, .securityCode])
        #expect(!"\(reasons)".contains("4507") && !"\(reasons)".contains("2020"), "no card data in the error")
        var otherSession = data
        otherSession.checkoutSession = UUID().uuidString
        let expected = YunoError.checkoutSessionMismatch(
            expected: session.lowercased(), given: otherSession.checkoutSession.lowercased())
        await #expect(throws: expected) {
            try await headless.generateToken(data: otherSession)
        }
        #expect(await harness.requestCount(.createToken) == 1, "invalid input sends nothing")
        #expect(!"\(detail)".contains("4507") && !"\(data)".contains("4507"), "descriptions hold no card data")
    }

    @Test("Headless enrollment: continueEnrollment saves the card and returns its vaulted token")
    func headlessEnrollment() async throws {
        let harness = try Harness()
        let session = try await customerSession(harness)
        #expect(throws: YunoError.invalidCustomerSession("not-a-session")) {
            try harness.client.apiClientEnroll(countryCode: "CO", customerSession: "not-a-session")
        }
        let headless = try harness.client.apiClientEnroll(countryCode: "co", customerSession: session)
        let data = EnrollmentCollectedData(
            customerSession: session,
            paymentMethod: CollectedData(
                type: "CARD",
                card: CardData(
                    detail: .init(
                        number: "4507990000000002", expirationMonth: 12, expirationYear: 28, securityCode: "123",
                        holderName: "Andrea", type: .credit)),
                customer: Customer()))
        let result = try await headless.continueEnrollment(data: data)
        #expect(result["status"] == "ENROLLED")
        #expect(result["customer_session"] == session.lowercased())
        #expect(try #require(result["vaulted_token"]).count == 36)
        #expect(await harness.requestCount(.enrollPaymentMethod) == 1)
    }
}

/// Records the platform header of every payment-methods request.
struct HeaderCapture: YunoTransportMiddleware {
    let seen: Box<[String?]>

    func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        if request.path.hasSuffix("/payment-methods") {
            let value = request.headers[PlatformMiddleware.header]
            await seen.set(seen.value + [value])
        }
        return try await next(request, baseURL)
    }
}
