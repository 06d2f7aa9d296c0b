#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The SwiftUI colors of a ``ScreenTheme`` in the environment's color scheme: a view asks for a role and draws
    /// what it gets. Main actor (it is made in a view's `body`).
    struct ThemeColors {
        private let theme: ScreenTheme
        private let scheme: ScreenTheme.Scheme

        /// The colors of `theme` for SwiftUI's `colorScheme` (a scheme other than dark reads as light).
        init(theme: ScreenTheme, colorScheme: ColorScheme) {
            self.theme = theme
            scheme = colorScheme == .dark ? .dark : .light
        }

        /// The color of `role`.
        subscript(_ role: ScreenTheme.Role) -> Color {
            let color = theme.color(role, in: scheme)
            return Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
        }
    }
#endif
