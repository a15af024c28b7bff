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
    /// Nil on a server without mail (`--mail-from` and `--public-url`).
    let mail: AccountMail?
    let vocabulary = IngredientVocabulary()
    let cuisines = CuisineList()
    /// Where recipe pages are made (`PageExecutor`).
    var pageExecutor: PageExecutor { .shared }

    /// Fetches recipe pages for "import from a link", under the SSRF rules.
    var recipeFetcher: RecipeFetcher {
        var fetcher = RecipeFetcher(allowPrivate: config.importAllowPrivate)
        fetcher.timeout = config.importFetchTimeout
        return fetcher
    }

    /// Hiding and deleting reported items, files included.
    var moderation: Moderation { Moderation(photos: photos) }
}
