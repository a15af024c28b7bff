/// Where a food is found in a supermarket, for sorting a grocery list. Cases are in the order a
/// list shows them.
public enum StoreSection: String, Sendable, Hashable, Codable, CaseIterable {
    case produce, dairy, meat, bakery, pantry, baking, spices, condiments, drinks, frozen, other

    /// Decided by the USDA food group, then refined by words in the description
    /// (canned vegetables are pantry goods, frozen peas are frozen, ketchup is a condiment
    /// though USDA files it with vegetables).
    public init(group: FoodGroup, description: String) {
        let text = description.lowercased()
        if ByteSearch.contains(text, "frozen") && !ByteSearch.contains(text, "unfrozen") {
            self = .frozen
            return
        }
        if let aisle = Self.aisle(text) {
            self = aisle
            return
        }
        let shelfStable = ["canned", "dried", "dehydrated", "powder", "bottled", "dry mix", "sun-dried"]
            .contains { ByteSearch.contains(text, $0) }
        switch group.code {
        case "0900", "1100": self = shelfStable ? .pantry : .produce
        case "0100": self = text.hasPrefix("egg") ? .dairy : (shelfStable ? .pantry : .dairy)
        case "0500", "0700", "1000", "1300", "1500", "1700": self = ByteSearch.contains(text, "canned") ? .pantry : .meat
        case "1800": self = text.hasPrefix("bread") || text.hasPrefix("rolls") || ByteSearch.contains(text, "bagel")
            || text.hasPrefix("muffin") || text.hasPrefix("croissant") || text.hasPrefix("tortilla") ? .bakery : .pantry
        case "0200": self = ByteSearch.contains(text, "fresh") ? .produce : .spices
        case "1400": self = .drinks
        case "0400", "0600", "0800", "1200", "1600", "1900", "2000", "2500": self = .pantry
        default: self = .other
        }
    }

    /// The aisles a shopper finds by what the food is rather than its USDA group.
    private static func aisle(_ text: String) -> StoreSection? {
        let condiments = ["catsup", "ketchup", "pickle", "relish", "mustard", "mayonnaise", "vinegar", "salad dressing", "salsa", "sauce,", "sauce "]
        if text.hasPrefix("sauce") || text.hasPrefix("soy sauce") || (!text.hasPrefix("applesauce") && !ByteSearch.contains(text, "seed") && !ByteSearch.contains(text, "greens")
            && condiments.contains { ByteSearch.contains(text, $0) } && !text.hasPrefix("spices")) {
            return .condiments
        }
        let baking = ["leavening", "wheat flour", "cornstarch", "sugars, granulated", "sugars, brown", "sugars, powdered", "cocoa",
                      "baking chocolate", "chocolate chips", "yeast", "vanilla extract", "gelatin"]
        return baking.contains { ByteSearch.contains(text, $0) } ? .baking : nil
    }

    /// "Produce", "Condiments and sauces": the heading a grocery list gives it.
    public var heading: String {
        switch self {
        case .spices: "Spices and herbs"
        case .condiments: "Condiments and sauces"
        default: rawValue.capitalized
        }
    }
}
