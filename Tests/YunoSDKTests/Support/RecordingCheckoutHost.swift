import Foundation

@testable import YunoSDK

/// A ``CheckoutHost`` for tests: records when the SDK's screens are shown and hidden and which pages open, answers
/// web pages as told (at once, or when the test finishes them), and lets a test wait for a screen without sleeping.
@MainActor
final class RecordingCheckoutHost: CheckoutHost {
    enum Event: Equatable {
        case shown, hidden, opened(URL, callbackScheme: String?), pageClosed
    }

    private(set) var events: [Event] = []
    private(set) var isShowing = false
    /// How a page ends when it opens: a result at once, or `nil` to wait for ``finishPage(_:)`` or a close.
    var answerPage: (URL) -> WebPageResult? = { _ in nil }
    private var pageWaiter: CheckedContinuation<WebPageResult, Never>?
    private var changeWaiters: [CheckedContinuation<Void, Never>] = []

    /// Wakes every ``wait(for:_:)``.
    private func changed() {
        let waiters = changeWaiters
        changeWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Whether there is something to present over; when false, ``show(_:)`` refuses.
    var canPresent = true

    func show(_ presenter: CheckoutScreenPresenter) -> Bool {
        guard canPresent else { return false }
        if !isShowing { events.append(.shown) }
        isShowing = true
        changed()
        return true
    }

    func hide() {
        if isShowing { events.append(.hidden) }
        isShowing = false
        changed()
    }

    func openWebPage(_ url: URL, callbackScheme: String?) async -> WebPageResult {
        events.append(.opened(url, callbackScheme: callbackScheme))
        changed()
        if let answer = answerPage(url) { return answer }
        return await withCheckedContinuation { pageWaiter = $0 }
    }

    func closeWebPage() {
        guard let waiter = pageWaiter else { return }
        pageWaiter = nil
        events.append(.pageClosed)
        waiter.resume(returning: .closed)
    }

    /// Ends the open page with `result`.
    func finishPage(_ result: WebPageResult) {
        pageWaiter?.resume(returning: result)
        pageWaiter = nil
    }

    /// Whether a page waits for ``finishPage(_:)``.
    var isPageOpen: Bool { pageWaiter != nil }

    /// Whether the flow the test drives has ended (set by the test); a wait then stops.
    private(set) var flowEnded = false

    /// The flow ended: no screen will come any more.
    func endFlow() {
        flowEnded = true
        changed()
    }

    /// Waits (on the host's own change signals, never a sleep) until `match` finds something in `presenter`'s
    /// state, and returns it; `nil` when the flow ended first.
    func wait<T>(for presenter: CheckoutScreenPresenter, _ match: (CheckoutScreenPresenter) -> T?) async -> T? {
        while true {
            if let found = match(presenter) { return found }
            if flowEnded { return nil }
            await withCheckedContinuation { changeWaiters.append($0) }
        }
    }
}
