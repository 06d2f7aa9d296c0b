import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// A presenter that answers after its flow stopped waiting (an app's screen that ignores the dismissal) changes
/// nothing the shopper sees once the result is out: found by the simulator's `nothing-after-result` checker
/// (issue 36), which saw a loader shown after a cancelled flow's result.
@Suite("A late answer from the presenter shows nothing after the result", .timeLimit(.minutes(3)))
@MainActor
struct LateAnswerTests {
    /// Fills the form and answers `submitted` only when the test says so; records every call, and the result.
    @MainActor
    final class LatePresenter: YunoPresenter {
        enum Event: Equatable { case loaderShown, loaderHidden, formShown, dismissed, result(Yuno.Result) }
        private(set) var events: [Event] = []
        private var release: CheckedContinuation<Void, Never>?
        private var released = false

        func showLoader() { events.append(.loaderShown) }
        func hideLoader() { events.append(.loaderHidden) }
        func dismissPresentedUI() { events.append(.dismissed) }
        func delivered(_ result: Yuno.Result) { events.append(.result(result)) }

        func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
            events.append(.formShown)
            form.number = TestCard.visaApproved.number
            form.expiry = "12/30"
            form.securityCode = "123"
            form.holderName = "Ada Lovelace"
            if !released { await withCheckedContinuation { release = $0 } }
            return .submitted  // Whatever happened meanwhile: a sloppy screen.
        }

        /// Lets the form answer.
        func answer() {
            released = true
            release?.resume()
            release = nil
        }

        func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding { .closed }
        func presentQRCode(_ qrCode: QRCodePayment) async {}
        func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome { .cancelled }
        func openRedirect(_ redirect: RedirectAction) async {}
        func presentPaymentStatus(_ screen: PaymentStatusScreen) async {}
    }

    @Test("A form submitted after cancelFlow delivered userCancelled shows no loader, sends nothing, makes no payment")
    func formSubmittedAfterCancelShowsNoLoader() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let presenter = LatePresenter()
        let params = SeamlessParams(
            checkoutSession: session, countryCode: "CO", language: "en", viewController: presenter)
        let task = harness.client.startPaymentSeamlessLite(
            with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD")
        ) { presenter.delivered($0) }
        for _ in 0..<100_000 where !presenter.events.contains(.formShown) { await Task.yield() }
        #expect(presenter.events.contains(.formShown))

        #expect(await harness.client.cancelFlow(checkoutSession: session))
        await task.value
        #expect(presenter.events.contains(.result(.userCancelled)))
        let requestsAtResult = await harness.sandbox.requests().count

        presenter.answer()  // The screen answers now, after the result.
        for _ in 0..<1_000 { await Task.yield() }

        let afterResult = presenter.events.drop { $0 != .result(.userCancelled) }.dropFirst()
        #expect(!afterResult.contains(.loaderShown), "no loader after the result: \(presenter.events)")
        #expect(await harness.sandbox.requests().count == requestsAtResult, "nothing sent after the result")
        #expect(await harness.sandbox.ledger().isEmpty)
    }
}
