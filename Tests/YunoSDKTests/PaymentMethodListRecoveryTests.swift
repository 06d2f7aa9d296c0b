import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37, item 4 (the list): a failed method list offers Retry, and removing a saved card asks first.
@Suite("Payment-method list recovery: load states, Retry, confirmed removal", .timeLimit(.minutes(2)))
@MainActor
struct PaymentMethodListRecoveryTests {
    static let visa = PaymentMethodItem(
        name: "Card", paymentMethodType: "CARD", vaultedToken: "vt-visa",
        savedCard: .init(brand: .visa, lastFour: "0002", expirationMonth: 11, expirationYear: 2028))
    static let pix = PaymentMethodItem(name: "PIX", paymentMethodType: "PIX")

    /// A loader that answers from a script, counting its calls.
    final class ScriptedLoader {
        var answers: [[PaymentMethodItem]?]
        var calls = 0
        init(_ answers: [[PaymentMethodItem]?]) { self.answers = answers }
        func load() -> [PaymentMethodItem]? {
            calls += 1
            return answers.removeFirst()
        }
    }

    // MARK: Load and Retry

    @Test("a list made with rows is loaded; load fills it and ends loaded")
    func loadSucceeds() async {
        #expect(PaymentMethodList(items: [Self.pix]).loadState == .loaded)
        let list = PaymentMethodList(items: [])
        let loader = ScriptedLoader([[Self.pix, Self.visa]])
        await list.load { loader.load() }
        #expect(list.loadState == .loaded)
        #expect(list.items == [Self.visa, Self.pix], "saved first")
        #expect(!list.canRetry && list.retryTitle(in: .en) == nil)
        #expect(list.message(in: .en) == nil)
    }

    @Test("a failed load offers Retry with the failed-load message; Retry loads again and shows the rows")
    func failedLoadOffersRetry() async {
        var heights: [Double] = []
        let list = PaymentMethodList(items: [], onHeightChange: { heights.append($0) })
        let loader = ScriptedLoader([nil, [Self.pix]])
        await list.load { loader.load() }
        #expect(list.loadState == .failed)
        #expect(list.canRetry)
        #expect(list.retryTitle(in: .en) == "Retry")
        #expect(list.message(in: .en) == "The payment methods could not be loaded.")
        #expect(list.heading(in: .en) == "Choose a payment method", "not 'no methods': they were not loaded")
        let failedHeight = list.height
        #expect(heights.last == failedHeight)

        #expect(await list.retry())
        #expect(loader.calls == 2)
        #expect(list.loadState == .loaded)
        #expect(list.items == [Self.pix])
        #expect(heights.last == list.height, "the loaded list's height is reported")
    }

    @Test("Retry does nothing unless the load failed, so a double tap runs one load")
    func retryOnlyAfterFailure() async {
        let list = PaymentMethodList(items: [])
        let loader = ScriptedLoader([[Self.pix], [Self.visa]])
        #expect(await list.retry() == false, "no loader")
        await list.load { loader.load() }
        #expect(await list.retry() == false, "loaded: nothing to retry")
        #expect(loader.calls == 1)
        #expect(list.items == [Self.pix])
    }

    @Test("loading shows 'Loading…'; the heights reported are loading's then failed's, each once")
    func loadingStateAndHeights() async {
        var heights: [Double] = []
        var seenWhileLoading: (PaymentMethodList.LoadState, String?)?
        let list = PaymentMethodList(items: [], onHeightChange: { heights.append($0) })
        await list.load { @MainActor [weak list] in
            seenWhileLoading = (list?.loadState ?? .loaded, list?.message(in: .en))
            return nil
        }
        #expect(seenWhileLoading?.0 == .loading)
        #expect(seenWhileLoading?.1 == "Loading…")
        let loading = PaymentMethodListMetrics(content: .loading(messageLength: 8)).height
        let failed = PaymentMethodListMetrics(content: .failed(messageLength: 41, retryTitleLength: 5)).height
        #expect(heights == [loading, failed])
        #expect(list.height == failed)
    }

    @Test("the answer of a superseded load is dropped")
    func supersededLoadDropped() async {
        let list = PaymentMethodList(items: [])
        let (gate, opener) = AsyncStream.makeStream(of: Void.self)
        let first = Task { @MainActor in
            await list.load {
                for await _ in gate { break }
                return [Self.visa]
            }
        }
        while list.loadState != .loading { await Task.yield() }
        await list.load { [Self.pix] }
        opener.yield()
        opener.finish()
        await first.value
        #expect(list.items == [Self.pix])
        #expect(list.loadState == .loaded)
    }

    @Test("Full checkout: a session whose methods cannot be read gives a failed list with Retry, one height")
    func fullCheckoutFailedList() async throws {
        let harness = try Harness()
        let delegate = RecordingDelegate(checkoutSession: "not a checkout session", presenter: nil)
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        #expect(list.loadState == .failed)
        #expect(list.canRetry)
        #expect(delegate.heights == [list.height])
        #expect(await list.retry() == false, "still unreadable")
        #expect(list.loadState == .failed)
    }

    @Test("Full checkout: a readable session gives a loaded list and reports its height once")
    func fullCheckoutLoadedList() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        #expect(list.loadState == .loaded)
        #expect(!list.items.isEmpty)
        #expect(delegate.heights == [list.height])
    }

    // MARK: Removal asks first

    static func removableList(removed: @escaping @MainActor (PaymentMethodItem) -> Void) -> PaymentMethodList {
        PaymentMethodList(
            items: [Self.visa, Self.pix],
            onUnenroll: { item in
                removed(item)
                return true
            })
    }

    @Test("requesting a removal only marks it pending; Cancel keeps the card and removes nothing")
    func cancelRemovalKeepsCard() {
        var removed: [PaymentMethodItem] = []
        let list = Self.removableList { removed.append($0) }
        #expect(list.requestRemoval(Self.visa))
        #expect(list.pendingRemoval == Self.visa)
        #expect(list.items.contains(Self.visa))
        list.cancelRemoval()
        #expect(list.pendingRemoval == nil)
        #expect(list.items.contains(Self.visa))
        #expect(removed.isEmpty)
    }

    @Test("confirming removes the pending card through the unenroll handler and clears it")
    func confirmRemovalRemoves() async {
        var removed: [PaymentMethodItem] = []
        let list = Self.removableList { removed.append($0) }
        list.requestRemoval(Self.visa)
        #expect(await list.confirmRemoval())
        #expect(removed == [Self.visa])
        #expect(list.pendingRemoval == nil)
        #expect(!list.items.contains(Self.visa))
        #expect(await list.confirmRemoval() == false, "nothing pending")
        #expect(removed.count == 1)
    }

    @Test("only a removable row can be pending: not a method without a vaulted token, not without a handler")
    func onlyRemovableRowsPend() {
        let list = Self.removableList { _ in }
        #expect(!list.requestRemoval(Self.pix))
        #expect(list.pendingRemoval == nil)
        let readOnly = PaymentMethodList(items: [Self.visa])
        #expect(!readOnly.requestRemoval(Self.visa))
    }

    @Test("the confirmation's words: 'Remove Visa, ending 0002?', what it means, Remove and Cancel")
    func confirmationTexts() {
        let list = Self.removableList { _ in }
        #expect(list.removalConfirmationTitle(in: .en) == nil)
        list.requestRemoval(Self.visa)
        #expect(list.removalConfirmationTitle(in: .en) == "Remove Visa, ending 0002?")
        #expect(list.removalConfirmationMessage(in: .en) == "To pay with it again, you will have to enter it again.")
        #expect(list.removalConfirmTitle(in: .en) == "Remove")
        #expect(list.removalCancelTitle(in: .en) == "Cancel")
        #expect(list.removalConfirmationTitle(in: .es) != list.removalConfirmationTitle(in: .en))
    }

    @Test("unenroll(_:) still removes at once, without a pending confirmation, for existing callers")
    func unenrollStillImmediate() async {
        var removed: [PaymentMethodItem] = []
        let list = Self.removableList { removed.append($0) }
        #expect(await list.unenroll(Self.visa))
        #expect(removed == [Self.visa])
        #expect(list.pendingRemoval == nil)
        #expect(!list.items.contains(Self.visa))
    }

    @Test("a pending removal of a row that disappears is dropped")
    func pendingDroppedWithRow() {
        let list = Self.removableList { _ in }
        list.requestRemoval(Self.visa)
        list.update(items: [Self.pix])
        #expect(list.pendingRemoval == nil)
    }
}
