import PantrixCore

/// The ingredient names the pantry and search forms suggest, read once per process (once, too,
/// when many ask at the same time).
final class IngredientVocabulary: Sendable {
    private let kept = SharedLoad<[String]>()

    func names(_ database: AppDatabase) async throws -> [String] {
        try await kept.get { try await database.ingredientVocabulary() }
    }
}
