import Testing
@testable import FoodKit

@Suite struct BadInputTests {
    static let analyzer = RecipeAnalyzer()

    @Test func emptyLinesAreSkipped() {
        let recipe = Self.analyzer.analyze(lines: ["", "   ", "\t", "2 large eggs", ""], servings: 1)
        #expect(recipe.lines.map(\.parsed.input) == ["2 large eggs"])
        #expect(recipe.unmatched.isEmpty)
        #expect(Self.analyzer.analyze(lines: [], servings: 3).total == .zero)
    }

    @Test func absurdAmountsAreFlagged() {
        let line = Self.analyzer.analyze(line: "99999 kg flour")
        #expect(line.warnings.contains { $0.hasPrefix("absurd amount") })
        #expect(!Self.analyzer.analyze(line: "1 kg flour").warnings.contains { $0.hasPrefix("absurd amount") })
        // An unweighable count can still be absurd.
        #expect(Self.analyzer.analyze(line: "50000 xqzzy").warnings.contains { $0.hasPrefix("absurd amount") })
    }

    @Test func unmatchedLinesAreListedAndWarned() {
        let recipe = Self.analyzer.analyze(lines: ["For the sauce:", "xqzzy blorf", "1 cup whole milk"], servings: 1)
        #expect(recipe.unmatched == ["xqzzy blorf"])
        #expect(recipe.lines[1].warnings.contains("no matching food"))
        // A heading is neither matched nor unmatched.
        #expect(recipe.lines[0].parsed.isHeading && recipe.lines[0].warnings.isEmpty)
    }

    @Test func foodChoicesReplaceTheMatcher() {
        // Index 1 of the original lines (the blank line still counts).
        let recipe = Self.analyzer.analyze(lines: ["", "1 cup milk"], servings: 1, foodChoices: [1: "01085"])
        #expect(recipe.lines.first?.match?.food.id == "01085")
        #expect(recipe.lines.first?.match?.source == .userChoice)
        // An unknown id leaves the line unmatched rather than guessing.
        #expect(Self.analyzer.analyze(line: "1 cup milk", foodID: "nope").match == nil)
    }

    @Test func staticConvenienceMatchesInstance() {
        let lines = ["2 large eggs", "1 cup whole milk"]
        #expect(RecipeAnalyzer.analyze(lines: lines, servings: 2).total == Self.analyzer.analyze(lines: lines, servings: 2).total)
    }
}
