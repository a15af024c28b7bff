import FoodKit
import Foundation
import Testing
@testable import PantrixCore

/// Cook mode's timers and step ingredients over the whole seed catalogue: every timer plausible,
/// nearly every written duration found, and most lines placed by a step that names them.
@Suite struct CookModeSeedTests {
    @Test func everySeedTimerIsPlausibleAndWrittenDurationsAreFound() throws {
        var timers = 0, stepsWithDuration = 0, missed: [String] = [], implausible: [String] = []
        let written = try NSRegularExpression(pattern: #"\d\s*(?:-|–)?\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\b"#, options: .caseInsensitive)
        for draft in try SeedCatalogue.drafts() {
            for step in draft.steps {
                let found = StepTimers.find(in: step)
                timers += found.count
                for timer in found where !(5...StepTimers.longest).contains(timer.seconds) || timer.label.count > 40 {
                    implausible.append("\(draft.title): \(timer.label) = \(timer.seconds) s")
                }
                if written.firstMatch(in: step, range: NSRange(step.startIndex..., in: step)) != nil {
                    stepsWithDuration += 1
                    if found.isEmpty { missed.append("\(draft.title): \(step)") }
                }
            }
        }
        #expect(implausible.isEmpty, "\(implausible.joined(separator: "\n"))")
        // 972 timers when written; 777 steps write a number and a unit of time.
        #expect(timers >= 900, "\(timers) timers in the seed steps")
        #expect(stepsWithDuration > 0 && missed.isEmpty,
                "\(missed.count) of \(stepsWithDuration) steps with a written duration got no timer:\n\(missed.joined(separator: "\n"))")
    }

    @Test func mostSeedLinesAreNamedByAStep() throws {
        var lines = 0, named = 0, unplaced: [String] = []
        for draft in try SeedCatalogue.drafts() {
            let parsed = draft.ingredients.map(IngredientParser.parse)
            let names: [String?] = parsed.map { $0.isHeading ? nil : $0.name }
            let assigned = StepIngredients.assign(names: names, steps: draft.steps)
            let firstOnly = Set(assigned[0])
            for (index, name) in names.enumerated() where name != nil {
                lines += 1
                let elsewhere = assigned.dropFirst().contains { $0.contains(index) }
                let wordsInFirst = !Set(StepIngredients.words(draft.steps[0])).isDisjoint(with: StepIngredients.words(name!))
                if elsewhere || (firstOnly.contains(index) && wordsInFirst) { named += 1 } else { unplaced.append("\(draft.title): \(draft.ingredients[index])") }
            }
        }
        // 2,801 of 2,821 lines when written.
        #expect(lines > 0 && Double(named) / Double(lines) >= 0.95, "\(named) of \(lines) lines named by a step; not named:\n\(unplaced.prefix(40).joined(separator: "\n"))")
    }
}
