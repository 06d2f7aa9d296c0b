import Foundation

/// A year and month of the Gregorian calendar: the "current month" a card's expiry is checked against.
struct CalendarMonth: Sendable, Hashable {
    var year: Int
    var month: Int

    /// The month `date` falls in, in `calendar`; `nil` means the SDK's calendar, ``CardForm/defaultCalendar``
    /// (Gregorian in UTC).
    static func of(_ date: Date, in calendar: Calendar?) -> CalendarMonth {
        let components = (calendar ?? CardForm.defaultCalendar).dateComponents([.year, .month], from: date)
        return CalendarMonth(year: components.year ?? 0, month: components.month ?? 1)
    }
}
