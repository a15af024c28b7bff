import Foundation
import Testing
@testable import FoodKit

/// The app's seed catalogue, copied from PantrixCore's recipes.json: every line must find
/// a food and a sensible weight, and every recipe plausible calories, as the app's own
/// seed test demands.
@Suite struct SeedCatalogueTests {
    struct Recipe: Decodable {
        let title: String
        let servings: Int
        let ingredients: [String]
    }

    static let recipes: [Recipe] = {
        // The app's own seed file, read in place so the two can never drift apart.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PantrixCore/Resources/Seed/recipes.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Recipe].self, from: data)) ?? []
    }()

    static let analyses: [(recipe: Recipe, analysis: RecipeAnalysis)] = recipes.map {
        ($0, RecipeAnalyzer().analyze(lines: $0.ingredients, servings: $0.servings))
    }

    static var lines: [(recipe: String, line: AnalyzedLine)] {
        analyses.flatMap { entry in entry.analysis.lines.map { (entry.recipe.title, $0) } }
    }

    @Test func theFixtureIsTheWholeCatalogue() {
        #expect(Self.recipes.count == 297)
    }

    @Test func everyLineMatchesAFood() {
        let unmatched = Self.lines.filter { !$0.line.isMatched && !$0.line.parsed.isHeading }
        #expect(unmatched.isEmpty, "unmatched:\n\(unmatched.map { "\($0.recipe): \($0.line.parsed.input)" }.joined(separator: "\n"))")
    }

    @Test func everyRecipeHasPlausibleCaloriesPerServing() {
        let implausible = Self.analyses.filter { !(20...2000).contains($0.analysis.perServing.kcal) }
        #expect(implausible.isEmpty, "\(implausible.map { "\($0.recipe.title): \(Int($0.analysis.perServing.kcal)) kcal" })")
    }

    /// More than 3 kg on one line is a wrong measure unless the line itself says so much.
    @Test func noLineWeighsMoreThanItsTextStates() {
        let heavy = Self.lines.filter { entry in
            guard let grams = entry.line.grams.grams, grams > 3000 else { return false }
            return Self.statedGramsOrMillilitres(entry.line.parsed) < grams / 1.5
        }
        #expect(heavy.isEmpty, "\(heavy.map { "\($0.line.parsed.input): \(Int($0.line.grams.grams ?? 0)) g" })")
    }

    /// "2 bay leaves", "1 cinnamon stick", "4 cod fillets": a counted food is always weighed.
    @Test func everyCountedLineWithAFoodHasGrams() {
        let unweighed = Self.lines.filter { entry in
            let parsed = entry.line.parsed
            let counted = parsed.unit.flatMap(Unit.named).map { $0.kind == .count } ?? true
            return parsed.quantity != nil && counted && entry.line.isMatched && entry.line.grams.grams == nil
        }
        #expect(unweighed.isEmpty, "\(unweighed.map(\.line.parsed.input))")
    }

    /// The largest weight or volume the line's text gives, in grams or millilitres.
    static func statedGramsOrMillilitres(_ parsed: ParsedIngredient) -> Double {
        func size(_ amount: Amount?) -> Double {
            guard let amount, let unit = amount.unit.flatMap(Unit.named), unit.kind == .mass || unit.kind == .volume,
                  let base = unit.base else { return 0 }
            return (amount.quantityMax ?? amount.quantity) * base
        }
        let count = (parsed.quantityMax ?? parsed.quantity ?? 1) * (parsed.multiplier ?? 1)
        return max(size(parsed.amount) * (parsed.multiplier ?? 1), size(parsed.packageSize) * count,
                   size(parsed.statedAmount?.amount) * (parsed.statedAmount?.perItem == true ? count : 1))
    }
}
