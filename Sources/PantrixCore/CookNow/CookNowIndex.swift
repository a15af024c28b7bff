import Foundation
import Synchronization

/// The matching engine behind "cook now": an in-memory inverted index from ingredient identity
/// to the recipes that use it, with each recipe's filterable facts alongside. Ranking a pantry
/// walks only the postings of the pantry's own ingredients, never every recipe's lines.
///
/// Readers take an immutable snapshot and rank without a lock; the rare writes (a recipe saved
/// or deleted) build the next snapshot, copying only the arrays they touch.
package final class CookNowIndex: Sendable {
    /// The snapshot and its generation, which every install or update advances.
    private let current = Mutex<(snapshot: CookNowSnapshot?, generation: Int)>((nil, 0))
    private let loading = Mutex<Task<Void, any Error>?>(nil)
    /// Rankings already made for a pantry and query, valid while the generation they were made
    /// from is current: a cook who comes back to cook now, or another cook with the same pantry,
    /// is answered without ranking every recipe again.
    private let rankings = Mutex(GenerationCache<RankingKey, CookNowResults>(capacity: 256))
    /// The pantry checks of a ranked page's cards, by recipe, valid while the generation (and so
    /// the recipes' lines) they were made from is current: a cook coming back to the page is not
    /// checked line by line again.
    private let checks = Mutex(GenerationCache<CardChecksKey, [Int64: CardCheck]>(capacity: 256))

    package init() {}

    package var isLoaded: Bool { current.withLock { $0.snapshot != nil } }

    package var snapshot: CookNowSnapshot? { current.withLock { $0.snapshot } }

    /// Loads the index once however many requests ask at the same time: they all wait for the
    /// one load (64 concurrent first requests must not read every recipe 64 times).
    func ensureLoaded(_ load: @escaping @Sendable () async throws -> CookNowSnapshot) async throws {
        guard !isLoaded else { return }
        let task = loading.withLock { task in
            if let task { return task }
            let started = Task { [self] in
                let snapshot = try await load()
                install(snapshot)
            }
            task = started
            return started
        }
        do {
            try await task.value
        } catch {
            loading.withLock { $0 = nil }
            throw error
        }
    }

    package func install(_ snapshot: CookNowSnapshot) {
        current.withLock { $0 = (snapshot, $0.generation + 1) }
    }

    /// Applies a change to the loaded index; nothing to do before the first load (which reads it all).
    func update(_ change: (inout CookNowSnapshot) -> Void) {
        current.withLock { state in
            guard var snapshot = state.snapshot else { return }
            change(&snapshot)
            state = (snapshot, state.generation + 1)
        }
    }

    package func related(to recipeID: Int64, limit: Int, isStaple: (String) -> Bool) -> [Int64] {
        snapshot?.related(to: recipeID, limit: limit, isStaple: isStaple) ?? []
    }

    package func rank(_ pantry: PantrySet, query: CookNowQuery) -> CookNowResults {
        let (snapshot, generation) = current.withLock { ($0.snapshot, $0.generation) }
        guard let snapshot else { return CookNowResults(hits: [], total: 0) }
        let key = RankingKey(pantry: pantry, query: query)
        if let kept = rankings.withLock({ $0.get(key, generation: generation) }) { return kept }
        var results = snapshot.rank(pantry, query: query)
        results.generation = generation
        rankings.withLock { $0.put(key, results, generation: generation) }
        return results
    }

    /// The kept checks of the cards of a ranking made from `generation`, if any.
    func keptChecks(_ key: CardChecksKey, generation: Int) -> [Int64: CardCheck]? {
        checks.withLock { $0.get(key, generation: generation) }
    }

    func keep(_ cardChecks: [Int64: CardCheck], for key: CardChecksKey, generation: Int) {
        checks.withLock { $0.put(key, cardChecks, generation: generation) }
    }

    /// How many rankings are kept (for tests).
    var keptRankings: Int { rankings.withLock { $0.count } }
}

/// Filters for cook now: the recipe search's, plus how much may be missing.
package struct CookNowQuery: Sendable, Hashable {
    /// Categories and cuisines a recipe may be in (either will do).
    package struct AnyOf: Sendable, Hashable {
        package var categories: Set<String>
        package var cuisines: Set<String>

        package init(categories: Set<String>, cuisines: Set<String>) {
            self.categories = categories
            self.cuisines = cuisines
        }
    }

    package var maxMissing: Int?
    /// Any amount of a food will do: "not enough" counts as having it.
    package var ignoreAmounts = false
    package var category: String?
    package var cuisine: String?
    /// Only recipes in one of these categories or cuisines (a cook's favourites), when set.
    package var anyOf: AnyOf?
    package var diets: [String] = []
    package var maxMinutes: Int?
    package var maxKcal: Int?
    package var maxCost: Double?
    /// Ingredient keys a recipe must not contain (allergies).
    package var excludedKeys: Set<String> = []
    package var viewerID: Int64?
    package var offset = 0
    package var limit = 24

    package init() {}
}

package struct CookNowHit: Sendable, Equatable {
    package let recipeID: Int64
    package let total: Int
    package let have: Int
    package var missing: Int { total - have }
    package let expiringUsed: Int

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(recipeID: Int64, total: Int, have: Int, expiringUsed: Int) {
        self.recipeID = recipeID
        self.total = total
        self.have = have
        self.expiringUsed = expiringUsed
    }
}

package struct CookNowResults: Sendable {
    package let hits: [CookNowHit]
    /// How many recipes pass the filters (before paging).
    package let total: Int
    /// "baking powder → 6 more recipes", most first.
    package var nextBuys: [CookNowNextBuy] = []
    /// The index generation it was ranked from (0: not from a loaded index).
    var generation = 0

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(hits: [CookNowHit], total: Int, nextBuys: [CookNowNextBuy] = []) {
        self.hits = hits
        self.total = total
        self.nextBuys = nextBuys
    }
}

/// A food that would make `unlocks` more recipes cookable, all else in them being at hand.
package struct CookNowNextBuy: Sendable, Equatable {
    package let key: String
    package let unlocks: Int
}
