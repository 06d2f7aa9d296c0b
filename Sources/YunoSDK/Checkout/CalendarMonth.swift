import Foundation

/// A year and month of the Gregorian calendar: the "current month" a card's expiry is checked against.
struct CalendarMonth: Sendable, Hashable {
    var year: Int
    var month: Int

    /// The month `date` falls in, in `calendar`; `nil` means the SDK's calendar (Gregorian in UTC), which is
    /// computed arithmetically: a `Calendar` computation costs microseconds on every card submitted.
    static func of(_ date: Date, in calendar: Calendar?) -> CalendarMonth {
        if calendar == nil, let month = utc(date) { return month }
        let components = (calendar ?? CardForm.defaultCalendar).dateComponents([.year, .month], from: date)
        return CalendarMonth(year: components.year ?? 0, month: components.month ?? 1)
    }

    /// The month `date` falls in, in UTC: Howard Hinnant's `civil_from_days` on the days since 1970. `nil` before
    /// day −141,000 (December 1583: Foundation's Gregorian calendar is Julian before October 1582, so the calendar
    /// answers there) and beyond 10⁹ days.
    static func utc(_ date: Date) -> CalendarMonth? {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        guard days >= -141_000, days < 1e9 else { return nil }  // Also rejects NaN.
        let shifted = Int(days) + 719_468  // Days since 0000-03-01, the start of a 400-year era's first year.
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097  // 0...146_096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365, from March 1
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0...11, March first
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return CalendarMonth(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month)
    }
}
