import Foundation
import Testing
@testable import PantrixCore

@Suite struct RecipeLimitsTests {
    @Test func aDraftWithinTheLimitsIsKeptAsItIs() {
        let draft = RecipeDraft(title: "Toast", description: "Crisp.", category: "breakfast", cuisine: "British", servings: 2,
                                prepMinutes: 5, tags: ["quick"], ingredients: ["1 slice bread"], steps: ["Toast it."])
        let fitted = RecipeLimits.fit(draft)
        #expect(fitted.draft == draft && fitted.cuts.isEmpty)
    }

    @Test func anOversizeDraftIsCutToTheLimitsAndEachCutIsNamed() {
        let draft = RecipeDraft(
            title: String(repeating: "t", count: 500), description: String(repeating: "d ", count: 2_000), category: "dinner",
            cuisine: String(repeating: "c", count: 90), servings: 1_000, prepMinutes: 99_999, cookMinutes: 30,
            tags: (1...30).map { "tag\($0)" } + [String(repeating: "x", count: 80)],
            ingredients: (1...60_000).map { "\($0) g flour" }, steps: (1...20_000).map { "Stir \($0)." } + [String(repeating: "s", count: 3_000)],
            sourceURL: "https://r.test/" + String(repeating: "p", count: 3_000))
        let (fitted, cuts) = RecipeLimits.fit(draft)
        #expect(fitted.title.count == RecipeLimits.titleCharacters)
        #expect(fitted.description.count <= RecipeLimits.descriptionCharacters && fitted.description.hasSuffix("d"))
        #expect(fitted.cuisine?.count == RecipeLimits.cuisineCharacters)
        #expect(fitted.servings == RecipeLimits.servings.upperBound)
        #expect(fitted.prepMinutes == nil && fitted.cookMinutes == 30)
        #expect(fitted.ingredients.count == RecipeLimits.ingredientLines && fitted.ingredients.last == "200 g flour")
        #expect(fitted.steps.count == RecipeLimits.steps && fitted.tags.count == RecipeLimits.tags)
        #expect(fitted.sourceURL == nil)
        #expect(cuts == [
            "shortened the title to 120 characters", "shortened the description to 1000 characters",
            "shortened the cuisine to 40 characters", "kept the first 200 of 60000 ingredient lines",
            "kept the first 60 of 20001 steps", "kept the first 20 of 31 tags", "left out a prep time of 99999 minutes",
            "left out a source address longer than 2000 characters",
        ])
    }
}
