/// Derives diet tags from matched foods. A wrong "vegan" or "gluten-free" can hurt
/// someone, so any doubt (an unmatched line, an ambiguous food) removes the tag.
public enum DietClassifier {
    public static func tags(for lines: [AnalyzedLine]) -> Set<DietTag> {
        let ingredients = lines.filter { !$0.parsed.isHeading }
        guard !ingredients.isEmpty else { return [] }
        var tags = Set(DietTag.allCases)
        for line in ingredients {
            guard let food = line.match?.food else { return [] }
            tags.subtract(excluded(by: food))
        }
        return tags
    }

    /// The tags one food rules out.
    public static func excluded(by food: Food) -> Set<DietTag> {
        let facts = FoodFacts(food)
        var out: Set<DietTag> = []
        if facts.isAnimalFlesh {
            out.formUnion([.vegetarian, .vegan])
        }
        if facts.isDairy { out.formUnion([.vegan, .dairyFree]) }
        if facts.isAnimalProduct { out.insert(.vegan) }
        if facts.hasGluten { out.insert(.glutenFree) }
        if facts.hasNuts { out.insert(.nutFree) }
        return out
    }
}
