import FoodKit
import Foundation

/// What the pantry holds, as recipe lines ask for it: for each ingredient key a recipe may name,
/// the pantry item that covers it (its own food, or one of its family — FoodFamilies), with
/// what is on hand when known and whether it is close to its use-by date.
package struct PantrySet: Sendable {
    package struct Holding: Sendable, Equatable {
        package var grams: Double?
        /// Whole items, when the pantry counts them ("6 eggs").
        package var count: Double?
        /// The pantry item or staple behind it.
        package var name: String
        package var pantryKey: String
        package var cover: FoodFamilies.Cover
        package var expiring: Bool
        /// A staple: always there, whatever a recipe takes.
        package var isStaple = false

        /// Whether it is enough for what the recipe's lines of its food need; an amount unknown on
        /// either side means any will do.
        package func isEnough(for need: RecipeNeed) -> Bool {
            func float(_ value: Double?) -> Float { value.map(Float.init) ?? .nan }
            return PantrySet.enough(haveGrams: float(grams), haveCount: float(count), needGrams: float(need.grams), needCount: float(need.count))
        }

        /// How closely it answers for `recipeKey`, lowest first (PantryFit).
        func rank(for recipeKey: String, families: FoodFamilies) -> Int {
            PantryFit.rank(pantryKey: pantryKey, recipeKey: recipeKey, cover: cover, families: families)
        }
    }

    /// One pantry item or staple as it was added: together they are all a pantry check depends on
    /// besides the recipe, so they key what cook now keeps of its checks.
    struct Addition: Hashable, Sendable {
        let key: String
        let name: String
        let grams: Double?
        let count: Double?
        let expiring: Bool
        let isStaple: Bool
    }

    package private(set) var holdings: [String: Holding] = [:]
    private(set) var additions: [Addition] = []
    /// Every item and staple that covers a recipe key, in the order added: a recipe assigns
    /// them across its lines (PantryCheck), where the index only asks whether any is there.
    private var candidates: [String: [Holding]] = [:]
    let families: FoodFamilies

    package init(families: FoodFamilies = .shared) {
        self.families = families
    }

    /// A cook's pantry: items (with amounts when known) and staples under every key they cover;
    /// items whose use-by date is within `soonDays` of `today` (or past) are marked expiring.
    package init(items: [PantryItem], staples: [Staple], today: Date, soonDays: Int = 3, families: FoodFamilies = .shared) {
        self.init(families: families)
        // Each item covers a few keys on average (its own and its family's): room for them all
        // at once instead of growing the tables while adding.
        let room = (items.count + staples.count) * 3
        holdings.reserveCapacity(room)
        candidates.reserveCapacity(room)
        additions.reserveCapacity(items.count + staples.count)
        let limit = UseByDate.string(today.addingTimeInterval(Double(soonDays) * 86_400))
        // Items before staples, so an item's amount is what counts when it is a staple too.
        for item in items {
            let amounts = item.amountList
            add(key: item.ingredientKey, name: item.name, grams: PantryAmounts.grams(amounts), count: PantryAmounts.count(amounts),
                expiring: item.useBy.map { $0 <= limit } ?? false)
        }
        for staple in staples { add(key: staple.ingredientKey, name: staple.name, isStaple: true) }
    }

    /// Adds a pantry item under every key it covers. For each recipe key the item of that very
    /// food wins, then one of the same food by another key, then a stand-in; among equals the
    /// first added stays. Cook now and "I cooked this" both choose by this rule.
    package mutating func add(key: String, name: String, grams: Double? = nil, count: Double? = nil, expiring: Bool = false, isStaple: Bool = false) {
        additions.append(Addition(key: key, name: name, grams: grams, count: count, expiring: expiring, isStaple: isStaple))
        for (recipeKey, cover) in families.covered(by: key) {
            let holding = Holding(grams: grams, count: count, name: name, pantryKey: key, cover: cover, expiring: expiring, isStaple: isStaple)
            candidates[recipeKey, default: []].append(holding)
            if let existing = holdings[recipeKey], existing.rank(for: recipeKey, families: families) <= holding.rank(for: recipeKey, families: families) { continue }
            holdings[recipeKey] = holding
        }
    }

    /// The pantry's item for a recipe line's food, if any.
    package func holding(for key: String) -> Holding? { holdings[key] }

    /// Every item and staple that covers `key`.
    package func candidates(for key: String) -> [Holding] { candidates[key] ?? [] }


    /// The one rule for "enough", on Float with NaN for unknown as the cook-now index keeps it:
    /// counts compare when both sides count whole items (6 eggs cover 6 large eggs whatever each
    /// weighs), else grams when both are known, else presence will do.
    @inline(__always)
    static func enough(haveGrams: Float, haveCount: Float, needGrams: Float, needCount: Float) -> Bool {
        if !haveCount.isNaN && !needCount.isNaN { return haveCount + 0.01 >= needCount }
        if !haveGrams.isNaN && !needGrams.isNaN { return haveGrams + 0.5 >= needGrams }
        return true
    }
}
