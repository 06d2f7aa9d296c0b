/// What the SDK's own screen shows under a web page it opened: a 3DS challenge or a payment provider's page.
///
/// A plain value, usable from any isolation domain; its text is in the flow's language.
public struct WebPageScreen: Sendable, Hashable {
    /// Which page is open.
    public enum Page: Sendable, Hashable {
        /// The issuer's 3-D Secure challenge.
        case threeDSChallenge(ThreeDSChallenge)
        /// A payment provider's page; the shopper returns through a deep link.
        case redirect(RedirectAction)
    }

    /// Which page is open.
    public let page: Page
    /// The screen's title.
    public let title: String
    /// What the shopper does now.
    public let message: String
    /// The "open again" button's title, for a provider's page the shopper closed before finishing; `nil` for a 3DS
    /// challenge, which is not reopened (closing it abandons the challenge).
    public let reopenTitle: String?
    /// The "cancel" button's title.
    public let cancelTitle: String

    /// The screen under `page`, in `language`.
    public init(_ page: Page, language: YunoLanguage) {
        let text = YunoLocalizer(language: language)
        self.page = page
        cancelTitle = text.string(.actionCancel)
        switch page {
        case .threeDSChallenge:
            title = text.string(.threeDSTitle)
            message = text.string(.threeDSMessage)
            reopenTitle = nil
        case .redirect:
            title = text.string(.redirectTitle)
            message = text.string(.redirectWaiting)
            reopenTitle = text.string(.actionContinue)
        }
    }
}
