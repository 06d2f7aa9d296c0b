import Foundation
import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// `CalendarMonth.utc(_:)`, the card form's month worked out by arithmetic (a hot path: PERFORMANCE.md), against the
/// calendar it stands for: Foundation's Gregorian calendar in UTC.
@Suite("The card form's current month: arithmetic against Foundation's calendar")
struct CalendarMonthTests {
    private let calendar = CalendarMonth.sdkCalendar

    private func calendarMonth(_ date: Date) -> CalendarMonth {
        let components = calendar.dateComponents([.year, .month], from: date)
        return CalendarMonth(year: components.year ?? 0, month: components.month ?? 1)
    }

    @Test("Every month's first instant from 1583 to 9999, and the second before it, are the calendar's months")
    func monthBoundaries() throws {
        var mismatches: [String] = []
        for year in 1583...9999 {
            for month in 1...12 {
                let first = try #require(calendar.date(from: DateComponents(year: year, month: month, day: 1)))
                for date in [first, first.addingTimeInterval(-1), first.addingTimeInterval(-0.25)]
                where CalendarMonth.utc(date) != calendarMonth(date) {
                    mismatches.append("\(date.timeIntervalSince1970)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("100,000 seeded instants from 1582-10-15 to 9999 are in the calendar's month")
    func seededInstants() {
        var random = SplitMix64(seed: 39)
        let range = CalendarMonth.arithmeticRange
        var mismatches: [Double] = []
        for _ in 0..<100_000 {
            let seconds = range.lowerBound + Double(random.next() % UInt64(range.upperBound - range.lowerBound))
            let date = Date(timeIntervalSince1970: seconds + Double(random.next() % 1_000) / 1_000)
            if CalendarMonth.utc(date) != calendarMonth(date) { mismatches.append(date.timeIntervalSince1970) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("Outside the arithmetic's range (Julian dates before 1582-10-15, years past 9999) the calendar answers")
    func outsideTheRange() {
        let dates = [
            Date(timeIntervalSince1970: CalendarMonth.arithmeticRange.lowerBound - 1),  // 1582-10-04, Julian
            Date(timeIntervalSince1970: -62_135_596_800),  // 0001-01-03 in Foundation's calendar
            Date(timeIntervalSince1970: CalendarMonth.arithmeticRange.upperBound),  // 10000-01-01
            .distantFuture, .distantPast,
        ]
        for date in dates {
            #expect(CalendarMonth.utc(date) == calendarMonth(date), "\(date.timeIntervalSince1970)")
        }
    }
}
