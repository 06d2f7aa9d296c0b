#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// One row of the payment-method list: a button that selects the method (read by VoiceOver as "Visa, ending
    /// 0002, Saved card, Expires 11/28, Selected") and, for a saved method, its "Remove" button.
    struct PaymentMethodRowView: View {
        let list: PaymentMethodList
        let item: PaymentMethodItem
        let language: YunoLanguage
        let theme: ScreenTheme
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            HStack(spacing: 12) {
                Button(action: { list.select(item) }) {
                    HStack(spacing: 12) {
                        Image(systemName: list.symbolName(for: item))
                            .foregroundStyle(colors[.accent])
                        VStack(alignment: .leading, spacing: 2) {
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
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(list.accessibilityLabel(for: item, in: language))
                .accessibilityAddTraits(.isButton)
                .accessibilityIdentifier(YunoAccessibilityIdentifier.methodRow(item))
                if list.canUnenroll(item) {
                    Button(list.unenrollTitle(in: language)) { Task { await list.unenroll(item) } }
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.secondaryButtonTitle])
                        .disabled(!list.isUnenrollEnabled(item))
                        .accessibilityLabel(list.unenrollAccessibilityLabel(for: item, in: language))
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.unenrollButton(item))
                }
            }
            .padding(.vertical, 8)
        }
    }
#endif
