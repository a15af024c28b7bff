import Testing
@testable import FoodKit

/// Durations in a step's text become cook-mode timers; quantities, sizes and temperatures do not.
@Suite struct StepTimersTests {
    static let found: [(String, String, Int, Int?)] = [
        ("Simmer 10 minutes.", "10 minutes", 600, nil),
        ("Bake for 25–30 min, until golden.", "25–30 min", 1500, 1800),
        ("Roast for 1 hour.", "1 hour", 3600, nil),
        ("Braise 1 1/2 hours, covered.", "1 1/2 hours", 5400, nil),
        ("Braise 1½ hours, covered.", "1½ hours", 5400, nil),
        ("Leave to prove for an hour.", "an hour", 3600, nil),
        ("Blend for 45 sec.", "45 sec", 45, nil),
        ("Slow-cook 2-3 hrs.", "2-3 hrs", 7200, 10800),
        ("Fry for 5 to 8 minutes, turning once.", "5 to 8 minutes", 300, 480),
        ("Rest for half an hour.", "half an hour", 1800, nil),
        ("Stew for an hour and a half.", "an hour and a half", 5400, nil),
        ("Cook 1 hour 15 minutes.", "1 hour 15 minutes", 4500, nil),
        ("Whisk for a minute.", "a minute", 60, nil),
        ("Chill for at least 4 hours.", "4 hours", 14400, nil),
        ("Let it stand for a 10-minute rest.", "10-minute", 600, nil),
        ("Steam 30 seconds to 1 minute.", "30 seconds to 1 minute", 30, 60),
        ("Boil 2 or 3 minutes.", "2 or 3 minutes", 120, 180),
        ("Toast for 1.5 mins.", "1.5 mins", 90, nil),
        ("Simmer for ten minutes.", "ten minutes", 600, nil),
    ]

    @Test(arguments: found.indices)
    func findsTheDuration(_ index: Int) {
        let (text, label, seconds, maxSeconds) = Self.found[index]
        let timers = StepTimers.find(in: text)
        #expect(timers == [StepTimer(label: label, seconds: seconds, maxSeconds: maxSeconds)], "\(text)")
    }

    @Test(arguments: [
        "Grease a 9-inch pan.", "Heat the oven to 350°F.", "Add 2 tbsp butter.", "Repeat step 3.", "Cook a few minutes.",
        "Use a second pan.", "Leave overnight.", "Add the garlic for the last minute.", "Cut into 2 cm pieces.",
        "Keeps for 3 days.", "Marinate 48 hours.", "Stir in the minced garlic.", "Serve 4 to 6 people.",
    ])
    func ignoresWhatIsNotATimer(_ text: String) {
        #expect(StepTimers.find(in: text).isEmpty, "\(text)")
    }

    @Test func findsEveryDurationInAStep() {
        let timers = StepTimers.find(in: "Sear 2 minutes per side, then roast for 12–15 minutes and rest 5 min.")
        #expect(timers.map(\.seconds) == [120, 720, 300])
        #expect(timers.map(\.shortText) == ["2 min", "12 min", "5 min"])
        #expect(StepTimer.short(5430) == "1 h 30 min 30 s")
    }
}
