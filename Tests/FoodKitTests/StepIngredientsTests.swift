import Testing
@testable import FoodKit

/// Which ingredient lines each step uses.
@Suite struct StepIngredientsTests {
    @Test func linesGoWithTheStepsThatNameThem() {
        let names: [String?] = ["unsalted butter", "leeks", "garlic clove", "heavy cream", "large eggs", "Gruyere cheese", "French bread", nil]
        let steps = [
            "Heat the oven. Butter four ramekins.",
            "Melt the butter. Add the leek and cook about 10 minutes. Add the garlic, then half the cream.",
            "Crack in an egg and scatter over the Gruyère.",
        ]
        let assigned = StepIngredients.assign(names: names, steps: steps)
        #expect(assigned[0] == [0, 6], "butter is named; the bread no step names goes first")
        #expect(assigned[1] == [0, 1, 2, 3])
        #expect(assigned[2] == [4, 5])
    }

    @Test func pluralAndSingularBothMatch() {
        let assigned = StepIngredients.assign(names: ["onion", "tomatoes", "cherries"], steps: ["Fry the onions.", "Add the tomato and the cherry."])
        #expect(assigned == [[0], [1, 2]])
    }

    @Test func sizeAndColourWordsAloneDoNotCount() {
        let assigned = StepIngredients.assign(names: ["large red onion", "salt"], steps: ["Take a large red bowl.", "Season with salt."])
        #expect(assigned == [[0], [1]], "the onion, named nowhere, goes with the first step")
    }
}
