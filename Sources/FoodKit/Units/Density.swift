/// Typical densities for turning a volume into grams when a food has no USDA volume
/// measure. Deliberately coarse: each answer names its basis so it can be shown.
enum Density {
    /// `preparation` is how the line has the food ("grated", "crumbled"), which decides how a cheese packs.
    static func gramsPerMl(for food: Food, preparation: String? = nil) -> (Double, String)? {
        let text = food.description.lowercased()
        if food.group.code == "0100", text.hasPrefix("cheese"), let cheese = cheese(text, preparation: preparation) { return cheese }
        if text.hasPrefix("oil") || text.contains(" oil") || food.group.code == "0400" && !text.contains("butter") {
            return (0.92, "oil, 0.92 g/ml")
        }
        if text.contains("syrup") || text.hasPrefix("honey") || text.hasPrefix("molasses") { return (1.4, "syrup, 1.4 g/ml") }
        if text.contains("flour") || text.contains("starch") { return (0.53, "flour, 0.53 g/ml") }
        if text.hasPrefix("sugars") { return (0.85, "sugar, 0.85 g/ml") }
        // Chopped stem ginger or peel, grated chocolate, crushed sweets: SR21 weighs them by the piece or ounce.
        if text.hasPrefix("candied") { return (0.68, "chopped candied fruit, 0.68 g/ml") }
        if text.hasPrefix("candies") { return (0.5, "chopped sweets or chocolate, 0.5 g/ml") }
        if text.hasPrefix("cookies") || text.hasPrefix("crackers") { return (0.45, "crushed biscuits, 0.45 g/ml") }
        // "4 tbsp chopped bacon", "1 tsp shrimp paste": SR21 weighs a cup of diced raw chicken at 140 g. A cup
        // of meat the line does not say is cut small stays unweighed.
        let cutSmall: Set<String> = ["chopped", "diced", "minced", "cubed", "shredded", "flaked", "lardon", "paste", "crumbled"]
        if ["0500", "0700", "1000", "1300", "1500", "1700"].contains(food.group.code),
           TextNormalizer.terms(preparation ?? "").contains(where: cutSmall.contains) {
            return (0.6, "chopped meat or fish, 0.6 g/ml")
        }
        // SR21 weighs many nuts and seeds only by the ounce. A cup holds about 93 g of
        // shredded coconut, 140 g of whole nuts, 170 g of small seeds such as chia.
        if food.group.code == "1200" {
            if text.contains("coconut") && (text.contains("dried") || text.contains("shredded")) { return (0.39, "shredded coconut, 0.39 g/ml") }
            if ["chia", "flax", "poppy", "hemp"].contains(where: text.contains) { return (0.72, "small seeds, 0.72 g/ml") }
            if !text.contains("butter") && !text.contains("milk") && !text.contains("oil") { return (0.6, "whole nuts and seeds, 0.6 g/ml") }
        }
        switch food.group.code {
        case "1400", "0600": return (1.0, "water-like liquid, 1 g/ml")
        case "1900" where text.hasPrefix("puddings"): return (1.05, "pudding or custard, 1.05 g/ml")
        case "0100" where text.contains("milk") || text.contains("cream") || text.contains("yogurt"):
            return (1.03, "dairy liquid, 1.03 g/ml")
        case "0900" where text.contains("juice"): return (1.04, "juice, 1.04 g/ml")
        case "0200": return (0.5, "ground spice, 0.5 g/ml")
        default: return nil
        }
    }

    /// SR21 weighs a cup of grated parmesan at 100 g, of shredded cheddar at 113 g and of crumbled
    /// feta at 150 g; a cheese SR21 weighs only by the ounce packs like its kind.
    private static func cheese(_ text: String, preparation: String?) -> (Double, String)? {
        let form = Set(TextNormalizer.terms(preparation ?? ""))
        if form.contains("crumbled") || form.contains("crumble") { return (0.63, "crumbled cheese, 0.63 g/ml (as SR21 feta)") }
        let hard = ["parmesan", "romano", "hard"].contains(where: text.contains)
        if hard || form.contains("grated") && !form.contains("shredded") { return (0.42, "grated hard cheese, 0.42 g/ml (as SR21 parmesan)") }
        if ["cream", "ricotta", "cottage", "neufchatel", "spread"].contains(where: text.contains) { return nil }
        return (0.48, "shredded cheese, 0.48 g/ml (as SR21 cheddar)")
    }
}
