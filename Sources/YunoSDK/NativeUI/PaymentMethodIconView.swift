#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// A row's method icon: the backend's image when ``PaymentMethodIcon/remoteURL`` is set and loads, else (while
    /// loading, on failure, without an address) the category's SF Symbol, in a square of `side` points. Hidden from
    /// VoiceOver as the model says (a row's own label names the method).
    struct PaymentMethodIconView: View {
        let icon: PaymentMethodIcon
        let side: CGFloat
        let tint: Color

        var body: some View {
            Group {
                if let url = icon.remoteURL {
                    AsyncImage(url: url) { phase in
                        if let image = phase.image {
                            image.resizable().aspectRatio(contentMode: .fit)
                        } else {
                            symbol
                        }
                    }
                } else {
                    symbol
                }
            }
            .frame(width: side, height: side)
            .accessibilityLabel(icon.accessibilityLabel)
            .accessibilityHidden(icon.isAccessibilityHidden)
        }

        private var symbol: some View {
            Image(systemName: icon.symbolName)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .foregroundStyle(tint)
        }
    }
#endif
