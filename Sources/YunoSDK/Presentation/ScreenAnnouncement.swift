/// A sentence VoiceOver speaks when something happens rather than when the shopper reaches it: an error that just
/// appeared under a field, "Code copied", a QR code that expired.
///
/// A plain value type, usable from any isolation domain. Models decide what to announce and when (an error once,
/// when it appears; see ``FieldErrors/announcement(since:)``); a view only posts it. The text is localized and
/// never contains card input (SPEC §8).
public struct ScreenAnnouncement: Sendable, Hashable, CustomStringConvertible {
    /// What VoiceOver says, in the screen's language.
    public let text: String

    /// An announcement of `text` (already localized).
    init(_ text: String) {
        self.text = text
    }

    /// The text itself: it never contains card input.
    public var description: String {
        text
    }
}
