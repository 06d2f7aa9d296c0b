import Foundation

extension QRCodeScreen {
    /// Whether the code has expired at `now` (at or after ``expiresAt``): a bank no longer accepts it.
    public func isExpired(at now: Date) -> Bool {
        expiresAt <= now
    }

    /// The whole seconds left on the code at `now`, rounded up (so "0:00" never shows while the code still works),
    /// or 0 once it has expired.
    public func secondsLeft(at now: Date) -> Int {
        let left = expiresAt.timeIntervalSince(now)
        guard left > 0 else { return 0 }
        return Int(min(left.rounded(.up), Double(Int.max / 2)))
    }

    /// The time left on the code at `now`, in the screen's language: "Time left: 4:59" (minutes and seconds;
    /// hours, minutes and seconds from an hour on, "Time left: 1:02:05"), or "This code has expired." once it has.
    public func timeLeftText(at now: Date) -> String {
        let text = YunoLocalizer(language: language)
        guard !isExpired(at: now) else { return text.string(.qrExpired) }
        return text.string(.qrTimeLeft, ["time": Self.clock(seconds: secondsLeft(at: now))])
    }

    /// ``timeLeftText(at:)`` as VoiceOver reads it, with the units spelled out in the screen's language ("Time
    /// left: 4 minutes, 59 seconds"), since "4:59" reads as a time of day.
    public func timeLeftAccessibilityLabel(at now: Date) -> String {
        let text = YunoLocalizer(language: language)
        guard !isExpired(at: now) else { return text.string(.qrExpired) }
        let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .wide)
            .locale(text.locale)
        return text.string(.qrTimeLeft, ["time": Duration.seconds(secondsLeft(at: now)).formatted(style)])
    }

    /// `seconds` as a countdown: `m:ss` under an hour (`4:59`, `0:07`), `h:mm:ss` from an hour on (`1:00:00`).
    static func clock(seconds: Int) -> String {
        let total = max(seconds, 0)
        let hours = total / 3600
        let minutes = total % 3600 / 60
        let rest = total % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        guard hours > 0 else { return "\(minutes):\(twoDigits(rest))" }
        return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
    }
}
