#if canImport(UIKit)
    import UIKit

    /// Where the checkout UI is presented: a `UIViewController` on UIKit platforms. The SDK uses it when it also
    /// conforms to ``YunoPresenter``.
    public typealias YunoViewController = UIViewController
#else
    /// Where the checkout UI is presented: any ``YunoPresenter`` on platforms without UIKit.
    public typealias YunoViewController = any YunoPresenter
#endif
