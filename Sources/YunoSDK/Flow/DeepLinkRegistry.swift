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
        /// Where the link's signal goes: the stream a redirect's flow waits on, or a 3DS page's rival.
        let receive: @Sendable (FlowSignal) -> Void
    }

    private var entries: [String: Entry] = [:]

    nonisolated init() {}

    /// Expects a link for `session` with `scheme`, for `flow`; an accepted link's signal goes to `receive`.
    func expect(
        session: String, scheme: String, flow: PaymentFlow, receive: @escaping @Sendable (FlowSignal) -> Void
    ) {
        entries[session] = Entry(scheme: scheme.lowercased(), flow: flow, receive: receive)
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
        entry.receive(.deepLinkReturned(showStatus: showStatus))
        return true
    }
}
