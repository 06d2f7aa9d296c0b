import Foundation

/// The flows waiting for a deep link, by checkout session, with the scheme their `callback_url` uses.
///
/// Main-actor isolated because `receiveDeeplink(_:)` must answer synchronously on the main actor (as the app
/// delegate's `open url` does). An entry is removed when its link is accepted or its flow ends, so a second link,
/// or a link for a finished flow, is refused.
@MainActor
final class DeepLinkRegistry {
    private struct Entry {
        let scheme: String
        let flow: PaymentFlow
        let receiver: Receiver
    }

    /// Where an accepted link goes.
    private enum Receiver {
        /// The signal stream a redirect's flow waits on.
        case signals(@Sendable (FlowSignal) -> Void)
        /// An open 3DS page's rival, as it answers (not a closure around it: one heap object less per open page).
        case challenge(PresentationRival<ChallengeWait>.Answer)
    }

    private var entries: [String: Entry] = [:]

    nonisolated init() {}

    /// Expects a link for `session` with `scheme`, for `flow`; an accepted link's signal goes to `receive`.
    func expect(
        session: String, scheme: String, flow: PaymentFlow, receive: @escaping @Sendable (FlowSignal) -> Void
    ) {
        entries[session] = Entry(scheme: scheme.lowercased(), flow: flow, receiver: .signals(receive))
    }

    /// Expects the return link of `flow`'s open 3DS page for `session` with `scheme`: an accepted link answers the
    /// page's rival with ``ChallengeWait/returnLink(showStatus:)``.
    func expect(
        session: String, scheme: String, flow: PaymentFlow, answering answer: PresentationRival<ChallengeWait>.Answer
    ) {
        entries[session] = Entry(scheme: scheme.lowercased(), flow: flow, receiver: .challenge(answer))
    }

    func remove(session: String, flow: PaymentFlow) {
        if entries[session]?.flow === flow { entries[session] = nil }
    }

    /// How many flows wait for a deep link.
    var count: Int { entries.count }

    /// Accepts `url` when its scheme and checkout session match a waiting flow, and resumes that flow.
    func receive(_ url: URL, showStatus: Bool) -> Bool {
        guard let link = DeepLink(url), let entry = entries[link.checkoutSession], entry.scheme == link.scheme
        else { return false }
        entries[link.checkoutSession] = nil
        switch entry.receiver {
        case .signals(let receive): receive(.deepLinkReturned(showStatus: showStatus))
        case .challenge(let answer): answer(.returnLink(showStatus: showStatus))
        }
        return true
    }
}
