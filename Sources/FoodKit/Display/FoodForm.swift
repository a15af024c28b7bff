/// Whether a food pours or is spooned, which decides if a cup of it becomes millilitres
/// or grams, and whether American cooks would measure its weight in cups.
enum FoodForm {
    private static let liquidHeads: Set<String> = [
        "milk", "cream", "juice", "syrup", "syrups", "honey", "vinegar", "water", "broth", "stock", "wine",
        "sauce", "extract", "oil", "molasses", "buttermilk", "beer", "soup", "beverages", "alcoholic beverage",
    ]

    /// Judged by the first part of the USDA description ("Milk, whole" pours; "Cheese, cream" does not).
    static func isLiquid(_ food: Food) -> Bool {
        if ["1400", "0600"].contains(food.group.code) { return true }
        let head = food.description.split(separator: ",").first.map { $0.lowercased() } ?? ""
        let words = head.split(separator: " ").map(String.init)
        return words.contains { liquidHeads.contains($0) } || liquidHeads.contains(head)
    }

    /// Flour, sugar, grains, nuts, spices, dried beans and butter go by the cup in US recipes;
    /// meat, cheese and vegetables go by the ounce or pound.
    static func measuredByVolume(_ food: Food) -> Bool {
        if isLiquid(food) { return true }
        if ["2000", "1900", "0200", "1200", "0800", "1600"].contains(food.group.code) { return true }
        return food.description.lowercased().hasPrefix("butter")
    }
}
