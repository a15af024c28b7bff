import Foundation

/// How well an alias found inside a longer name fits the whole of it.
extension FoodMatcher {
    /// How well an alias covering part of the query fits all of it. Uncovered words that
    /// name foods ("vegetable" stock, "almond" milk) make a different food, and so, when
    /// `honouringStates`, does a state the alias's food is not in ("cooked" rice against
    /// raw rice); uncovered qualifiers ("unsmoked" bacon) barely matter.
    func aliasPartConfidence(_ terms: [String], covering range: Range<Int>, of food: Food, honouringStates: Bool, flavours: Bool) -> Double {
        let index = catalogue.index
        let covered = terms[range].reduce(0) { $0 + index.idf($1) }
        // "peach chutney": a flavour before a product that any flavour leaves the same food.
        let flavoured = flavours && range.upperBound == terms.count
            && (TextNormalizer.flavouredProducts.contains(terms[range].joined(separator: " "))
                || TextNormalizer.flavouredProducts.contains(terms[range.upperBound - 1]))
        let uncovered = terms.indices.filter { !range.contains($0) }.reduce(0.0) { sum, position in
            let term = terms[position]
            let qualifies = TextNormalizer.qualifiers.contains(term) || flavoured
            let namesFood = index.headTerms.contains(term) && !qualifies
                || honouringStates && !Self.honours(term, food)
            // A second food word ("lamb" in "lamb rump steak" against "steak") is a strong sign of a different food.
            // Known qualifiers ("flaky" salt) cost least: they never make another food.
            let weight = qualifies ? 0.1 : 0.25
            return sum + (namesFood ? max(index.idf(term), 0.8 * index.maxIDF) : weight * index.idf(term))
        }
        return 0.95 * pow(covered / max(covered + uncovered, 0.001), 1.5)
    }
}
