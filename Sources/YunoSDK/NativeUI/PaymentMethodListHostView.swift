#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
    import UIKit

    /// The `UIView` `getPaymentMethodViewAsync(delegate:)` returns to a UIKit caller: it owns the hosting
    /// controller of the SwiftUI list (a hosting controller's view alone would outlive the controller that updates
    /// it) and fills its bounds with it. Its height is the list's, reported to `yunoUpdatePaymentMethodsViewHeight`.
    final class PaymentMethodListHostView: UIView {
        private let hosting: UIHostingController<PaymentMethodListView>

        init(list: PaymentMethodList, language: YunoLanguage, theme: ScreenTheme) {
            hosting = UIHostingController(rootView: PaymentMethodListView(list: list, language: language, theme: theme))
            super.init(frame: CGRect(x: 0, y: 0, width: 0, height: CGFloat(list.height)))
            hosting.view.frame = bounds
            hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(hosting.view)
        }

        @available(*, unavailable, message: "Made by getPaymentMethodViewAsync(delegate:) only.")
        required init?(coder: NSCoder) {
            fatalError("Made by getPaymentMethodViewAsync(delegate:) only.")
        }
    }
#endif
