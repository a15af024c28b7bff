extension LineParser {
    /// Words after "see" that point at another part of the recipe ("see above", "see recipe").
    private static let pointers: Set<String> = ["above", "below", "recipe", "page", "p", "method", "opposite", "overleaf", "left", "right", "previous"]

    /// "1 batch pizza dough", "120ml mayonnaise (see above)": made by another part of the
    /// recipe. A pointer counts only straight after the name: "vegetable oil, for deep
    /// frying (see above)" or "washed, leaves reserved (see below)" point at instructions.
    mutating func detectSubRecipe() {
        if let unit = result.unit, UnitLexicon.batchUnits.contains(unit) {
            result.isSubRecipe = true
            return
        }
        guard let lastName = labels.lastIndex(of: .name) else { return }
        var index = lastName + 1
        while index < tokens.count, labels[index] == .punct { index += 1 }
        guard index < tokens.count, labels[index] == .comment else { return }
        let first = lower(index), second = lower(index + 1)
        result.isSubRecipe = first == "see" && Self.pointers.contains(second)
            || first == "recipe" && ["above", "below", "follows", "overleaf"].contains(second)
    }
}
