import Foundation

/// A year and month of the Gregorian calendar: the "current month" a card's expiry is checked against.
struct CalendarMonth: Sendable, Equatable {
    var year: Int
    var month: Int

    /// The calendar the SDK validates expiry dates with: Gregorian, in UTC (``CardForm/defaultCalendar``). Made
    /// once: a calendar is costly to create, and every card form uses it.
    static let sdkCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// The seconds since 1970 ``utc(_:)`` works out by arithmetic: 1582-10-15T00:00:00Z, the first day of
    /// Foundation's Gregorian calendar (Julian before), to 10000-01-01T00:00:00Z.
    static let arithmeticRange: Range<Double> = -12_219_292_800..<253_402_300_800

    /// The month `date` falls in, in `calendar`; `nil` means the SDK's calendar, ``sdkCalendar`` (Gregorian in UTC),
    /// worked out by ``utc(_:)``.
    static func of(_ date: Date, in calendar: Calendar?) -> CalendarMonth {
        guard let calendar else { return utc(date) }
        let components = calendar.dateComponents([.year, .month], from: date)
        return CalendarMonth(year: components.year ?? 0, month: components.month ?? 1)
    }

    /// The month `date` falls in on the proleptic Gregorian calendar in UTC: what ``sdkCalendar`` says, by
    /// arithmetic on the day number (Howard Hinnant's `civil_from_days`, chrono-Compatible Low-Level Date
    /// Algorithms).
    ///
    /// A hot path (PERFORMANCE.md, "Hot paths"): the card form asks for the month on the main actor at every
    /// submit, and `Calendar.dateComponents` cost ≈ 2.3 µs of it there (`perf`, a canned new-card flow), a twelfth
    /// of the SDK's main-actor time a flow. `CalendarMonthTests` holds it to ``sdkCalendar`` on seeded dates from
    /// 1582-10-15 (Foundation's Gregorian calendar is Julian before) to 9999 and on both sides of every month's
    /// first instant.
    static func utc(_ date: Date) -> CalendarMonth {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        // Before 1582-10-15 Foundation's Gregorian calendar is Julian, and past year 9999 (or NaN) nothing is
        // tested: the calendar's own answer there.
        guard seconds >= Self.arithmeticRange.lowerBound, seconds < Self.arithmeticRange.upperBound else {
            return of(date, in: sdkCalendar)
        }
        let days = Int(seconds).floorDivided(by: 86_400) + 719_468  // days since 0000-03-01
        let era = days.floorDivided(by: 146_097)
        let dayOfEra = days - era * 146_097  // 0...146_096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365, from March 1
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0...11, March first
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return CalendarMonth(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month)
    }
}

extension Int {
    /// The quotient rounded toward negative infinity (`-1.floorDivided(by: 86_400)` is -1, not 0).
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }
}
