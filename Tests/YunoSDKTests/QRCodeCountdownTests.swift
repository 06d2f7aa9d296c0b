import Foundation
import Synchronization
import Testing

@testable import YunoSDK

/// The QR screen's live part (issue 37, item 7): the time left at several instants (before, at and after expiry,
/// above an hour), when the view refreshes, and the "Code copied" confirmation, all on a clock the tests move by
/// hand (nothing sleeps).
@Suite("Native screens: QR code countdown and copy confirmation", .timeLimit(.minutes(1)))
@MainActor
struct QRCodeCountdownTests {
    nonisolated static let start = TestSupport.now

    /// A clock the test moves.
    final class ManualClock: Sendable {
        private let date = Mutex(QRCodeCountdownTests.start)
        var now: @Sendable () -> Date { { self.date.withLock { $0 } } }
        func advance(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    static func screen(expiresIn seconds: TimeInterval, language: YunoLanguage = .en) throws -> QRCodeScreen {
        let payment = QRCodePayment(
            paymentID: "pay-1", code: QRCodeScreenTests.pix, expiresAt: start.addingTimeInterval(seconds),
            amount: 52, currency: "BRL")
        return try QRCodeScreen(payment, language: language, now: start)
    }

    @Test(
        "The time left reads m:ss under an hour and h:mm:ss from an hour on, rounded up",
        arguments: [
            (300.0, "Time left: 5:00"), (299.4, "Time left: 5:00"), (299.0, "Time left: 4:59"),
            (65.0, "Time left: 1:05"), (9.0, "Time left: 0:09"), (0.2, "Time left: 0:01"),
            (3_599.5, "Time left: 1:00:00"), (3_600.0, "Time left: 1:00:00"), (3_725.0, "Time left: 1:02:05"),
            (36_000.0, "Time left: 10:00:00"),
        ])
    func timeLeftBeforeExpiry(secondsLeft: TimeInterval, text: String) throws {
        let screen = try Self.screen(expiresIn: 50_000)
        let now = screen.expiresAt.addingTimeInterval(-secondsLeft)
        #expect(screen.timeLeftText(at: now) == text)
        #expect(!screen.isExpired(at: now))
    }

    @Test("At and after the expiry the screen says the code has expired")
    func expiredAtAndAfter() throws {
        let screen = try Self.screen(expiresIn: 300)
        for after in [0.0, 0.001, 1, 86_400] {
            let now = screen.expiresAt.addingTimeInterval(after)
            #expect(screen.isExpired(at: now))
            #expect(screen.secondsLeft(at: now) == 0)
            #expect(screen.timeLeftText(at: now) == "This code has expired.")
            #expect(screen.timeLeftAccessibilityLabel(at: now) == "This code has expired.")
        }
    }

    @Test("The time left is in the screen's language, and VoiceOver hears its units spelled out")
    func localizedAndSpokenWithUnits() throws {
        let english = try Self.screen(expiresIn: 299)
        #expect(english.timeLeftAccessibilityLabel(at: Self.start) == "Time left: 4 minutes, 59 seconds")
        let hour = try Self.screen(expiresIn: 3_725)
        #expect(hour.timeLeftAccessibilityLabel(at: Self.start) == "Time left: 1 hour, 2 minutes, 5 seconds")
        let portuguese = try Self.screen(expiresIn: 299, language: .pt)
        let expected = YunoLocalizer(language: .pt).string(.qrTimeLeft, ["time": "4:59"])
        #expect(portuguese.timeLeftText(at: Self.start) == expected)
        #expect(portuguese.timeLeftText(at: Self.start) != english.timeLeftText(at: Self.start))
        #expect(portuguese.timeLeftAccessibilityLabel(at: Self.start).contains("4 minutos"))
    }

    @Test("The state refreshes when the shown second changes, announces the expiry once, then stops")
    func refreshSchedule() throws {
        let clock = ManualClock()
        let state = QRCodeScreenState(screen: try Self.screen(expiresIn: 2.5), clock: clock.now)
        #expect(state.timeLeftText == "Time left: 0:03")
        #expect(state.nextRefresh == .milliseconds(500))
        clock.advance(0.5)
        #expect(state.refresh() == nil)
        #expect(state.timeLeftText == "Time left: 0:02")
        #expect(state.nextRefresh == .seconds(1))
        clock.advance(2)
        #expect(state.refresh()?.text == "This code has expired.")
        #expect(state.isExpired)
        #expect(state.timeLeftRole == .error)
        #expect(state.nextRefresh == nil)
        clock.advance(5)
        #expect(state.refresh() == nil, "the expiry is announced once")
    }

    @Test("Copy code says \"Code copied\" for a few seconds, announced, then goes back")
    func copyConfirmation() throws {
        let clock = ManualClock()
        let state = QRCodeScreenState(screen: try Self.screen(expiresIn: 600), clock: clock.now)
        #expect(state.copyButtonTitle == "Copy code")
        #expect(state.copyButtonKind == .primary)
        #expect(state.copy()?.text == "Code copied")
        #expect(state.isShowingCopyConfirmation)
        #expect(state.copyButtonTitle == "Code copied")
        clock.advance(2.5)
        #expect(state.refresh() == nil)
        #expect(state.copyButtonTitle == "Code copied")
        // The next refresh comes at the confirmation's end (here also the next second of the countdown).
        #expect(state.nextRefresh == .milliseconds(500))
        clock.advance(0.5)
        _ = state.refresh()
        #expect(!state.isShowingCopyConfirmation)
        #expect(state.copyButtonTitle == "Copy code")
        #expect(QRCodeScreenState.copyConfirmationDuration == .seconds(3))
    }

    @Test("A second copy restarts the confirmation")
    func secondCopyRestarts() throws {
        let clock = ManualClock()
        let state = QRCodeScreenState(screen: try Self.screen(expiresIn: 600), clock: clock.now)
        _ = state.copy()
        clock.advance(2)
        #expect(state.copy()?.text == "Code copied")
        clock.advance(2)
        _ = state.refresh()
        #expect(state.copyButtonTitle == "Code copied")
        clock.advance(1)
        _ = state.refresh()
        #expect(state.copyButtonTitle == "Copy code")
    }

    @Test("An expired code cannot be copied: no confirmation, no announcement, a disabled button")
    func expiredCodeIsNotCopied() throws {
        let clock = ManualClock()
        let state = QRCodeScreenState(screen: try Self.screen(expiresIn: 10), clock: clock.now)
        clock.advance(10)
        #expect(state.copy() == nil)
        #expect(!state.canCopy)
        #expect(state.copyButtonKind == .disabled)
        #expect(!state.isShowingCopyConfirmation)
        #expect(state.copyButtonTitle == "Copy code")
        #expect(state.timeLeftText == "This code has expired.")
    }

    @Test("The copy confirmation is in the screen's language")
    func copyConfirmationLocalized() throws {
        let state = QRCodeScreenState(screen: try Self.screen(expiresIn: 600, language: .es), clock: { Self.start })
        let text = YunoLocalizer(language: .es)
        #expect(state.copyButtonTitle == text.string(.qrCopy))
        #expect(state.copy()?.text == text.string(.qrCopied))
        #expect(state.copyButtonTitle == text.string(.qrCopied))
    }
}
