#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import AuthenticationServices
    import UIKit

    /// The window one web page (`ASWebAuthenticationSession`) is presented from: found before the session starts,
    /// so the session never asks for a window that does not exist.
    @MainActor
    final class WebPageAnchor: NSObject, ASWebAuthenticationPresentationContextProviding {
        private let window: UIWindow

        init(window: UIWindow) {
            self.window = window
            super.init()
        }

        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
            window
        }
    }
#endif
