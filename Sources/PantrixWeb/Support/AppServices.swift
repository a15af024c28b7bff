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
/// list is kept for ten minutes (and read once however many ask at the same time).
final class CuisineList: Sendable {
    private let kept = SharedLoad<[String]>(lifetime: .seconds(600))

    func names(_ database: AppDatabase) async throws -> [String] {
        try await kept.get { try await database.cuisines() }
    }

    /// After a recipe is saved: its cuisine may be new. (Async, as callers have always awaited it.)
    func invalidate() async { kept.invalidate() }
}
