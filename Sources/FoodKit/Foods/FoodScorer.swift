import Foundation

/// Judges how well a food fits a query beyond shared words: the food's head noun should
/// be asked for, extra qualifiers ("canned", "with salt") count against it, and branded,
/// fast-food, baby-food and prepared-meal entries rank below plain foods.
struct FoodScorer: Sendable {
    let index: SearchIndex

    /// Words in USDA descriptions that do not make a food more specific than asked.
    static let neutral: Set<String> = [
        "raw", "all", "commercial", "variety", "year", "round", "average", "fresh", "regular", "plain",
        "unprepared", "include", "includes", "usda", "commodity", "food", "fluid", "mature", "seed", "whole",
        "and", "or", "with", "without", "of", "the", "type", "grade", "classes", "species", "mixed", "ns",
        "ripe", "red", "flesh", "skin", "meat", "only", "edible", "portion", "solid", "liquid", "nfs", "not",
        "further", "specified", "retail", "household", "salad", "cooking", "table", "enriched", "unenriched",
        "bleached", "ready", "serve", "to", "fat", "cultured", "dry",
    ]

    /// Preparation states that make a food a different product from the raw one.
    static let processed: Set<String> = [
        "canned", "frozen", "dehydrated", "cooked", "boiled", "fried", "baked", "roasted", "stewed", "braised",
        "broiled", "prepared", "mix", "powder", "condensed", "drained", "sweetened", "salted", "pickled",
        "breaded", "battered", "microwaved", "stir", "heated", "reconstituted", "imitation", "substitute",
        "juice", "concentrate", "flavored", "babyfood", "toddler", "smoked", "cured", "dried", "glazed",
        "restaurant", "formula", "infant", "low", "reduced", "light", "free", "lowfat", "nonfat", "diet",
        // Other parts of the animal: "cooked chicken" is not a gizzard.
        "gizzard", "giblet", "liver", "heart", "tongue", "tripe", "feet", "brain", "lung", "spleen", "pancreas", "thymus", "neck",
    ]

    static let penalisedGroups: [String: Double] = [
        "0300": 0.35, "2100": 0.5, "2200": 0.55, "3500": 0.5, "0600": 0.8, "2500": 0.85,
    ]

    func confidence(query: [String], food: Food, foodIndex: Int, coverage: Double) -> Double {
        let querySet = Set(query)
        let segments = index.segments[foodIndex]
        let head = Self.head(of: segments)
        guard !head.isEmpty else { return 0 }
        let headTerms = head.filter { !Self.neutral.contains($0) }
        let headHits = headTerms.filter(querySet.contains).count
        var score = pow(min(coverage, 1), 2)
        score *= headTerms.isEmpty ? 0.8 : (headHits == headTerms.count ? 1 : (headHits > 0 ? 0.8 : 0.55))
        // Every extra qualifier makes the food more specific than asked for.
        var extra = 0.0
        for segment in segments {
            for term in segment where !querySet.contains(term) && !Self.neutral.contains(term) && !(term.first?.isNumber ?? false) {
                let weight = Self.processed.contains(term) || headTerms.contains(term) ? 1.0 : 0.3
                extra += weight
            }
        }
        score *= exp(-0.18 * extra)
        // "cooked lentils" asks for a cooked food: raw lentils weigh and feed differently,
        // though they are still better than nothing when SR21 has no cooked ones.
        if query.contains(where: { !FoodMatcher.honours($0, food) }) { score *= 0.75 }
        score *= Self.penalisedGroups[food.group.code] ?? 1
        if index.branded[foodIndex] { score *= 0.6 }
        if segments.contains(where: { $0.contains("raw") }) { score *= 1.04 }
        return min(score, 1)
    }

    /// SR often opens with a category ("Fish, trout", "Spices, saffron"); the food itself
    /// is then named by the next segment.
    static let categories: Set<String> = [
        "fish", "crustacean", "mollusk", "spice", "nut", "seed", "game", "meat", "bean", "cereal", "beverage",
        "alcoholic", "candy", "candie", "cheese", "soup", "sauce", "oil", "leavening", "agent", "syrup",
        "sugar", "pasta", "noodle", "vinegar", "cracker", "cookie", "snack", "babyfood", "infant", "formula",
    ]

    static func head(of segments: [[String]]) -> [String] {
        guard let first = segments.first else { return [] }
        if segments.count > 1, !first.isEmpty, first.allSatisfy(categories.contains) { return segments[1] }
        return first
    }

    /// SR marks brands in capitals ("KRAFT", "CAMPBELL'S").
    static func isBranded(_ description: String) -> Bool {
        var run = 0
        if description.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in description.utf8 {
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { run += 1; if run >= 4 { return true } } else { run = 0 }
            }
            return false
        }
        for scalar in description.unicodeScalars {
            if scalar.properties.isUppercase { run += 1; if run >= 4 { return true } } else { run = 0 }
        }
        return false
    }
}
