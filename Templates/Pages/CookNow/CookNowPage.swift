import FoodKit
import Foundation
import PantrixCore

/// /cook: recipes ranked by what's missing from the pantry.
package struct CookNowPage: Sendable {
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
    package let ignoreAmounts: Bool
    package let missingOptions: [SearchPage.Option]
    package let filters: RecipeFilterFields
    package let nextHref: String?
    package let previousHref: String?
    package let backPath: String
    /// "baking powder" and "6 more recipes", each a one-tap add to the grocery list.
    package let nextBuys: [(name: String, unlocks: String)]
    /// Until the kitchen answers it.
    package let basicsOffer: KitchenBasicsOffer?

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

    /// The page for what `AppDatabase.cookNow` found for `form` (as `query`, one page of cards).
    package init(layout: LayoutModel, form: CookNowForm, query: CookNowQuery, data: CookNowData, cuisines: [String], backPath: String) {
        let page = form.search.page
        self.init(
            layout: layout,
            cards: data.cards.map { Self.cardView($0, marks: data.favourited) }, pantryIsEmpty: data.items.isEmpty,
            summary: data.total == 1 ? "1 recipe" : "\(data.total) recipes",
            onlyNow: form.onlyNow,
            missingOptions: [1, 2, 3, 5].map { .init(value: String($0), label: "at most \($0)", selected: !form.onlyNow && form.maxMissing == $0) },
            filters: RecipeFilterFields(form.search, cuisines: cuisines),
            nextHref: query.offset + query.limit < data.total ? form.url(page: page + 1) : nil,
            previousHref: page > 1 ? form.url(page: page - 1) : nil,
            backPath: backPath, ignoreAmounts: query.ignoreAmounts,
            nextBuys: data.nextBuys.map { ($0.name, $0.unlocks == 1 ? "1 more recipe" : "\($0.unlocks) more recipes") },
            basicsOffer: data.offerBasics ? KitchenBasicsOffer(back: backPath) : nil)
    }

    package init(
        layout: LayoutModel, cards: [CardView], pantryIsEmpty: Bool, summary: String, onlyNow: Bool, missingOptions: [SearchPage.Option],
        filters: RecipeFilterFields, nextHref: String? = nil, previousHref: String? = nil, backPath: String, ignoreAmounts: Bool = false,
        nextBuys: [(name: String, unlocks: String)] = [], basicsOffer: KitchenBasicsOffer? = nil
    ) {
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
        self.ignoreAmounts = ignoreAmounts
        self.nextBuys = nextBuys
        self.basicsOffer = basicsOffer
    }
}

