import Foundation

/// What puts the SDK's own screens on a display: on iOS a UIKit host that presents a hosting controller over the
/// merchant's view controller and opens web pages in an `ASWebAuthenticationSession`; in tests a recorder.
///
/// Main-actor isolated. The host makes no decision: ``CheckoutScreenPresenter`` says when to show and hide.
@MainActor
protocol CheckoutHost: AnyObject, Sendable {
    /// Presents `presenter`'s screens (its ``CheckoutScreenPresenter/screen``), if they are not presented yet;
    /// returns whether they are on screen (false when there is nothing to present over, such as no foreground
    /// scene).
    func show(_ presenter: CheckoutScreenPresenter) -> Bool
    /// Removes the screens.
    func hide()
    /// Opens `url` in a browser sheet and returns how it ended: a URL of `callbackScheme`, or closed. A later
    /// ``closeWebPage()`` ends a pending call with ``WebPageResult/closed``.
    func openWebPage(_ url: URL, callbackScheme: String?) async -> WebPageResult
    /// Closes the web page ``openWebPage(_:callbackScheme:)`` opened, if one is open.
    func closeWebPage()
}
