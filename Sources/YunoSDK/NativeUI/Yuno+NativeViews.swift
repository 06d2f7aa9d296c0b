#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
    import UIKit

    extension Yuno {
        /// Full checkout on the shared client, for a UIKit screen: the payment-method list as a `UIView` to embed
        /// (saved cards first; selecting a row calls `yunoDidSelect(paymentMethod:)`, removing a saved card, once the
        /// shopper confirmed, calls `yunoDidUnenrollSuccessfully(_:)`, and every change of the height the view
        /// measured — content, Dynamic Type size — `yunoUpdatePaymentMethodsViewHeight(_:)`; size the container to it).
        /// A list whose methods could not be loaded shows a Retry button.
        ///
        /// Yuno's SDK overloads this call by return type: `let view: UIView = await …` gets this one, a SwiftUI
        /// caller (`AnyView(await …)`) the SwiftUI view, and an unannotated `let` the ``PaymentMethodList`` model.
        /// Main actor. Before `initialize`, or when the session's methods cannot be read, the list is empty (the
        /// reason is logged).
        @MainActor
        @_disfavoredOverload
        public static func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> UIView {
            let (list, language, theme) = await nativeList(delegate: delegate)
            return PaymentMethodListHostView(list: list, language: language, theme: theme)
        }

        /// Full checkout on the shared client, for a SwiftUI screen: the payment-method list as a SwiftUI view (see
        /// the `UIView` overload for what it reports to `delegate`). Main actor.
        ///
        /// The view sizes itself to what it draws (``PaymentMethodListView``), so a SwiftUI screen needs no height
        /// plumbing; the delegate still hears each height for callers that want it.
        @MainActor
        @_disfavoredOverload
        public static func getPaymentMethodViewAsync(delegate: any YunoPaymentFullDelegate) async -> some View {
            let (list, language, theme) = await nativeList(delegate: delegate)
            return PaymentMethodListView(list: list, language: language, theme: theme)
        }

        @MainActor
        private static func nativeList(
            delegate: any YunoPaymentFullDelegate
        ) async -> (PaymentMethodList, YunoLanguage, ScreenTheme) {
            let list: PaymentMethodList = await getPaymentMethodViewAsync(delegate: delegate)
            let language = YunoLanguage.resolve(requested: delegate.language)
            return (list, language, ScreenTheme(appearance: config.appearance))
        }
    }
#endif
