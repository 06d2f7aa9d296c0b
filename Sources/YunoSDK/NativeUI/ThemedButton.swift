#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// A full-width button drawn in a theme's colors for its ``ScreenTheme/ButtonKind``, with an optional progress
    /// indicator; every argument comes from a model.
    struct ThemedButton: View {
        let title: String
        let kind: ScreenTheme.ButtonKind
        let isEnabled: Bool
        let showsProgress: Bool
        let identifier: String
        let theme: ScreenTheme
        let action: @MainActor () -> Void
        @Environment(\.colorScheme) private var colorScheme

        /// A button; `showsProgress` adds a spinner before the title (the title says what is in progress).
        init(
            _ title: String, kind: ScreenTheme.ButtonKind, isEnabled: Bool = true, showsProgress: Bool = false,
            identifier: String, theme: ScreenTheme, action: @escaping @MainActor () -> Void
        ) {
            self.title = title
            self.kind = kind
            self.isEnabled = isEnabled
            self.showsProgress = showsProgress
            self.identifier = identifier
            self.theme = theme
            self.action = action
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            Button(action: action) {
                HStack(spacing: 8) {
                    if showsProgress {
                        ProgressView()
                            .accessibilityHidden(true)
                    }
                    Text(verbatim: title)
                        .font(theme.font(.headline))
                }
                .foregroundStyle(colors[kind.titleRole])
                .padding(.vertical, 14)
                .frame(maxWidth: .infinity)
                .background(colors[kind.backgroundRole], in: RoundedRectangle(cornerRadius: 11))
                .padding(1)
                .background(colors[kind.borderRole], in: RoundedRectangle(cornerRadius: 12))
            }
            .disabled(!isEnabled)
            .accessibilityLabel(title)
            .accessibilityIdentifier(identifier)
        }
    }
#endif
