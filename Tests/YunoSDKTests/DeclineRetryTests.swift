import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37, item 4: after a declined card, the SDK's own sheet offers another card on a new checkout session the
/// app gives (``YunoDeclineRecovering``, [ours]: Yuno takes one payment per session); each attempt is a flow of its
/// own, reported truthfully, and the sheet stays up between them.
@Suite("A declined card: another card on a new session, in the same sheet", .timeLimit(.minutes(3)))
@MainActor
struct DeclineRetryTests {
    /// A Lite delegate that can give a new session after a decline, as the app's server would create it.
    @MainActor
    final class RecoveringDelegate: YunoDeclineRecovering {
        nonisolated let checkoutSession: String
        nonisolated let countryCode = "CO"
        nonisolated var language: String? { "en" }
        private let presenter: any YunoPresenter
        private let newSession: @MainActor () async -> String?
        private(set) var tokens: [String] = []
        private(set) var results: [Yuno.Result] = []
        /// The sessions the SDK asked a new session for, in order.
        private(set) var declinedSessions: [String] = []
        private let tokenStream: AsyncStream<String>
        private let tokenSink: AsyncStream<String>.Continuation
        private let resultStream: AsyncStream<Yuno.Result>
        private let resultSink: AsyncStream<Yuno.Result>.Continuation

        init(
            checkoutSession: String, presenter: any YunoPresenter,
            newSession: @escaping @MainActor () async -> String?
        ) {
            self.checkoutSession = checkoutSession
            self.presenter = presenter
            self.newSession = newSession
            (tokenStream, tokenSink) = AsyncStream.makeStream(of: String.self)
            (resultStream, resultSink) = AsyncStream.makeStream(of: Yuno.Result.self)
        }

        var viewController: YunoViewController? { presenter }

        nonisolated func yunoCreatePayment(with token: String, information: [String: Any]) {
            MainActor.assumeIsolated {
                tokens.append(token)
                tokenSink.yield(token)
            }
        }

        nonisolated func yunoPaymentResult(_ result: Yuno.Result) {
            MainActor.assumeIsolated {
                results.append(result)
                resultSink.yield(result)
            }
        }

        func yunoNewCheckoutSession(afterDeclineOf checkoutSession: String) async -> String? {
            declinedSessions.append(checkoutSession)
            return await newSession()
        }

        /// The next result the SDK delivers.
        func nextResult() async -> Yuno.Result? {
            var iterator = resultStream.makeAsyncIterator()
            return await iterator.next()
        }

        /// The next one-time token the SDK hands over.
        func nextToken() async -> String? {
            var iterator = tokenStream.makeAsyncIterator()
            return await iterator.next()
        }
    }

    /// A Lite checkout through the SDK's own screens.
    @MainActor
    private struct Checkout {
        let harness: Harness
        let host = RecordingCheckoutHost()
        let presenter: CheckoutScreenPresenter
        let delegate: RecoveringDelegate
        let task: Task<PaymentOutcome, Never>

        init(
            _ harness: Harness, session: String,
            newSession: @escaping @MainActor (RecordingCheckoutHost, CheckoutScreenPresenter) async -> String?
        ) {
            self.harness = harness
            let host = host
            let presenter = CheckoutScreenPresenter(host: host, language: .en)
            self.presenter = presenter
            delegate = RecoveringDelegate(checkoutSession: session, presenter: presenter) {
                await newSession(host, presenter)
            }
            task = harness.client.startPaymentLite(
                with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        }

        /// Types `card` into the next form shown, submits it, creates the payment of `session` as the merchant's
        /// server would and continues the flow; returns that form and the host's events up to when it showed.
        @discardableResult
        func pay(_ card: TestCard, session: String) async throws -> (
            form: CardForm, eventsBefore: [RecordingCheckoutHost.Event]
        ) {
            let form = try #require(
                await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
            let eventsBefore = host.events
            form.type(card)
            presenter.submitCardForm()
            let token = try #require(await delegate.nextToken())
            _ = try await harness.merchantPays(session, token: token)
            try await harness.client.continuePayment(checkoutSession: session)
            return (form, eventsBefore)
        }

        /// The status screen, once shown.
        func status() async throws -> PaymentStatusScreen {
            try #require(
                await host.wait(for: presenter) { if case .status(let status) = $0.screen { status } else { nil } })
        }
    }

    @Test("A declined card's status offers another card; the form opens again saying so, and a good card pays")
    func declinedThenAnotherCard() async throws {
        let harness = try Harness()
        let first = try await harness.session()
        var second: String?
        var sheetWhenAsked: (showing: Bool, loader: Bool)?
        let checkout = Checkout(harness, session: first) { host, presenter in
            sheetWhenAsked = (host.isShowing, { if case .loader = presenter.screen { true } else { false } }())
            second = try? await harness.session()
            return second
        }
        let declinedForm = try await checkout.pay(.visaDeclinedByBank, session: first).form
        #expect(declinedForm.declineNotice == nil, "the first form follows no decline")
        let declined = try await checkout.status()
        #expect(declined.result == .reject)
        #expect(checkout.presenter.retryTitle(for: declined) == "Try again with another card")
        checkout.presenter.retryWithAnotherCard()

        let newSession = try #require(await checkout.host.wait(for: checkout.presenter) { _ in second })
        #expect(sheetWhenAsked?.showing == true, "the sheet stays up while the app makes the new session")
        #expect(sheetWhenAsked?.loader == true, "showing the loader")
        let retryForm = try await checkout.pay(.visaApproved, session: newSession).form
        #expect(retryForm !== declinedForm)
        #expect(retryForm.declineNotice == "Your card was declined. Try another card or payment method.")
        let approved = try await checkout.status()
        #expect(approved.result == .succeeded)
        #expect(checkout.presenter.retryTitle(for: approved) == nil, "an approved payment offers no retry")
        checkout.presenter.dismissStatus()
        let outcome = await checkout.task.value

        #expect(outcome.result == .succeeded)
        #expect(outcome.checkoutSession == newSession)
        #expect(checkout.delegate.declinedSessions == [first])
        #expect(checkout.delegate.results == [.reject, .succeeded], "each attempt's flow reports its own result")
        #expect(checkout.delegate.tokens.count == 2)
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 2, "one payment per session: the declined one and the approved one")
        #expect(checkout.host.events.last == .hidden)
        #expect(!checkout.host.isShowing)
    }

    @Test("When the app has no new session, the sheet closes and the task ends with the decline")
    func noNewSession() async throws {
        let harness = try Harness()
        let first = try await harness.session()
        let checkout = Checkout(harness, session: first) { _, _ in nil }
        try await checkout.pay(.visaInsufficientFunds, session: first)
        let declined = try await checkout.status()
        checkout.presenter.retryWithAnotherCard()
        let outcome = await checkout.task.value
        #expect(declined.result == .reject)
        #expect(outcome.result == .reject)
        #expect(outcome.checkoutSession == first)
        #expect(checkout.delegate.declinedSessions == [first])
        #expect(checkout.delegate.results == [.reject])
        #expect(!checkout.host.isShowing)
        #expect(checkout.presenter.screen == nil)
    }

    @Test("The declined session given back is refused: no second attempt on a session that took its payment")
    func sameSessionRefused() async throws {
        let harness = try Harness()
        let first = try await harness.session()
        let checkout = Checkout(harness, session: first) { _, _ in first.uppercased() }
        try await checkout.pay(.visaDoNotHonor, session: first)
        _ = try await checkout.status()
        checkout.presenter.retryWithAnotherCard()
        let outcome = await checkout.task.value
        #expect(outcome.result == .reject)
        #expect(checkout.delegate.tokens.count == 1)
        #expect(checkout.delegate.results == [.reject])
        #expect(!checkout.host.isShowing)
        #expect(await harness.requestCount(.createToken) == 1)
    }

    @Test("Done on a declined status ends the checkout without asking the app for a session")
    func doneEndsIt() async throws {
        let harness = try Harness()
        let first = try await harness.session()
        let checkout = Checkout(harness, session: first) { _, _ in
            Issue.record("no session is asked for"); return nil
        }
        try await checkout.pay(.visaDeclinedByBank, session: first)
        _ = try await checkout.status()
        checkout.presenter.dismissStatus()
        let outcome = await checkout.task.value
        #expect(outcome.result == .reject)
        #expect(checkout.delegate.declinedSessions.isEmpty)
        #expect(!checkout.host.isShowing)
    }

    @Test("Only a declined or failed card payment offers another card, and only when the client enabled it")
    func whichStatusesOffer() {
        let presenter = CheckoutScreenPresenter(host: RecordingCheckoutHost(), language: .en)
        func status(
            _ result: Yuno.Result, type: String? = "CARD", purpose: YunoFlowPurpose = .payment
        ) -> PaymentStatusScreen {
            PaymentStatusScreen(
                result: result, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil,
                purpose: purpose, paymentMethodType: type)
        }
        #expect(!presenter.offersRetry(on: status(.reject)), "off unless the delegate can give a new session")
        presenter.offersRetryAfterDecline = true
        #expect(presenter.offersRetry(on: status(.reject)))
        #expect(presenter.offersRetry(on: status(.fail)))
        for result in [Yuno.Result.succeeded, .processing, .userCancelled, .internalError] {
            #expect(!presenter.offersRetry(on: status(result)), "\(result)")
        }
        #expect(!presenter.offersRetry(on: status(.reject, type: "PIX")), "another card is for a card payment")
        #expect(!presenter.offersRetry(on: status(.reject, type: nil)))
        #expect(!presenter.offersRetry(on: status(.reject, purpose: .enrollment)))
        #expect(presenter.retryTitle(for: status(.reject, type: "PIX")) == nil)
        // Not on a status screen: the gesture changes nothing.
        presenter.retryWithAnotherCard()
        #expect(!presenter.takeRetryRequest())
    }

    @Test("A delegate that cannot give a session sees no retry on the SDK's declined status screen")
    func plainDelegateNoOffer() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let host = RecordingCheckoutHost()
        let presenter = CheckoutScreenPresenter(host: host, language: .en)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: presenter)
        let task = harness.client.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        let form = try #require(
            await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
        form.type(TestCard.visaDeclinedByBank)
        presenter.submitCardForm()
        let token = try #require(await delegate.nextToken())
        _ = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session)
        let status = try #require(
            await host.wait(for: presenter) { if case .status(let status) = $0.screen { status } else { nil } })
        #expect(status.result == .reject)
        #expect(presenter.retryTitle(for: status) == nil)
        presenter.retryWithAnotherCard()
        #expect(presenter.screen != nil, "the gesture is ignored: the status stays until Done")
        presenter.dismissStatus()
        #expect(await task.value.result == .reject)
        #expect(delegate.results == [.reject])
    }

    @Test("Through the static facade, continuePayment continues the new session once the checkout moved to it")
    func facadeFollowsTheNewSession() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        facade.install(harness.client)
        let first = try await harness.session()
        var second: String?
        let host = RecordingCheckoutHost()
        let presenter = CheckoutScreenPresenter(host: host, language: .en)
        let delegate = RecoveringDelegate(checkoutSession: first, presenter: presenter) {
            second = try? await harness.session()
            return second
        }
        facade.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: true)
        for (card, expected) in [(TestCard.visaDeclinedByBank, Yuno.Result.reject), (.visaApproved, .succeeded)] {
            let form = try #require(
                await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
            form.type(card)
            presenter.submitCardForm()
            let token = try #require(await delegate.nextToken())
            let session = try #require(expected == .reject ? first : second)
            #expect(facade.activeSession == CheckoutSession(session).id)
            _ = try await harness.merchantPays(session, token: token)
            facade.continuePayment(showPaymentStatus: true)
            let status = try #require(
                await host.wait(for: presenter) { if case .status(let status) = $0.screen { status } else { nil } })
            #expect(status.result == expected)
            if expected == .reject { presenter.retryWithAnotherCard() } else { presenter.dismissStatus() }
        }
        #expect(await delegate.nextResult() == .reject)
        #expect(await delegate.nextResult() == .succeeded)
        #expect(delegate.declinedSessions == [first])
    }
}
