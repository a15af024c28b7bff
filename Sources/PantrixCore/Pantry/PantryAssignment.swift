import FoodKit
import Foundation

extension PantryCheck {
    /// Gives each recipe food the pantry item that fits it best, across the whole recipe.
    struct Assignment {
        struct Offer {
            let keyIndex: Int
            let holding: PantrySet.Holding
            let rank: Int
        }

        let keys: [String]
        /// The first line's name for each key, as the recipe writes it.
        let names: [String]
        let needs: [String: RecipeNeed]
        let ignoreAmounts: Bool
        let offers: [Offer]
        /// What is left of each pantry item with an amount, by its key, as lines take it.
        var left: [String: (grams: Double?, count: Double?)] = [:]
        /// Items without an amount already standing in somewhere.
        var used: Set<String> = []

        init(keys: [String], names: [String], needs: [String: RecipeNeed], pantry: PantrySet, ignoreAmounts: Bool) {
            self.keys = keys
            self.names = names
            self.needs = needs
            self.ignoreAmounts = ignoreAmounts
            var offers: [Offer] = []
            for (index, key) in keys.enumerated() {
                for holding in pantry.candidates(for: key) {
                    offers.append(Offer(keyIndex: index, holding: holding, rank: PantryFit.rank(
                        pantryKey: holding.pantryKey, recipeKey: key, cover: holding.cover, families: pantry.families)))
                }
            }
            // Best fits first, then recipe order; the sort is stable, so the pantry's own order breaks the rest.
            self.offers = offers.enumerated().sorted { ($0.element.rank, $0.element.keyIndex, $0.offset) < ($1.element.rank, $1.element.keyIndex, $1.offset) }
                .map(\.element)
        }

        mutating func solve() -> [Status] {
            var statuses = [Status?](repeating: nil, count: keys.count)
            // Fit by fit: the lines an item fits best take it first, in full where it is enough
            // for them, else what is left of it; only then may it stand in for a looser fit.
            for tier in Dictionary(grouping: offers, by: \.rank).sorted(by: { $0.key < $1.key }).map(\.value) {
                for offer in tier where statuses[offer.keyIndex] == nil {
                    if let holding = take(offer) { statuses[offer.keyIndex] = .have(holding) }
                }
                for offer in tier where statuses[offer.keyIndex] == nil {
                    if let short = takeRest(offer) { statuses[offer.keyIndex] = short }
                }
            }
            return statuses.map { $0 ?? .missing }
        }

        private func amount(_ holding: PantrySet.Holding) -> (grams: Double?, count: Double?)? {
            guard !ignoreAmounts, !holding.isStaple, holding.grams != nil || holding.count != nil else { return nil }
            return left[holding.pantryKey] ?? (holding.grams, holding.count)
        }

        /// The item, when it covers the line in full; its amount is spent.
        private mutating func take(_ offer: Offer) -> PantrySet.Holding? {
            let holding = offer.holding, need = needs[keys[offer.keyIndex]] ?? RecipeNeed()
            guard let have = amount(holding) else {
                // Without an amount an item covers its own food in every line; it stands in once.
                if holding.isStaple || offer.rank < 2 { return holding }
                return used.insert(holding.pantryKey).inserted ? holding : nil
            }
            var rest = holding
            (rest.grams, rest.count) = have
            guard rest.isEnough(for: need) else { return nil }
            left[holding.pantryKey] = (have.grams.map { grams in need.grams.map { grams - $0 } ?? grams },
                                       have.count.map { count in need.count.map { count - $0 } ?? count })
            return holding
        }

        /// What is left of an item with an amount, given to a line it cannot cover in full.
        private mutating func takeRest(_ offer: Offer) -> Status? {
            let holding = offer.holding, need = needs[keys[offer.keyIndex]] ?? RecipeNeed()
            guard let have = amount(holding) else { return nil }
            let share: Double
            if let count = have.count, let needed = need.count, needed > 0 {
                share = (needed - count) / needed
            } else if let grams = have.grams, let needed = need.grams, needed > 0 {
                share = (needed - grams) / needed
            } else {
                return nil
            }
            guard share < 1 else { return nil }
            left[holding.pantryKey] = (have.grams.map { _ in 0 }, have.count.map { _ in 0 })
            let text = "need \(Self.needText(need, name: names[offer.keyIndex])) — you have \(Self.haveText(have))"
            return .notEnough(holding, Shortfall(text: text, share: min(share, 1)))
        }

        /// "2 lb carrots", "3 onions", "900 g flour": the recipe's own measure where it has one.
        static func needText(_ need: RecipeNeed, name: String) -> String {
            if let measure = need.measure { return measure.text + " " + name }
            if let count = need.count { return PlainNumber.text((count * 10).rounded() / 10) + " " + name }
            return need.grams.map { gramsText($0) + " " + name } ?? name
        }

        /// "6, about 360 g"; "250 g".
        static func haveText(_ have: (grams: Double?, count: Double?)) -> String {
            let grams = have.grams.map(gramsText)
            guard let count = have.count else { return grams ?? "some" }
            return PlainNumber.text((count * 10).rounded() / 10) + (grams.map { ", about " + $0 } ?? "")
        }

        static func gramsText(_ grams: Double) -> String {
            grams >= 1000 ? PlainNumber.text((grams / 100).rounded() / 10) + " kg"
                : PlainNumber.text(grams >= 100 ? (grams / 10).rounded() * 10 : grams.rounded()) + " g"
        }
    }
}
