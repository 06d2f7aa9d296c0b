#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Where the checkout UI is presented: a `UIViewController` on UIKit platforms.
    ///
    /// A view controller that also conforms to ``YunoPresenter`` draws the checkout itself. Any other view
    /// controller — or `nil`, which means the foreground scene's top view controller — gets the SDK's own screens
    /// presented over it (iOS, iPadOS, Mac Catalyst and visionOS).
    public typealias YunoViewController = UIViewController
#else
    /// Where the checkout UI is presented: any ``YunoPresenter`` on platforms without UIKit.
    public typealias YunoViewController = any YunoPresenter
#endif
