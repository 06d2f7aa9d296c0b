#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The payment-method list as a SwiftUI view that takes the height of what it draws: its heading, then the rows
    /// (saved methods first), the empty-state message, a spinner while the methods load, or the failed-load message
    /// with a Retry button. It observes the list, so selecting, removing (after a confirmation dialog), retrying and a
    /// change of Dynamic Type size redraw it, and it reports the height it measured to the list
    /// (``PaymentMethodList/reportMeasuredHeight(_:)``), which tells `yunoUpdatePaymentMethodsViewHeight(_:)` once
    /// per real change.
    ///
    /// A SwiftUI screen needs no height plumbing: put the view in a stack or a scroll view and it sizes itself.
    ///
    /// <!-- not-compiled: SwiftUI, which Linux lacks; the same calls type-check against the stand-ins -->
    /// ```swift
    /// struct CheckoutScreen: View {
    ///     let delegate: MyFullCheckoutDelegate
    ///     @State private var list: PaymentMethodList?
    ///
    ///     var body: some View {
    ///         ScrollView {
    ///             if let list { PaymentMethodListView(list: list) }
    ///             Button("Pay") { Yuno.startPayment() }
    ///         }
    ///         .task { list = await Yuno.getPaymentMethodViewAsync(delegate: delegate) }
    ///     }
    /// }
    /// ```
    public struct PaymentMethodListView: View {
        let list: PaymentMethodList
        let language: YunoLanguage
        let theme: ScreenTheme
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize

        /// The list in `language` (by default the language the list was made for: the delegate's in Full
        /// checkout), drawn with the appearance given to `Yuno.initialize`.
        @MainActor
        public init(list: PaymentMethodList, language: YunoLanguage? = nil) {
            self.init(
                list: list, language: language ?? list.layoutLanguage,
                theme: ScreenTheme(appearance: Yuno.config.appearance))
        }

        /// The list in `language`, drawn with `theme`.
        init(list: PaymentMethodList, language: YunoLanguage, theme: ScreenTheme) {
            self.list = list
            self.language = language
            self.theme = theme
        }

        /// The heading and the content under it, at the height they take.
        public var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            let textSize = YunoTextSize(dynamicTypeSize)
            let metrics = list.metrics(textSize: textSize, language: language)
            VStack(alignment: .leading, spacing: CGFloat(PaymentMethodListMetrics.sectionSpacing)) {
                Text(verbatim: list.title(in: language))
                    .font(theme.font(.headline))
                    .foregroundStyle(colors[.text])
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityIdentifier(YunoAccessibilityIdentifier.methodsTitle)
                PaymentMethodListContentView(list: list, language: language, theme: theme, metrics: metrics)
            }
            .padding(CGFloat(PaymentMethodListMetrics.padding))
            .frame(maxWidth: .infinity, alignment: .leading)
            // The list's own height, whatever its container proposes: that is what is measured and reported.
            .fixedSize(horizontal: false, vertical: true)
            .background(colors[.background])
            .onGeometryChange(for: Double.self, of: { Double($0.size.height) }) { height in
                list.reportMeasuredHeight(height)
            }
            .onChange(of: textSize, initial: true) { list.updateLayout(textSize: textSize, language: language) }
            .confirmationDialog(
                Text(verbatim: list.removalConfirmationTitle(in: language) ?? ""),
                item: Binding(
                    get: { @MainActor in list.pendingRemoval },
                    set: { @MainActor in if $0 == nil { list.cancelRemoval() } }),
                titleVisibility: .visible,
                actions: { _ in
                    Button(role: .destructive, action: { Task { await list.confirmRemoval() } }) {
                        Text(verbatim: list.removalConfirmTitle(in: language))
                    }
                    Button(role: .cancel, action: { list.cancelRemoval() }) {
                        Text(verbatim: list.removalCancelTitle(in: language))
                    }
                },
                message: { _ in Text(verbatim: list.removalConfirmationMessage(in: language)) }
            )
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier(YunoAccessibilityIdentifier.methodsList)
        }
    }
#endif
