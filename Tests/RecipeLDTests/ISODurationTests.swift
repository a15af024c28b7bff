import Testing
import RecipeLD

@Suite struct ISODurationTests {
    @Test(arguments: [
        ("PT1H30M", 90), ("PT45M", 45), ("P0DT1H", 60), ("PT90S", 2), ("PT29S", 0), ("pt20m", 20),
        ("PT1.5H", 90), ("PT0,5H", 30), (" PT10M ", 10), ("PT1H30M0S", 90),
    ])
    func parsesCommonDurations(text: String, minutes: Int) {
        #expect(ISODuration.minutes(text) == minutes)
    }

    @Test func zeroDurationIsZeroNotMissing() {
        #expect(ISODuration.minutes("PT0S") == 0)
        #expect(ISODuration.minutes("PT0M") == 0)
    }

    @Test func daysAndWeeksCount() {
        #expect(ISODuration.minutes("P1DT2H") == 26 * 60)
        #expect(ISODuration.minutes("P1D") == 1_440)
        #expect(ISODuration.minutes("P1W") == 10_080)
    }

    @Test func zeroYearsAndMonthsArePadding() {
        #expect(ISODuration.minutes("P0Y0M0DT0H35M0.000S") == 35)
        #expect(ISODuration.minutes("P1M") == nil)
        #expect(ISODuration.minutes("P1Y") == nil)
    }

    @Test(arguments: [
        "", "P", "PT", "T1H", "1H30M", "PTXM", "PT1H-5M", "-PT5M", "PT5M5H", "PT1.2.3M", "P1H", "PT1D",
        "PT5", "P2DT", "45 minutes", "PT99999999999999999999H",
    ])
    func rejectsInvalidDurations(text: String) {
        #expect(ISODuration.minutes(text) == nil)
    }

    @Test func formatsHoursAndMinutes() {
        #expect(ISODuration.string(minutes: 90) == "PT1H30M")
        #expect(ISODuration.string(minutes: 45) == "PT45M")
        #expect(ISODuration.string(minutes: 60) == "PT1H")
        #expect(ISODuration.string(minutes: 0) == "PT0M")
        #expect(ISODuration.string(minutes: -5) == "PT0M")
        #expect(ISODuration.string(minutes: 1_560) == "PT26H")
    }

    @Test func formattedDurationsParseBack() {
        for minutes in stride(from: 0, through: 5_000, by: 7) {
            #expect(ISODuration.minutes(ISODuration.string(minutes: minutes)) == minutes)
        }
    }
}
