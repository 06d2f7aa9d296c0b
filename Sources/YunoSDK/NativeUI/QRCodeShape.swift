#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The dark modules of a ``QRCodeScreen``'s symbol as one path, scaled to the square that fits the rect (the
    /// quiet zone included), drawn from ``QRCodeScreen/darkRectangles(side:)`` without CoreImage.
    struct QRCodeShape: Shape {
        let screen: QRCodeScreen

        nonisolated func path(in rect: CGRect) -> Path {
            let side = min(rect.width, rect.height)
            return Path { path in
                for module in screen.darkRectangles(side: Double(side)) {
                    path.addRect(
                        CGRect(
                            x: rect.minX + CGFloat(module.x), y: rect.minY + CGFloat(module.y),
                            width: CGFloat(module.width), height: CGFloat(module.height)))
                }
            }
        }
    }
#endif
