import Foundation
import PantrixCore

/// The app's long-lived dependencies, built once in `buildApplication` and handed to controllers.
struct AppServices: Sendable {
    let config: AppConfiguration
    let database: AppDatabase
    let renderer: PageRenderer
    let pages: PageBuilder
    let passwordPolicy: PasswordPolicy
    let passwords: PasswordHasher
    let limits: RateLimits
    let photos: PhotoStore
    let photoWorkers: PhotoWorkers
    let vocabulary = IngredientVocabulary()
    let cuisines = CuisineList()
}

/// The cuisines offered by the search filter. Counting them is a scan of every recipe, so the
/// list is kept for ten minutes.
actor CuisineList {
    private var cached: (names: [String], at: Date)?

    func names(_ database: AppDatabase) async throws -> [String] {
        if let cached, Date().timeIntervalSince(cached.at) < 600 { return cached.names }
        let names = try await database.cuisines()
        cached = (names, Date())
        return names
    }

    /// After a recipe is saved: its cuisine may be new.
    func invalidate() { cached = nil }
}
