#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// One row of the payment-method list: a button that selects the method (read by VoiceOver as "Visa, ending
    /// 0002, Saved card, Expires 11/28, Selected") with the method's icon, and, for a saved method, its "Remove"
    /// button, which asks the list to confirm first. At the accessibility text sizes "Remove" goes under the texts
    /// (``PaymentMethodListMetrics/stacksRemoveButton``).
    struct PaymentMethodRowView: View {
        let list: PaymentMethodList
        let item: PaymentMethodItem
        let language: YunoLanguage
        let theme: ScreenTheme
        let metrics: PaymentMethodListMetrics
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Group {
                if metrics.stacksRemoveButton {
                    VStack(alignment: .leading, spacing: CGFloat(PaymentMethodListMetrics.lineSpacing)) {
                        selectButton
                        removeButton
                    }
                } else {
                    HStack(spacing: CGFloat(PaymentMethodListMetrics.rowSpacing)) {
                        selectButton
                        removeButton
                    }
                }
            }
            .padding(.vertical, CGFloat(PaymentMethodListMetrics.rowVerticalPadding))
        }

        private var selectButton: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            let side = CGFloat(metrics.iconSide)
            return Button(action: { list.select(item) }) {
                HStack(spacing: CGFloat(PaymentMethodListMetrics.rowSpacing)) {
                    PaymentMethodIconView(icon: list.icon(for: item, in: language), side: side, tint: colors[.accent])
                    VStack(alignment: .leading, spacing: CGFloat(PaymentMethodListMetrics.lineSpacing)) {
                        Text(verbatim: item.title)
                            .font(theme.font(.body))
                            .foregroundStyle(colors[.text])
                        if let subtitle = item.subtitle(in: language) {
                            Text(verbatim: subtitle)
                                .font(theme.font(.caption))
                                .foregroundStyle(colors[.secondaryText])
                        }
                    }
                    Spacer()
                    if list.isSelected(item) {
                        Image(systemName: PaymentMethodList.selectedSymbolName)
                            .foregroundStyle(colors[.accent])
                            .frame(width: side, height: side)
                    }
                }
                .frame(maxWidth: .infinity, minHeight: CGFloat(PaymentMethodListMetrics.minimumTapHeight))
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(list.accessibilityLabel(for: item, in: language))
            .accessibilityAddTraits(.isButton)
            .accessibilityIdentifier(YunoAccessibilityIdentifier.methodRow(item))
        }

        @ViewBuilder private var removeButton: some View {
            if list.canUnenroll(item) {
                let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
                Button(action: { list.requestRemoval(item) }) {
                    Text(verbatim: list.unenrollTitle(in: language))
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.secondaryButtonTitle])
                        .frame(minHeight: CGFloat(PaymentMethodListMetrics.minimumTapHeight))
                }
                .disabled(!list.isUnenrollEnabled(item))
                .accessibilityLabel(list.unenrollAccessibilityLabel(for: item, in: language))
                .accessibilityIdentifier(YunoAccessibilityIdentifier.unenrollButton(item))
            }
        }
    }
#endif
