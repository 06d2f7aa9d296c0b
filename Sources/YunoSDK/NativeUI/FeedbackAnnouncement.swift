#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    extension ScreenAnnouncement {
        /// Posts the announcement to VoiceOver and the other assistive apps (nothing happens when none runs).
        @MainActor
        func post() {
            AccessibilityNotification.Announcement(text).post()
        }
    }

    /// Posts to VoiceOver the card form's errors as they appear: what ``ScreenAnnouncement/FieldErrors`` decides
    /// when the form appears and at each change (only new errors, once). Decides nothing itself.
    struct FeedbackErrorAnnouncer: ViewModifier {
        let errors: ScreenAnnouncement.FieldErrors

        func body(content: Content) -> some View {
            content
                .onAppear { errors.announcementOnAppear?.post() }
                .onChange(of: errors) { previous, current in current.announcement(since: previous)?.post() }
        }
    }

    extension View {
        /// Announces `errors` to VoiceOver as they appear (see ``ScreenAnnouncement/FieldErrors``); a card form
        /// attaches it with `.announcesErrors(ScreenAnnouncement.FieldErrors(form: form))`.
        func announcesErrors(_ errors: ScreenAnnouncement.FieldErrors) -> some View {
            modifier(FeedbackErrorAnnouncer(errors: errors))
        }
    }
#endif
