import FoodKit
import Foundation

/// How a recipe's lines stand against a pantry: enough, not enough (with what is still to get),
/// missing, or not recognised — a line no food matched is unknown, never missing, and counts
/// neither way in "you have N of M".
///
/// Pantry items are assigned across the whole recipe, not line by line: each line gets the item
/// that fits it best (PantryFit), best fits first, and an item is spent as lines take it, so
/// 200 g of cheddar goes to "sharp cheddar" before it stands in for "Monterey Jack", and is not
/// counted twice unless it has enough for both.
package struct PantryCheck: Sendable {
    package enum Status: Sendable, Equatable {
        case have(PantrySet.Holding)
        /// Some, but too little for this line.
        case notEnough(PantrySet.Holding, Shortfall)
        case missing
        case unknown
    }

    /// What a line still needs beyond what the pantry has.
    package struct Shortfall: Sendable, Equatable {
        /// "need 2 lb carrots — you have 6, about 360 g"
        package let text: String
        /// The part of the line's need still to get, more than 0 and at most 1.
        package let share: Double
    }

    package struct Line: Sendable {
        package let line: RecipeIngredient
        package let status: Status
    }

    /// One per food (its first line), plus every line no food matched, in recipe order; lines made
    /// by another part of the recipe are neither.
    package let lines: [Line]

    /// `ignoreAmounts`: any amount will do, as when the cook tops up as they go.
    package init(lines recipeLines: [RecipeIngredient], pantry: PantrySet, scale: Double = 1, ignoreAmounts: Bool = false) {
        let needs = RecipeIngredient.needs(recipeLines, scale: scale)
        var seen: Set<String> = []
        var keyed: [(key: String, line: RecipeIngredient)] = []
        let shown: [RecipeIngredient?] = recipeLines.map { line in
            guard !line.isHeading else { return nil }
            guard let key = line.ingredientKey else {
                // "1 batch pizza dough (see above)" has no food on purpose: another part of the recipe makes it.
                return IngredientParser.parse(line.text).isSubRecipe ? nil : line
            }
            guard seen.insert(key).inserted else { return nil }
            keyed.append((key, line))
            return line
        }
        var assignment = Assignment(keys: keyed.map(\.key), names: keyed.map(\.line.name), needs: needs, pantry: pantry, ignoreAmounts: ignoreAmounts)
        let statuses = assignment.solve()
        var next = 0
        lines = shown.compactMap { line in
            guard let line else { return nil }
            guard line.ingredientKey != nil else { return Line(line: line, status: .unknown) }
            defer { next += 1 }
            return Line(line: line, status: statuses[next])
        }
    }

    package var missing: [RecipeIngredient] { lines.filter { $0.status == .missing }.map(\.line) }
    package var unknown: [RecipeIngredient] { lines.filter { $0.status == .unknown }.map(\.line) }
    package var enough: [Line] { lines.filter { if case .have = $0.status { true } else { false } } }
    package var notEnough: [(line: RecipeIngredient, shortfall: Shortfall)] {
        lines.compactMap { if case .notEnough(_, let shortfall) = $0.status { ($0.line, shortfall) } else { nil } }
    }

    /// What to buy: each missing line whole, each short line for its shortfall only (a share of the line).
    package var toBuy: [(line: RecipeIngredient, share: Double)] {
        lines.compactMap { entry in
            switch entry.status {
            case .missing: (entry.line, 1)
            case .notEnough(_, let shortfall): (entry.line, shortfall.share)
            default: nil
            }
        }
    }

    /// "You have 7 of 9 — 1 not enough, 1 missing": the lines a food matched, by state.
    package var summary: String {
        let short = notEnough.count, missing = missing.count
        let total = enough.count + short + missing
        let parts = [short > 0 ? "\(short) not enough" : nil, missing > 0 ? "\(missing) missing" : nil].compactMap { $0 }
        return "You have \(enough.count) of \(total)" + (parts.isEmpty ? "" : " — " + parts.joined(separator: ", "))
    }

    /// Lines a staple covers beyond salt, pepper and water ("assumes: cinnamon, baking powder"):
    /// what the cook is taken to have without having said so for this dish.
    package var assumed: [RecipeIngredient] {
        lines.compactMap { entry in
            guard case .have(let holding) = entry.status, holding.isStaple,
                  !AppDatabase.defaultStapleKeys.contains(holding.pantryKey) else { return nil }
            return entry.line
        }
    }

    /// "using your milk for skim milk": each line the pantry covers with another food.
    package var substitutions: [String] {
        lines.compactMap { entry in
            switch entry.status {
            case .have(let holding), .notEnough(let holding, _):
                holding.cover == .substitute ? "using your \(holding.name) for \(entry.line.name)" : nil
            default: nil
            }
        }
    }
}
