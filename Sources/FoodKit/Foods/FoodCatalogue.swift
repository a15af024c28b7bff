/// The USDA SR21 foods bundled with FoodKit, with a search index and the alias table.
/// Immutable after loading, so one instance is shared freely across tasks.
public final class FoodCatalogue: Sendable {
    public let foods: [Food]
    let byID: [String: Int]
    let index: SearchIndex
    let aliases: AliasTable

    /// Loaded on first use. A missing resource is a packaging bug, so it stops the process
    /// at start-up rather than serving empty nutrition.
    public static let shared: FoodCatalogue = {
        do { return try load() } catch { fatalError("\(error)") }
    }()

    public static func load() throws -> FoodCatalogue {
        let foods = CatalogueLoader.foods(foodsTSV: try CatalogueLoader.resource("usda-foods.tsv"),
                                          measuresTSV: try CatalogueLoader.resource("usda-measures.tsv"))
        return FoodCatalogue(foods: foods, aliasTSV: try CatalogueLoader.resource("aliases.tsv"))
    }

    /// For tests and callers with their own data.
    public init(foods: [Food], aliasTSV: String = "") {
        self.foods = foods
        byID = Dictionary(foods.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        index = SearchIndex(foods: foods)
        aliases = AliasTable(tsv: aliasTSV)
    }

    public func food(id: String) -> Food? {
        byID[id].map { foods[$0] }
    }

    /// Foods for a search box: best matches first, the last word may be half typed.
    public func search(_ query: String, limit: Int = 20) -> [Food] {
        var terms = TextNormalizer.withoutDesignations(TextNormalizer.terms(query)).filter { !TextNormalizer.fillers.contains($0) }
        guard let last = terms.last, limit > 0 else { return [] }
        let scorer = FoodScorer(index: index)
        var pool: [(Int, Double)] = []
        let completions = index.postings[last] == nil && !query.hasSuffix(" ") ? index.completions(of: last, limit: 12) : [last]
        for completion in completions.isEmpty ? [last] : completions {
            terms[terms.count - 1] = completion
            for candidate in index.candidates(for: terms, limit: 200) {
                let food = foods[candidate.food]
                pool.append((candidate.food, scorer.confidence(query: terms, food: food, foodIndex: candidate.food, coverage: candidate.coverage)))
            }
        }
        var seen: Set<Int> = []
        return pool.sorted { $0.1 > $1.1 || $0.1 == $1.1 && $0.0 < $1.0 }
            .filter { seen.insert($0.0).inserted }
            .prefix(limit).map { foods[$0.0] }
    }
}
