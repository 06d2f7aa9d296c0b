#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// What the payment-method list shows under its heading, as the list's load state says: a spinner and
    /// "Loading…", the failed-load message and Retry, the empty-state message, or the rows with a divider between
    /// two rows.
    struct PaymentMethodListContentView: View {
        let list: PaymentMethodList
        let language: YunoLanguage
        let theme: ScreenTheme
        let metrics: PaymentMethodListMetrics
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            let minimumHeight = CGFloat(PaymentMethodListMetrics.minimumTapHeight)
            if list.loadState == .loading {
                HStack(spacing: CGFloat(PaymentMethodListMetrics.rowSpacing)) {
                    ProgressView()
                    Text(verbatim: list.message(in: language) ?? "")
                        .font(theme.font(.body))
                        .foregroundStyle(colors[.secondaryText])
                }
                .frame(minHeight: minimumHeight)
                .accessibilityElement(children: .combine)
            } else if let message = list.message(in: language) {
                Text(verbatim: message)
                    .font(theme.font(.body))
                    .foregroundStyle(colors[.secondaryText])
                if let retry = list.retryTitle(in: language) {
                    Button(action: { Task { await list.retry() } }) {
                        Text(verbatim: retry)
                            .font(theme.font(.body))
                            .foregroundStyle(colors[.accent])
                            .frame(minHeight: minimumHeight)
                    }
                    .accessibilityIdentifier(YunoAccessibilityIdentifier.methodsRetry)
                }
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(list.items) { item in
                        if item != list.items.first {
                            Divider()
                        }
                        PaymentMethodRowView(list: list, item: item, language: language, theme: theme, metrics: metrics)
                    }
                }
            }
        }
    }
#endif
