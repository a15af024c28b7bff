import FoodKit
import Foundation

/// A cook-now result as the page shows it: the recipe card, how much of it you have, what's
/// missing, which lines no food matched, and which foods a family member stands in for.
package struct CookNowCard: Sendable {
    package let card: RecipeCard
    package let have: Int
    package let total: Int
    package let missing: [String]
    /// Lines the pantry has too little for: "need 2 lb carrots — you have 6, about 360 g".
    package let notEnough: [String]
    package let unknown: [String]
    /// "using your milk for skim milk"
    package let substitutions: [String]
    /// Lines the kitchen's basics cover ("assumes: cinnamon, baking powder").
    package let assumes: [String]
    package let expiringUsed: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(card: RecipeCard, have: Int, total: Int, missing: [String], notEnough: [String], unknown: [String], substitutions: [String], assumes: [String], expiringUsed: Int) {
        self.card = card
        self.have = have
        self.total = total
        self.missing = missing
        self.notEnough = notEnough
        self.unknown = unknown
        self.substitutions = substitutions
        self.assumes = assumes
        self.expiringUsed = expiringUsed
    }
}

/// What the cook-now page shows from the database.
package struct CookNowData: Sendable {
    package let cards: [CookNowCard]
    /// How many recipes pass the filters (before paging).
    package let total: Int
    package let pantry: PantrySet
    /// The cook's pantry items as stored (the page says when there are none).
    package let items: [PantryItem]
    /// Which of the cards the cook has favourited.
    package let favourited: Set<Int64>
    /// "baking powder → 6 more recipes": what to buy next, by name.
    package var nextBuys: [(name: String, unlocks: Int)] = []
    /// The kitchen has not yet answered the kitchen-basics checklist.
    package var offerBasics = false
}

extension AppDatabase {
    /// Recipes ranked for this user's pantry, with what is missing from each: the pantry, the
    /// ranking (on the in-memory index), the cards, their lines and hearts in one read (`SQLStore.readBatched`).
    package func cookNow(userID: Int64, query: CookNowQuery) async throws -> CookNowData {
        try await ensureCookNowIndex()
        var query = query
        query.viewerID = userID
        // Two round trips on PostgreSQL: the pantry with the kitchen's prices, then (after the
        // ranking) the cards, their lines and the cook's hearts among them.
        let prices: @Sendable (SQLConnection) -> Void = { db in db.prefetch(Self.kitchenPricesRead(userID: userID), Self.basicsAnsweredRead(userID: userID)) }
        return try await readWithPantry(userID: userID, today: Date(), prefetch: prices) { [query] db, stored in
            var data = try self.cookNowData(db, userID: userID, query: query, items: stored.items, pantry: stored.set)
            data.offerBasics = try db.fetch(Self.basicsAnsweredRead(userID: userID)) == nil
            return data
        }
    }

    private func cookNowData(_ db: SQLConnection, userID: Int64, query: CookNowQuery, items: [PantryItem], pantry: PantrySet) throws -> CookNowData {
        let results = cookNow.rank(pantry, query: query)
        let ids = results.hits.map(\.recipeID)
        let nextBuys = results.nextBuys.map { (name: IngredientName.readable($0.key), unlocks: $0.unlocks) }
        guard !ids.isEmpty else {
            return CookNowData(cards: [], total: results.total, pantry: pantry, items: items, favourited: [], nextBuys: nextBuys)
        }
        let prices = try Self.kitchenPrices(db, userID: userID)
        let marks = databaseQuestionMarks(count: ids.count)
        let cardsRead = SQLRead<[RecipeCard]>.all(
            RecipeCard.self, sql: "SELECT \(RecipeCard.columns("r")) FROM recipe r WHERE r.id IN (\(marks))", arguments: SQLArguments(ids))
        // The cards' checks are kept per pantry, query and prices while the recipes are unchanged:
        // their lines are read (a few hundred) and checked only the first time.
        let checksKey = CardChecksKey(pantry: pantry.additions, query: query, prices: prices)
        var checks = results.generation > 0 ? cookNow.keptChecks(checksKey, generation: results.generation) ?? [:] : [:]
        let unchecked = ids.filter { checks[$0] == nil }
        let uncheckedMarks = databaseQuestionMarks(count: unchecked.count)
        let linesRead = SQLRead<[RecipeIngredient]>.all(
            RecipeIngredient.self,
            sql: "SELECT \(RecipeIngredient.selection) FROM recipe_ingredient WHERE isHeading = 0 AND recipeId IN (\(uncheckedMarks)) ORDER BY recipeId, position",
            arguments: SQLArguments(unchecked)
        ).sentAlone()  // a few hundred lines
        if unchecked.isEmpty {
            db.prefetch(cardsRead, Self.favouritedIDsRead(userID: userID, among: ids))
        } else {
            db.prefetch(cardsRead, linesRead, Self.favouritedIDsRead(userID: userID, among: ids))
        }
        let cards = try db.fetch(cardsRead)
        if !unchecked.isEmpty {
            let linesByRecipe = Dictionary(grouping: try db.fetch(linesRead), by: \.recipeId)
            for id in unchecked {
                checks[id] = Self.cardCheck(lines: linesByRecipe[id] ?? [], pantry: pantry, prices: prices, ignoreAmounts: query.ignoreAmounts)
            }
            if results.generation > 0 { cookNow.keep(checks, for: checksKey, generation: results.generation) }
        }
        let cardByID = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0) })
        let shown = results.hits.compactMap { hit -> CookNowCard? in
            guard var card = cardByID[hit.recipeID], let check = checks[hit.recipeID] else { return nil }
            if let factor = check.costFactor, let stored = card.costPerServing { card.costPerServing = stored * factor }
            return CookNowCard(card: card, have: check.have, total: check.total, missing: check.missing, notEnough: check.notEnough,
                               unknown: check.unknown, substitutions: check.substitutions, assumes: check.assumes, expiringUsed: hit.expiringUsed)
        }
        return CookNowData(
            cards: shown, total: results.total, pantry: pantry, items: items,
            // Asked among every ranked id (as sent ahead); only the shown cards' matter.
            favourited: try Self.favouritedIDs(db, userID: userID, among: ids).intersection(shown.map(\.card.id)), nextBuys: nextBuys)
    }

    /// A card's recipe held against the pantry (amounts and the assignment of items to lines) and
    /// the kitchen's prices: only ever for the cards shown, never every ranked recipe.
    static func cardCheck(lines: [RecipeIngredient], pantry: PantrySet, prices: KitchenPrices, ignoreAmounts: Bool) -> CardCheck {
        let check = PantryCheck(lines: lines, pantry: pantry, ignoreAmounts: ignoreAmounts)
        return CardCheck(
            have: check.enough.count, total: check.enough.count + check.notEnough.count + check.missing.count,
            missing: check.missing.map(\.name), notEnough: check.notEnough.map(\.shortfall.text), unknown: check.unknown.map(\.name),
            substitutions: check.substitutions, assumes: check.assumed.map(\.name), costFactor: costFactor(lines: lines, prices: prices))
    }

    /// How a card's stored cost per serving changes at the kitchen's own prices where it has
    /// them (the lines' total at its prices over their typical total), so the card needs no
    /// servings column; nil where none of its prices apply.
    static func costFactor(lines: [RecipeIngredient], prices: KitchenPrices) -> Double? {
        guard !prices.isEmpty else { return nil }
        let yours = YourRecipeCost(ingredients: lines, prices: prices)
        let typical = lines.compactMap(\.price).reduce(0, +)
        guard yours.usesYourPrices, typical > 0 else { return nil }
        return yours.total / typical
    }

    /// Puts what this recipe needs and the pantry lacks on the user's grocery list: a missing
    /// line whole, a short one for its shortfall only; `servings` as the recipe page shows it.
    /// Returns the names.
    @discardableResult
    package func addMissingToGroceries(recipeID: Int64, userID: Int64, servings: Int? = nil) async throws -> [String] {
        let detail = try await recipeDetail(id: recipeID, viewerID: userID)
        let pantry = try await pantrySet(userID: userID)
        let scale = servings.map { Double($0) / Double(max(detail.recipe.servings, 1)) } ?? 1
        let toBuy = PantryCheck(lines: detail.ingredients, pantry: pantry, scale: scale).toBuy
        let additions = toBuy.flatMap { GroceryAddition.additions(for: [$0.line], scale: scale * $0.share) }
        try await addGroceries(additions, userID: userID, recipeID: recipeID)
        return toBuy.map(\.line.name)
    }

    /// Names people type for ingredients, for the pantry's autocomplete: what the seed recipes call them.
    package func ingredientVocabulary(limit: Int = 600) async throws -> [String] {
        try await store.read { db in
            try String.fetchAll(db, sql: """
                SELECT lower(name) AS n FROM recipe_ingredient
                WHERE recipeId IN (SELECT id FROM recipe WHERE origin = 'seed') AND isHeading = 0 AND length(name) BETWEEN 2 AND 40
                GROUP BY n ORDER BY count(*) DESC, n LIMIT ?
                """, arguments: [limit])
        }
    }
}
