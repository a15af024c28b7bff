import Foundation
import PantrixCore
import Testing

/// Use-by dates are the UTC calendar day, as the calendar itself would name it.
@Suite struct UseByDateTests {
    static func byCalendar(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    @Test func everyDayIsTheCalendarsDay() {
        // Each day from 1900 to 2200 at a moment before and after midnight, and random moments.
        var moments: [Date] = []
        for day in -25_567...84_000 {
            moments.append(Date(timeIntervalSince1970: Double(day) * 86_400))
            moments.append(Date(timeIntervalSince1970: Double(day) * 86_400 + 86_399.9))
        }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<5_000 { moments.append(Date(timeIntervalSince1970: Double.random(in: -2e9...7e9, using: &random))) }
        for moment in moments where UseByDate.string(moment) != Self.byCalendar(moment) {
            Issue.record("\(moment.timeIntervalSince1970): \(UseByDate.string(moment)) ≠ \(Self.byCalendar(moment))")
        }
        #expect(UseByDate.string(Date(timeIntervalSince1970: 0)) == "1970-01-01")
        #expect(UseByDate.string(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
    }
}
