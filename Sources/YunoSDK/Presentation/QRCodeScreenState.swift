import Foundation
import Observation

/// The live part of the QR-code screen: the time left on the code, updated as it runs down, and the "Code copied"
/// confirmation the copy button shows for a few seconds after a copy.
///
/// Isolation: `@MainActor` (it is UI state); observable through the Observation framework. The clock is injected,
/// so tests move time by hand and nothing waits on real time. A view shows the texts, waits ``nextRefresh`` and
/// calls ``refresh()``, calls ``copy()`` when the shopper presses the copy button, and posts to VoiceOver what
/// those two return. The time left is always computed from the clock, never counted down, so it is right again at
/// the first refresh after the app returns from the background (a shopper who copied the code into their bank's
/// app).
@MainActor
@Observable
public final class QRCodeScreenState {
    /// How long the copy button says "Code copied" after a copy.
    public nonisolated static let copyConfirmationDuration: Duration = .seconds(3)

    /// The screen whose code runs down.
    public let screen: QRCodeScreen
    /// The time the texts are computed for: the clock's time when the state was made, refreshed or copied.
    public private(set) var now: Date
    /// When the shopper last copied the code, or `nil` if they have not.
    public private(set) var copiedAt: Date?
    /// The clock (tests inject a fixed, movable time).
    @ObservationIgnored private let clock: @Sendable () -> Date

    /// The live state of `screen`, read at `clock`'s time (the device's by default; called on the main actor).
    public init(screen: QRCodeScreen, clock: @escaping @Sendable () -> Date = Date.init) {
        self.screen = screen
        self.clock = clock
        now = clock()
    }

    /// Whether the code has expired (see ``QRCodeScreen/isExpired(at:)``).
    public var isExpired: Bool {
        screen.isExpired(at: now)
    }

    /// "Time left: 4:59", or "This code has expired." (see ``QRCodeScreen/timeLeftText(at:)``).
    public var timeLeftText: String {
        screen.timeLeftText(at: now)
    }

    /// ``timeLeftText`` with its units spelled out, for VoiceOver (see
    /// ``QRCodeScreen/timeLeftAccessibilityLabel(at:)``).
    public var timeLeftAccessibilityLabel: String {
        screen.timeLeftAccessibilityLabel(at: now)
    }

    /// The theme role the time left is drawn in: the error color once the code has expired, else secondary text.
    public var timeLeftRole: ScreenTheme.Role {
        isExpired ? .error : .secondaryText
    }

    /// Whether the copy button works: only while the code has not expired (a bank refuses an expired code).
    public var canCopy: Bool {
        !isExpired
    }

    /// How the copy button is drawn: primary while the code can be copied, disabled once it has expired.
    public var copyButtonKind: ScreenTheme.ButtonKind {
        canCopy ? .primary : .disabled
    }

    /// Whether the copy button confirms a copy now: for ``copyConfirmationDuration`` after ``copy()``.
    public var isShowingCopyConfirmation: Bool {
        guard let copiedAt else { return false }
        return now < copiedAt.addingTimeInterval(Self.seconds(Self.copyConfirmationDuration))
    }

    /// The copy button's title (also its VoiceOver label): "Code copied" for a few seconds after a copy, else
    /// "Copy code".
    public var copyButtonTitle: String {
        YunoLocalizer(language: screen.language).string(isShowingCopyConfirmation ? .qrCopied : .qrCopy)
    }

    /// The shopper pressed the copy button: unless the code has expired, the button says "Code copied" for
    /// ``copyConfirmationDuration`` (a new copy starts it again) and VoiceOver announces it.
    ///
    /// - Returns: What VoiceOver says ("Code copied"), or `nil` when the code has expired and must not be copied:
    ///   the view copies ``QRCodeScreen/code`` to the pasteboard only when this returns an announcement.
    public func copy() -> ScreenAnnouncement? {
        now = clock()
        guard canCopy else { return nil }
        copiedAt = now
        return ScreenAnnouncement(YunoLocalizer(language: screen.language).string(.qrCopied))
    }

    /// Reads the clock again, so the texts show the time left now and the copy confirmation ends on time.
    ///
    /// - Returns: "This code has expired." once, at the refresh that finds the code expired; else `nil`.
    public func refresh() -> ScreenAnnouncement? {
        let wasExpired = isExpired
        now = clock()
        guard !wasExpired, isExpired else { return nil }
        return ScreenAnnouncement(YunoLocalizer(language: screen.language).string(.qrExpired))
    }

    /// How long a view waits before the next ``refresh()``: until the time left shows one second less (or the code
    /// expires), or the copy confirmation ends, whichever comes first; `nil` when nothing will change any more (the
    /// code expired and no confirmation is showing).
    public var nextRefresh: Duration? {
        var delays: [TimeInterval] = []
        if !isExpired {
            // The text changes when the time left reaches the next whole second down (it is rounded up).
            delays.append(screen.expiresAt.timeIntervalSince(now) - Double(screen.secondsLeft(at: now) - 1))
        }
        if isShowingCopyConfirmation, let copiedAt {
            let end = copiedAt.addingTimeInterval(Self.seconds(Self.copyConfirmationDuration))
            delays.append(end.timeIntervalSince(now))
        }
        guard let delay = delays.min() else { return nil }
        // Whole milliseconds, rounded up, so the refresh after the wait sees the change.
        return .milliseconds(Int((max(delay, 0.001) * 1000).rounded(.up)))
    }

    /// `duration` in seconds.
    private nonisolated static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
