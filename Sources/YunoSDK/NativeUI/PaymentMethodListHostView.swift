#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
    import UIKit

    /// The `UIView` `getPaymentMethodViewAsync(delegate:)` returns to a UIKit caller: it owns the hosting
    /// controller of the SwiftUI list (a hosting controller's view alone would outlive the controller that updates
    /// it) and fills its bounds with it.
    ///
    /// Its height is the list's: the SwiftUI list inside measures what it draws whenever its content or the Dynamic
    /// Type size changes (the hosting controller passes the window's content size category on as the SwiftUI
    /// environment's `dynamicTypeSize`) and reports it to the list, which tells `yunoUpdatePaymentMethodsViewHeight`
    /// once per real change. The view follows the reported height itself too: its frame, for a caller that lays out
    /// with frames, and its intrinsic content size, for one that lays out with Auto Layout (no height constraint
    /// needed; a width constraint or the container's gives the width).
    final class PaymentMethodListHostView: UIView {
        private let hosting: UIHostingController<PaymentMethodListView>
        private let list: PaymentMethodList

        init(list: PaymentMethodList, language: YunoLanguage, theme: ScreenTheme) {
            self.list = list
            hosting = UIHostingController(rootView: PaymentMethodListView(list: list, language: language, theme: theme))
            super.init(frame: CGRect(x: 0, y: 0, width: 0, height: CGFloat(list.height)))
            hosting.view.frame = bounds
            hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(hosting.view)
            followReportedHeight()
        }

        @available(*, unavailable, message: "Made by getPaymentMethodViewAsync(delegate:) only.")
        required init?(coder: NSCoder) {
            fatalError("Made by getPaymentMethodViewAsync(delegate:) only.")
        }

        /// Resizes the view to each height the list reports (observed, so it follows every later report too).
        private func followReportedHeight() {
            let reported = withObservationTracking {
                list.reportedHeight
            } onChange: { [weak self] in
                Task { @MainActor [weak self] in self?.followReportedHeight() }
            }
            guard let reported, CGFloat(reported) != frame.size.height else { return }
            frame = CGRect(origin: frame.origin, size: CGSize(width: frame.size.width, height: CGFloat(reported)))
            invalidateIntrinsicContentSize()
        }

        /// The list's height (the drawn one once measured, the estimate before); no intrinsic width.
        override var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(list.reportedHeight ?? list.height))
        }
    }
#endif
