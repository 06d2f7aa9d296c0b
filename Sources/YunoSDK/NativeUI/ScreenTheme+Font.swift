#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    extension ScreenTheme {
        /// The SwiftUI font of `style`: the merchant's family scaled with Dynamic Type relative to the style
        /// (`Font.custom(_:size:relativeTo:)`), or the system font of the style. Main actor.
        @MainActor
        func font(_ style: TextStyle) -> Font {
            let typography = typography(style)
            guard let family = typography.family else { return .system(style.swiftUI) }
            return .custom(family, size: CGFloat(typography.size), relativeTo: style.swiftUI)
        }
    }

    extension ScreenTheme.TextStyle {
        /// The SwiftUI text style with the same name.
        var swiftUI: Font.TextStyle {
            switch self {
            case .title2: .title2
            case .headline: .headline
            case .body: .body
            case .caption: .caption
            }
        }
    }
#endif
