/// What a word typed into a search filter or an allergy list means, in ingredient keys.
extension FoodFamilies {
    /// "with eggs": the food the word names and what it covers (yolks, whites); a group word
    /// ("nuts") names each of its foods. Nil when the word names no food.
    public func withKeys(forWord word: String, matcher: FoodMatcher = .shared) -> Set<String>? {
        if let members = group(named: word) { return members.reduce(into: []) { $0.formUnion(withKeys($1)) } }
        guard let key = matcher.match(IngredientParser.parse(word))?.ingredientKey else { return nil }
        return withKeys(key)
    }

    /// "without peanuts": the same foods and the products made with them (peanut butter).
    public func withoutKeys(forWord word: String, matcher: FoodMatcher = .shared) -> Set<String>? {
        withKeys(forWord: word, matcher: matcher).map(closure)
    }
}
