import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37 (a gap only a phone shows): the UIKit host must not dismiss its sheet and present a new one in the same
/// main-actor turn — UIKit would present over a controller being dismissed and the shopper would see no form. A hide
/// waits for the end of its turn (``SheetVisibility``), so a flow's loader → form → status is one sheet.
@Suite("The SDK's sheet: a hide waits for the end of its turn")
@MainActor
struct SheetVisibilityTests {
    @Test("Hide then show in one turn: the sheet stays, nothing is dismissed or presented again")
    func hideThenShowKeepsTheSheet() {
        var sheet = SheetVisibility()
        let step1 = sheet.show()
        #expect(step1 == .present)
        let step2 = sheet.hide()
        #expect(step2, "the first hide of a turn asks for the end of the turn")
        let step3 = sheet.hide()
        #expect(!step3, "a second hide in the same turn asks for nothing more")
        let step4 = sheet.show()
        #expect(step4 == .none, "the sheet that is up stays")
        let step5 = sheet.endOfTurn()
        #expect(step5 == .none, "the hide was undone in its turn")
        #expect(sheet.isPresented)
    }

    @Test("A hide nothing undoes dismisses at the end of its turn; the next show presents again")
    func hideAloneDismisses() {
        var sheet = SheetVisibility()
        let step6 = sheet.show()
        #expect(step6 == .present)
        let step7 = sheet.show()
        #expect(step7 == .none)
        let step8 = sheet.hide()
        #expect(step8)
        let step9 = sheet.endOfTurn()
        #expect(step9 == .dismiss)
        #expect(!sheet.isPresented)
        let step10 = sheet.endOfTurn()
        #expect(step10 == .none, "once")
        let step11 = sheet.hide()
        #expect(!step11, "nothing is up to hide")
        let step12 = sheet.show()
        #expect(step12 == .present)
    }

    @Test("A presentation with nothing to present over leaves no sheet up, so the next show tries again")
    func failedPresentation() {
        var sheet = SheetVisibility()
        let step13 = sheet.show()
        #expect(step13 == .present)
        sheet.presentationFailed()
        let step14 = sheet.hide()
        #expect(!step14)
        let step15 = sheet.show()
        #expect(step15 == .present)
    }

    /// A host that keeps a sheet as the UIKit host does (``SheetVisibility``, the end of a turn being a main-actor
    /// task) and counts what it presents and dismisses.
    @MainActor
    final class SheetHost: CheckoutHost {
        private var sheet = SheetVisibility()
        private(set) var presented = 0
        private(set) var dismissed = 0
        private var dismissWaiters: [CheckedContinuation<Void, Never>] = []
        private var screenWaiters: [CheckedContinuation<Void, Never>] = []

        func show(_ presenter: CheckoutScreenPresenter) -> Bool {
            if sheet.show() == .present { presented += 1 }
            for waiter in screenWaiters { waiter.resume() }
            screenWaiters.removeAll()
            return true
        }

        func hide() {
            guard sheet.hide() else { return }
            Task { @MainActor in
                guard self.sheet.endOfTurn() == .dismiss else { return }
                self.dismissed += 1
                for waiter in self.dismissWaiters { waiter.resume() }
                self.dismissWaiters.removeAll()
            }
        }

        func openWebPage(_ url: URL, callbackScheme: String?) async -> WebPageResult { .closed }
        func closeWebPage() {}

        /// Waits until `match` finds something in `presenter`'s screen.
        func wait<T>(for presenter: CheckoutScreenPresenter, _ match: (CheckoutScreenPresenter) -> T?) async -> T {
            while true {
                if let found = match(presenter) { return found }
                await withCheckedContinuation { screenWaiters.append($0) }
            }
        }

        /// Waits until the sheet has been dismissed `count` times.
        func waitForDismissals(_ count: Int) async {
            while dismissed < count { await withCheckedContinuation { dismissWaiters.append($0) } }
        }
    }

    @Test("A card flow through the SDK's screens is one sheet: presented once, dismissed once, after the status")
    func cardFlowIsOneSheet() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let host = SheetHost()
        let presenter = CheckoutScreenPresenter(host: host, language: .en)
        let flow = Task {
            await harness.client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: "CO", language: "en", viewController: presenter),
                paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: true)
        }
        let form = await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } }
        #expect(host.presented == 1)
        #expect(host.dismissed == 0, "the loader gave way to the form in the same sheet")
        form.type(TestCard.visaApproved)
        presenter.submitCardForm()
        _ = await host.wait(for: presenter) { if case .status = $0.screen { true } else { nil } }
        #expect(host.presented == 1)
        #expect(host.dismissed == 0)
        presenter.dismissStatus()
        #expect(await flow.value.result == .succeeded)
        await host.waitForDismissals(1)
        #expect(host.presented == 1)
        #expect(host.dismissed == 1)
    }
}
