// Placeholder until the FoodKit diet classifier lands; claims nothing.
public enum DietTag: String, CaseIterable, Sendable {
    case vegetarian, vegan, glutenFree = "gluten-free", dairyFree = "dairy-free", nutFree = "nut-free"
}

public enum DietClassifier {
    public static func tags(for lines: [AnalyzedLine]) -> Set<DietTag> { [] }
}

public enum Staples {
    public static func isStaple(ingredientKey: String) -> Bool {
        ["salt", "black pepper", "water", "olive oil", "vegetable oil"].contains(ingredientKey)
    }
}

public enum MeasureSystem: Sendable { case original, us, metric }

public enum LineDisplay {
    public static func text(for line: AnalyzedLine, scale: Double, system: MeasureSystem) -> String { line.parsed.input }
}
