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
        /// The configured Apple Pay merchant identifier (``YunoConfig/applePayMerchantIdentifier``), unchecked: the
        /// screens check it when a wallet sheet comes ([ours]).
        var applePayMerchantIdentifier: String? = nil
        /// Where the screens say why they did not draw the Apple Pay sheet (a refused identifier, an amount the
        /// sheet cannot show); never card or wallet data.
        var logger: YunoLogger = .disabled
    }

    static func presenter(
        from viewController: YunoViewController?, language: YunoLanguage,
        screens makeScreens: @autoclosure () -> NativeScreens
    ) -> (any YunoPresenter)? {
        #if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
            if let presenter = viewController as? any YunoPresenter { return presenter }
            let screens = makeScreens()
            return CheckoutScreenPresenter(
                host: UIKitCheckoutHost(presentingOver: viewController), language: language,
                appearance: screens.appearance, now: screens.now, deepLinks: screens.deepLinks,
                applePay: .init(sheet: Self.applePaySheet(), merchantIdentifier: screens.applePayMerchantIdentifier),
                logger: screens.logger)
        #elseif canImport(UIKit)
            viewController as? any YunoPresenter
        #else
            viewController
        #endif
    }

    #if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
        /// The PassKit sheet where the platform has one (iOS, iPadOS, Mac Catalyst, visionOS).
        private static func applePaySheet() -> (any ApplePaySheetPresenting)? {
            #if canImport(PassKit)
                ApplePaySheet()
            #else
                nil
            #endif
        }
    #endif
}
