/// Where a food is found in a supermarket, for sorting a grocery list.
public enum StoreSection: String, Sendable, Hashable, Codable, CaseIterable {
    case produce, dairy, meat, bakery, pantry, frozen, other

    /// Decided by the USDA food group, then refined by words in the description
    /// (canned vegetables are pantry goods, frozen peas are frozen).
    public init(group: FoodGroup, description: String) {
        let text = description.lowercased()
        if ByteSearch.contains(text, "frozen") && !ByteSearch.contains(text, "unfrozen") {
            self = .frozen
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
        case "0200": self = ByteSearch.contains(text, "fresh") ? .produce : .pantry
        case "0400", "0600", "0800", "1200", "1400", "1600", "1900", "2000", "2500": self = .pantry
        default: self = .other
        }
    }
}
