/// Where a food is found in a supermarket, for sorting a grocery list.
public enum StoreSection: String, Sendable, Hashable, Codable, CaseIterable {
    case produce, dairy, meat, bakery, pantry, frozen, other

    /// Decided by the USDA food group, then refined by words in the description
    /// (canned vegetables are pantry goods, frozen peas are frozen).
    public init(group: FoodGroup, description: String) {
        let text = description.lowercased()
        if text.contains("frozen") && !text.contains("unfrozen") {
            self = .frozen
            return
        }
        let shelfStable = ["canned", "dried", "dehydrated", "powder", "bottled", "dry mix", "sun-dried"]
            .contains { text.contains($0) }
        switch group.code {
        case "0900", "1100": self = shelfStable ? .pantry : .produce
        case "0100": self = text.hasPrefix("egg") ? .dairy : (shelfStable ? .pantry : .dairy)
        case "0500", "0700", "1000", "1300", "1500", "1700": self = text.contains("canned") ? .pantry : .meat
        case "1800": self = text.hasPrefix("bread") || text.hasPrefix("rolls") || text.contains("bagel")
            || text.hasPrefix("muffin") || text.hasPrefix("croissant") || text.hasPrefix("tortilla") ? .bakery : .pantry
        case "0200": self = text.contains("fresh") ? .produce : .pantry
        case "0400", "0600", "0800", "1200", "1400", "1600", "1900", "2000", "2500": self = .pantry
        default: self = .other
        }
    }
}
