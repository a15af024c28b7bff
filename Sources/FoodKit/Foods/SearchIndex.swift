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
    /// Whether each food's description names a brand, worked out once rather than per query.
    let branded: [Bool]

    init(foods: [Food]) {
        var postings: [String: [Posting]] = [:]
        var segments: [[[String]]] = []
        segments.reserveCapacity(foods.count)
        for (index, food) in foods.enumerated() {
            let parts = food.description.split(separator: ",").map { Self.positiveTerms(String($0)) }
            segments.append(parts)
            // A description has a dozen terms at most: a small array beats a dictionary here.
            var best: [(term: String, weight: Float)] = []
            func keep(_ term: String, _ weight: Float) {
                if let found = best.firstIndex(where: { $0.term == term }) {
                    best[found].weight = max(best[found].weight, weight)
                } else {
                    best.append((term, weight))
                }
            }
            for (position, part) in parts.enumerated() {
                // "..., with almonds" names an addition, not the food.
                let addition = part.first == "with" || part.first == "without"
                let weight: Float = addition ? 0.5 : (position == 0 ? 1 : (position < 3 ? 0.9 : 0.75))
                for term in part { keep(term, weight) }
            }
            for name in food.commonNames {
                for term in TextNormalizer.terms(name) { keep(term, 0.8) }
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
        branded = foods.map { FoodScorer.isBranded($0.description) }
    }

    /// Terms of a description segment with negations kept whole: "Milk, imitation, non-soy"
    /// must not be found by "soy milk", and "Wine, non-alcoholic" is more than "wine".
    static func positiveTerms(_ text: String) -> [String] {
        var terms: [String] = []
        for term in TextNormalizer.terms(text) {
            if terms.last == "non" { terms[terms.count - 1] = "non" + term } else { terms.append(term) }
        }
        return terms
    }

    func idf(_ term: String) -> Double { idf[term] ?? maxIDF }

    /// How much a query term counts toward the total a match must cover.
    func queryWeight(_ term: String) -> Double {
        idf(term) * (TextNormalizer.qualifiers.contains(term) || !headTerms.contains(term) && idf[term] == nil ? 0.3 : 1)
    }

    /// Foods sharing terms with the query, with the idf-weighted share of query terms each covers.
    func candidates(for terms: [String], limit: Int) -> [(food: Int, coverage: Double)] {
        let total = terms.reduce(0) { $0 + queryWeight($1) }
        guard total > 0, limit > 0 else { return [] }
        // Common words ("salt") touch thousands of foods: a dense score array and a bounded
        // top list are much cheaper than a dictionary and a full sort.
        var scores = [Double](repeating: 0, count: segments.count)
        var touched: [Int32] = []
        for term in Set(terms) {
            let weight = idf(term)
            let counted = min(weight, queryWeight(term))
            for posting in postings[term] ?? [] {
                if scores[Int(posting.food)] == 0 { touched.append(posting.food) }
                scores[Int(posting.food)] += counted * Double(posting.weight)
            }
        }
        func before(_ lhs: (food: Int, coverage: Double), _ rhs: (food: Int, coverage: Double)) -> Bool {
            lhs.coverage != rhs.coverage ? lhs.coverage > rhs.coverage : lhs.food < rhs.food
        }
        var top: [(food: Int, coverage: Double)] = []
        top.reserveCapacity(limit + 1)
        for food in touched {
            let candidate = (food: Int(food), coverage: scores[Int(food)] / total)
            if top.count == limit, let last = top.last, !before(candidate, last) { continue }
            let position = top.firstIndex { before(candidate, $0) } ?? top.count
            top.insert(candidate, at: position)
            if top.count > limit { top.removeLast() }
        }
        return top
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
