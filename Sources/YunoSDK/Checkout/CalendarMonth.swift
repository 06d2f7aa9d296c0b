import Foundation

/// A year and month of the Gregorian calendar: the "current month" a card's expiry is checked against.
struct CalendarMonth: Sendable, Hashable {
    var year: Int
    var month: Int

    /// The calendar the SDK validates expiry dates with: Gregorian, in UTC (``CardForm/defaultCalendar``). Made
    /// once: a calendar is costly to create, and every card form uses it.
    static let sdkCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// The month `date` falls in, in `calendar`; `nil` means the SDK's calendar, ``sdkCalendar`` (Gregorian in UTC).
    static func of(_ date: Date, in calendar: Calendar?) -> CalendarMonth {
        let components = (calendar ?? sdkCalendar).dateComponents([.year, .month], from: date)
        return CalendarMonth(year: components.year ?? 0, month: components.month ?? 1)
    }
}
