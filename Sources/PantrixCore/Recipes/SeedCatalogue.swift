import FoodKit
import Foundation

/// The recipes written for Pantrix that a new site starts with (Resources/Seed/recipes.json).
package enum SeedCatalogue {
    static let loadedKey = "seed-catalogue-loaded"

    package static func drafts() throws -> [RecipeDraft] {
        guard let url = Bundle.module.url(forResource: "Resources/Seed/recipes", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode([RecipeDraft].self, from: Data(contentsOf: url))
    }

    /// A stable mixed order for the home page until favourites exist: not the file's grouping by category.
    static func editorialRank(slug: String) -> Int { Int(hash(slug) % 100_000) }

    /// FNV-1a: stable across runs and platforms, unlike `Hasher`.
    package static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}

extension AppDatabase {
    /// Loads the seed recipes once, on the first start of a database. Returns how many were added
    /// (0 when they were loaded before, even if some were deleted since: never duplicated).
    @discardableResult
    package func loadSeedCatalogueIfNeeded(now: Date = Date()) async throws -> Int {
        let alreadyLoaded = try await store.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM app_meta WHERE key = ?", arguments: [SeedCatalogue.loadedKey]) != nil
        }
        guard !alreadyLoaded else { return 0 }
        let analyzer = RecipeAnalyzer()
        let prepared = try await prepare(SeedCatalogue.drafts(), analyzer: analyzer)
        return try await store.write { db in
            // Checked again inside the write: two processes starting at once load it once.
            guard try String.fetchOne(db, sql: "SELECT value FROM app_meta WHERE key = ?", arguments: [SeedCatalogue.loadedKey]) == nil else {
                return 0
            }
            // Creation times spread over past days in a mixed order, so "recently added" shows a
            // variety rather than the file's last category.
            let order = prepared.sorted { SeedCatalogue.hash(String($0.slug.reversed())) < SeedCatalogue.hash(String($1.slug.reversed())) }
            for (index, recipe) in order.enumerated() {
                let created = now.addingTimeInterval(-Double(index + 1) * 3600)
                _ = try Self.insert(recipe, origin: .seed, authorID: nil, visibility: .public,
                                    editorialRank: SeedCatalogue.editorialRank(slug: recipe.slug), now: created, db: db)
            }
            try db.execute(sql: "INSERT INTO app_meta(key, value) VALUES (?, ?)", arguments: [SeedCatalogue.loadedKey, ISO8601DateFormatter().string(from: now)])
            return prepared.count
        }
    }
}
