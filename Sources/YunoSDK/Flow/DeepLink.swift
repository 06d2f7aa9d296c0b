import Foundation

/// A deep link that may bring a shopper back from a redirect: its scheme and the checkout session it names.
///
/// [ours] The session travels in the `checkout_session` (or `checkoutSession`) query item of the `callback_url`.
/// Any status the URL claims is ignored: the flow reads the real status from the backend (SPEC §4.3).
struct DeepLink: Sendable, Hashable {
    let scheme: String
    let checkoutSession: String

    /// Parses `url`; `nil` when it has no scheme or names no well-formed checkout session.
    init?(_ url: URL) {
        guard url.absoluteString.utf8.count <= 4_096, let scheme = url.scheme?.lowercased(), !scheme.isEmpty,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        let names: Set<String> = ["checkout_session", "checkoutsession"]
        guard let value = components.queryItems?.first(where: { names.contains($0.name.lowercased()) })?.value,
            let session = try? InputValidation.checkoutSession(value)
        else { return nil }
        self.scheme = scheme
        self.checkoutSession = session
    }
}
