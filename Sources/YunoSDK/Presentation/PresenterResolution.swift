import Foundation

/// Finds the ``YunoPresenter`` behind a ``YunoViewController``.
///
/// A merchant's own presenter always wins. Where the SDK draws its own screens (iOS, iPadOS, Mac Catalyst,
/// visionOS), a plain `UIViewController` — or none, since Yuno 2.15 made it optional — gets the SDK's screens,
/// presented over it (or over the foreground scene's top view controller). Elsewhere only a presenter can draw,
/// and `nil` means the flow has no UI.
enum PresenterResolution {
    /// What the SDK's own screens need besides the view controller.
    struct NativeScreens: Sendable {
        /// The merchant's colours and font.
        let appearance: Yuno.Appearance
        /// The client's clock, which decides whether a QR code already expired.
        let now: @Sendable () -> Date
        /// Where a redirect page's return link goes: the client's `receiveDeeplink`.
        let deepLinks: @MainActor @Sendable (URL) -> Bool
    }

    static func presenter(
        from viewController: YunoViewController?, language: YunoLanguage, screens: NativeScreens
    ) -> (any YunoPresenter)? {
        #if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
            if let presenter = viewController as? any YunoPresenter { return presenter }
            return CheckoutScreenPresenter(
                host: UIKitCheckoutHost(presentingOver: viewController), language: language,
                appearance: screens.appearance, now: screens.now, deepLinks: screens.deepLinks)
        #elseif canImport(UIKit)
            viewController as? any YunoPresenter
        #else
            viewController
        #endif
    }
}
