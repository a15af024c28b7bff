import FoodKit
import Foundation

/// How a recipe's lines stand against a pantry: which foods it has (and through which item),
/// which are missing, and which lines matched no food at all — those are unknown, never missing,
/// and count neither way in "you have N of M".
public struct PantryCheck: Sendable {
    public enum Status: Sendable, Equatable {
        case have(PantrySet.Holding)
        case missing
        case unknown
    }

    public struct Line: Sendable {
        public let line: RecipeIngredient
        public let status: Status
    }

    /// One per food (its first line), plus every line no food matched, in recipe order; lines made
    /// by another part of the recipe are neither.
    public let lines: [Line]

    public init(lines recipeLines: [RecipeIngredient], pantry: PantrySet, scale: Double = 1) {
        let needs = RecipeIngredient.needs(recipeLines, scale: scale)
        var seen: Set<String> = []
        lines = recipeLines.compactMap { line in
            guard !line.isHeading else { return nil }
            guard let key = line.ingredientKey else {
                // "1 batch pizza dough (see above)" has no food on purpose: another part of the recipe makes it.
                return IngredientParser.parse(line.text).isSubRecipe ? nil : Line(line: line, status: .unknown)
            }
            guard seen.insert(key).inserted else { return nil }
            let need = needs[key] ?? RecipeNeed()
            guard let holding = pantry.holding(for: key), holding.isEnough(for: need) else {
                return Line(line: line, status: .missing)
            }
            return Line(line: line, status: .have(holding))
        }
    }

    public var missing: [RecipeIngredient] { lines.filter { $0.status == .missing }.map(\.line) }
    public var unknown: [RecipeIngredient] { lines.filter { $0.status == .unknown }.map(\.line) }

    /// Lines a staple covers beyond salt, pepper and water ("assumes: cinnamon, baking powder"):
    /// what the cook is taken to have without having said so for this dish.
    public var assumed: [RecipeIngredient] {
        lines.compactMap { entry in
            guard case .have(let holding) = entry.status, holding.isStaple,
                  !AppDatabase.defaultStapleKeys.contains(holding.pantryKey) else { return nil }
            return entry.line
        }
    }

    /// "using your milk for skim milk": each line the pantry covers with another food.
    public var substitutions: [String] {
        lines.compactMap { entry in
            guard case .have(let holding) = entry.status, holding.cover == .substitute else { return nil }
            return "using your \(holding.name) for \(entry.line.name)"
        }
    }
}
