/// Typical densities for turning a volume into grams when a food has no USDA volume
/// measure. Deliberately coarse: each answer names its basis so it can be shown.
enum Density {
    static func gramsPerMl(for food: Food) -> (Double, String)? {
        let text = food.description.lowercased()
        if text.hasPrefix("oil") || text.contains(" oil") || food.group.code == "0400" && !text.contains("butter") {
            return (0.92, "oil, 0.92 g/ml")
        }
        if text.contains("syrup") || text.hasPrefix("honey") || text.hasPrefix("molasses") { return (1.4, "syrup, 1.4 g/ml") }
        if text.contains("flour") || text.contains("starch") { return (0.53, "flour, 0.53 g/ml") }
        if text.hasPrefix("sugars") { return (0.85, "sugar, 0.85 g/ml") }
        switch food.group.code {
        case "1400", "0600": return (1.0, "water-like liquid, 1 g/ml")
        case "0100" where text.contains("milk") || text.contains("cream") || text.contains("yogurt"):
            return (1.03, "dairy liquid, 1.03 g/ml")
        case "0900" where text.contains("juice"): return (1.04, "juice, 1.04 g/ml")
        case "0200": return (0.5, "ground spice, 0.5 g/ml")
        default: return nil
        }
    }
}
