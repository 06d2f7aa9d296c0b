#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    extension ScreenFeedback {
        /// SwiftUI's feedback of this kind (the notification haptics of an iPhone), or `nil` for ``none``.
        @available(iOS 17.0, visionOS 26.0, *)
        var sensoryFeedback: SensoryFeedback? {
            switch self {
            case .success: .success
            case .warning: .warning
            case .error: .error
            case .none: nil
            }
        }
    }

    /// Plays a screen's ``ScreenFeedback`` once, when the screen appears, where the device has haptics (SwiftUI's
    /// sensory feedback plays these on an iPhone; an iPad, a Mac or Apple Vision Pro stay silent). The model picked
    /// the kind; this only plays it. visionOS declares the API from 26 only, hence the `#available` guard.
    struct FeedbackHaptic: ViewModifier {
        let feedback: ScreenFeedback
        /// Turns `true` when the view first appears: the one change that triggers the feedback.
        @State private var hasAppeared = false

        func body(content: Content) -> some View {
            let appearing = content.onAppear { hasAppeared = true }
            if #available(iOS 17.0, visionOS 26.0, *) {
                let kind = feedback.sensoryFeedback
                return AnyView(appearing.sensoryFeedback(trigger: hasAppeared) { hasAppeared ? kind : nil })
            }
            return AnyView(appearing)
        }
    }

    extension View {
        /// Plays `feedback` once when the view appears (see ``FeedbackHaptic``).
        func playsFeedback(_ feedback: ScreenFeedback) -> some View {
            modifier(FeedbackHaptic(feedback: feedback))
        }
    }
#endif
