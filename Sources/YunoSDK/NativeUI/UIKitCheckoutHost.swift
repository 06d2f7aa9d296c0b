#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import SwiftUI
    import UIKit

    /// Puts the SDK's screens on an iOS display: a hosting controller presented over the merchant's view controller
    /// (or, with none, over the foreground scene's top view controller), and web pages in an
    /// `ASWebAuthenticationSession`.
    ///
    /// Main-actor isolated. It decides nothing: ``CheckoutScreenPresenter`` says when to show and hide, and maps a
    /// web page's ending to the flow's answer.
    @MainActor
    final class UIKitCheckoutHost: CheckoutHost {
        private weak var anchor: UIViewController?
        private var hosting: UIViewController?
        /// Whether the sheet is up; a hide waits for the end of its main-actor turn (see ``SheetVisibility``).
        private var visibility = SheetVisibility()
        private var webSession: ASWebAuthenticationSession?
        /// The open page's window; the session holds its provider weakly.
        private var webPageAnchor: WebPageAnchor?
        private var webPageWaiter: CheckedContinuation<WebPageResult, Never>?

        /// A host presenting over `viewController`, or over the foreground scene's top view controller when `nil`.
        nonisolated init(presentingOver viewController: UIViewController?) {
            anchor = viewController
        }

        func show(_ presenter: CheckoutScreenPresenter) -> Bool {
            guard visibility.show() == .present, hosting == nil else { return true }
            guard let presenting = Self.topViewController(over: anchor) else {
                visibility.presentationFailed()
                return false
            }
            let controller = UIHostingController(rootView: CheckoutScreenView(presenter: presenter))
            controller.modalPresentationStyle = .formSheet
            // A swipe must not close a screen the flow waits on: "close" goes through the presenter.
            controller.isModalInPresentation = true
            presenting.present(controller, animated: true, completion: nil)
            hosting = controller
            return true
        }

        /// Dismisses the sheet once the current main-actor turn ends, unless ``show(_:)`` comes first in that turn
        /// (a task on the main actor runs after the job that made it).
        func hide() {
            guard visibility.hide() else { return }
            Task { @MainActor [weak self] in self?.endOfTurn() }
        }

        private func endOfTurn() {
            guard visibility.endOfTurn() == .dismiss else { return }
            hosting?.dismiss(animated: true, completion: nil)
            hosting = nil
        }

        func openWebPage(_ url: URL, callbackScheme: String?) async -> WebPageResult {
            closeWebPage()
            // Without a window there is nothing to show the page over: the page counts as closed.
            guard let window = Self.topViewController(over: anchor)?.view.window else { return .closed }
            let pageAnchor = WebPageAnchor(window: window)
            webPageAnchor = pageAnchor
            return await withCheckedContinuation { continuation in
                webPageWaiter = continuation
                let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) {
                    @Sendable [weak self] callbackURL, _ in
                    Task { @MainActor in self?.finishWebPage(callbackURL.map(WebPageResult.returned) ?? .closed) }
                }
                session.presentationContextProvider = pageAnchor
                session.prefersEphemeralWebBrowserSession = true
                webSession = session
                if !session.start() { finishWebPage(.closed) }
            }
        }

        func closeWebPage() {
            webSession?.cancel()
            finishWebPage(.closed)
        }

        /// Resumes the pending ``openWebPage(_:callbackScheme:)`` once; later endings are ignored.
        private func finishWebPage(_ result: WebPageResult) {
            webSession = nil
            webPageAnchor = nil
            webPageWaiter?.resume(returning: result)
            webPageWaiter = nil
        }

        /// The view controller to present over: the topmost one `anchor` (or the foreground scene's root) presents.
        private static func topViewController(over anchor: UIViewController?) -> UIViewController? {
            var top =
                anchor
                ?? UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first { $0.activationState == .foregroundActive }?
                .keyWindow?.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            return top
        }
    }
#endif
