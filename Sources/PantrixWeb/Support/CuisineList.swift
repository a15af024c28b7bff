import PantrixCore

/// The cuisines offered by the search filter. Counting them is a scan of every recipe, so the
/// list is kept for ten minutes (and read once however many ask at the same time).
final class CuisineList: Sendable {
    private let kept = SharedLoad<[String]>(lifetime: .seconds(600))

    func names(_ database: AppDatabase) async throws -> [String] {
        try await kept.get { try await database.cuisines() }
    }

    /// After a recipe is saved: its cuisine may be new.
    func invalidate() { kept.invalidate() }
}
