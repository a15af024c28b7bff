import Foundation

/// An inverted index over food descriptions and common names, built once at load.
/// Scores are idf-weighted term overlaps; `FoodScorer` turns them into confidences.
struct SearchIndex: Sendable {
    struct Posting: Sendable {
        let food: Int32
        /// 1 for the description's first comma segment, less for later segments and common names.
        let weight: Float
    }

    /// Terms of each food's description, by comma segment.
    let segments: [[[String]]]
    let postings: [String: [Posting]]
    let idf: [String: Double]
    let maxIDF: Double
    /// Terms that begin some description ("lime" in "Limes, raw"): words naming a food
    /// rather than qualifying one.
    let headTerms: Set<String>
    /// Vocabulary in sorted order, for prefix search.
    let vocabulary: [String]

    init(foods: [Food]) {
        var postings: [String: [Posting]] = [:]
        var segments: [[[String]]] = []
        segments.reserveCapacity(foods.count)
        for (index, food) in foods.enumerated() {
            let parts = food.description.split(separator: ",").map { TextNormalizer.terms(String($0)) }
            segments.append(parts)
            var best: [String: Float] = [:]
            for (position, part) in parts.enumerated() {
                // "..., with almonds" names an addition, not the food.
                let addition = part.first == "with" || part.first == "without"
                let weight: Float = addition ? 0.5 : (position == 0 ? 1 : (position < 3 ? 0.9 : 0.75))
                for term in part where best[term, default: 0] < weight { best[term] = weight }
            }
            for name in food.commonNames {
                for term in TextNormalizer.terms(name) where best[term, default: 0] < 0.8 { best[term] = 0.8 }
            }
            for (term, weight) in best { postings[term, default: []].append(Posting(food: Int32(index), weight: weight)) }
        }
        let count = Double(max(foods.count, 1))
        var idf: [String: Double] = [:]
        for (term, list) in postings { idf[term] = log(1 + count / Double(list.count)) }
        var heads: Set<String> = []
        for parts in segments {
            heads.formUnion(FoodScorer.head(of: parts))
            heads.formUnion(parts.first ?? [])
        }
        heads.formUnion(TextNormalizer.productNouns)
        heads.subtract(TextNormalizer.qualifiers)
        headTerms = heads
        self.segments = segments
        self.postings = postings
        self.idf = idf
        maxIDF = log(1 + count)
        vocabulary = postings.keys.sorted()
    }

    func idf(_ term: String) -> Double { idf[term] ?? maxIDF }

    /// How much a query term counts toward the total a match must cover.
    func queryWeight(_ term: String) -> Double {
        idf(term) * (TextNormalizer.qualifiers.contains(term) || !headTerms.contains(term) && idf[term] == nil ? 0.3 : 1)
    }

    /// Foods sharing terms with the query, with the idf-weighted share of query terms each covers.
    func candidates(for terms: [String], limit: Int) -> [(food: Int, coverage: Double)] {
        let total = terms.reduce(0) { $0 + queryWeight($1) }
        guard total > 0 else { return [] }
        var scores: [Int32: Double] = [:]
        for term in Set(terms) {
            let weight = idf(term)
            let counted = min(weight, queryWeight(term))
            for posting in postings[term] ?? [] { scores[posting.food, default: 0] += counted * Double(posting.weight) }
        }
        var ranked: [(food: Int, coverage: Double)] = scores.map { (food: Int($0.key), coverage: $0.value / total) }
        ranked.sort { lhs, rhs in
            if lhs.coverage != rhs.coverage { return lhs.coverage > rhs.coverage }
            return lhs.food < rhs.food
        }
        return Array(ranked.prefix(limit))
    }

    /// Vocabulary terms starting with `prefix`, for autocomplete of a half-typed word.
    func completions(of prefix: String, limit: Int) -> [String] {
        var low = 0, high = vocabulary.count
        while low < high {
            let mid = (low + high) / 2
            if vocabulary[mid] < prefix { low = mid + 1 } else { high = mid }
        }
        var result: [String] = []
        while low < vocabulary.count, vocabulary[low].hasPrefix(prefix), result.count < limit {
            result.append(vocabulary[low])
            low += 1
        }
        return result
    }
}
