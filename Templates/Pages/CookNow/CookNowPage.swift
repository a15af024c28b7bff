import FoodKit
import Foundation
import PantrixCore

/// /cook: recipes ranked by what's missing from the pantry.
package struct CookPage: Sendable {
    package struct CardView: Sendable {
        package let card: RecipeCardView
        package let summary: String
        package let canCook: Bool
        package let missing: String?
        /// "need 2 lb carrots — you have 6, about 360 g; …"
        package let notEnough: String?
        /// "using your milk for skim milk; …"
        package let substitutions: String?
        /// Lines no food matched: neither had nor missing.
        package let unknown: String?
        /// "cinnamon, baking powder": what the kitchen's basics cover.
        package let assumes: String?
        package let expiring: String?
        package let recipeID: Int64
    }

    package let layout: LayoutModel
    package let cards: [CardView]
    package let pantryIsEmpty: Bool
    package let summary: String
    package let onlyNow: Bool
    /// "Ignore amounts": any amount of a food counts as having it.
    package var ignoreAmounts = false
    package let missingOptions: [SearchPage.Option]
    package let filters: RecipeFilterFields
    package let nextHref: String?
    package let previousHref: String?
    package let backPath: String
    /// "baking powder" and "6 more recipes", each a one-tap add to the grocery list.
    package var nextBuys: [(name: String, unlocks: String)] = []
    /// Until the kitchen answers it.
    package var basicsOffer: KitchenBasicsOffer?

    package static func cardView(_ card: CookNowCard, marks: Set<Int64>) -> CardView {
        CardView(
            card: RecipeCardView(card.card, marks: marks),
            summary: "You have \(card.have) of \(card.total)",
            canCook: card.missing.isEmpty && card.notEnough.isEmpty,
            missing: card.missing.isEmpty ? nil : card.missing.prefix(6).joined(separator: ", ") + (card.missing.count > 6 ? " …" : ""),
            notEnough: card.notEnough.isEmpty ? nil : card.notEnough.joined(separator: "; "),
            substitutions: card.substitutions.isEmpty ? nil : card.substitutions.joined(separator: "; "),
            unknown: card.unknown.isEmpty ? nil : card.unknown.joined(separator: ", "),
            assumes: card.assumes.isEmpty ? nil : card.assumes.joined(separator: ", "),
            expiring: card.expiringUsed > 0 ? "uses \(card.expiringUsed) item\(card.expiringUsed == 1 ? "" : "s") to use soon" : nil,
            recipeID: card.card.id)
    }

    package init(layout: LayoutModel, cards: [CardView], pantryIsEmpty: Bool, summary: String, onlyNow: Bool, missingOptions: [SearchPage.Option], filters: RecipeFilterFields, nextHref: String? = nil, previousHref: String? = nil, backPath: String) {
        self.layout = layout
        self.cards = cards
        self.pantryIsEmpty = pantryIsEmpty
        self.summary = summary
        self.onlyNow = onlyNow
        self.missingOptions = missingOptions
        self.filters = filters
        self.nextHref = nextHref
        self.previousHref = previousHref
        self.backPath = backPath
    }
}
