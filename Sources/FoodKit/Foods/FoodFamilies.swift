/// Which ingredient keys a cook treats as having the same food (Resources/families.tsv):
/// the pantry's "do I have this?", and the foods a search filter or an allergy means.
/// Everything is worked out once at load; lookups are dictionary reads.
public struct FoodFamilies: Sendable {
    /// How a pantry item stands for a recipe line's food.
    public enum Cover: Sendable, Equatable {
        /// The same food (or one a cook would not mention): nothing to say.
        case same
        /// Another food that does the job; the page says which ("using your milk for skim milk").
        case substitute
    }

    /// How closely a pantry item fits a recipe line, best first, so a cook-now that assigns
    /// items across a whole recipe can give each line the closest item it has.
    public enum Fit: Int, Sendable, Comparable, CaseIterable {
        /// The very food the line names.
        case exact
        /// Another key a cook calls the same food (a "same" line).
        case same
        /// A variety that does the job (a "note" line): "using your milk for skim milk".
        case variety
        /// A food the cook makes the line's food from, or one that does its job one way only (a "covers" line).
        case madeFrom

        public static func < (lhs: Fit, rhs: Fit) -> Bool { lhs.rawValue < rhs.rawValue }

        /// What the page says about it.
        public var cover: Cover { self <= .same ? .same : .substitute }
    }

    /// Loaded on first use from the bundled table.
    public static let shared: FoodFamilies = {
        do { return FoodFamilies(tsv: try CatalogueLoader.resource("families.tsv")) } catch { fatalError("\(error)") }
    }()

    /// Pantry key → recipe keys it covers (itself not listed), and how closely.
    let coverage: [String: [String: Fit]]
    /// The same, as the ordered lists the pantry walks for every item (sorted once, at load).
    let coveredLists: [String: [(key: String, cover: Cover)]]
    /// Key → products made with it.
    let products: [String: Set<String>]
    /// Normalised word ("nut") → the keys it names.
    let groups: [String: Set<String>]
    /// Pairs the table says are not the same, for its tests.
    let distinct: [(String, String)]
    /// Every key the table names, for its tests.
    let keys: Set<String>

    public init(tsv: String) {
        var coverage: [String: [String: Fit]] = [:]
        var products: [String: Set<String>] = [:]
        var groups: [String: Set<String>] = [:]
        var distinct: [(String, String)] = []
        var keys: Set<String> = []
        func cover(_ pantry: String, _ recipe: String, _ how: Fit) {
            guard pantry != recipe else { return }
            // Where two lines name the same pair, the closer fit wins.
            if coverage[pantry]?[recipe].map({ how < $0 }) ?? true { coverage[pantry, default: [:]][recipe] = how }
        }
        for columns in TSV.rows(tsv) where columns.count >= 3 {
            let relation = String(columns[0])
            let first = String(columns[1]), others = columns[2].split(separator: "|").map(String.init)
            switch relation {
            case "same", "note":
                let members = [first] + others
                keys.formUnion(members)
                for a in members { for b in members { cover(a, b, relation == "same" ? .same : .variety) } }
            case "covers":
                keys.formUnion([first] + others)
                for other in others { cover(first, other, .madeFrom) }
            case "contains":
                keys.formUnion([first] + others)
                products[first, default: []].formUnion(others)
            case "group":
                keys.formUnion(others)
                for word in first.split(separator: "|") { groups[TextNormalizer.key(String(word)), default: []].formUnion(others) }
            case "not":
                keys.formUnion([first] + others)
                distinct += others.map { (first, $0) }
            default:
                continue
            }
        }
        self.coverage = coverage
        coveredLists = coverage.mapValues { $0.sorted { $0.key < $1.key }.map { ($0.key, $0.value.cover) } }
        self.products = products
        self.groups = groups
        self.distinct = distinct
        self.keys = keys
    }

    /// How a pantry item of `pantryKey` covers a recipe line of `recipeKey`; nil when it does not.
    public func cover(pantry pantryKey: String, recipe recipeKey: String) -> Cover? {
        fit(pantry: pantryKey, recipe: recipeKey)?.cover
    }

    /// How closely a pantry item of `pantryKey` fits a recipe line of `recipeKey`; nil when it does not.
    public func fit(pantry pantryKey: String, recipe recipeKey: String) -> Fit? {
        pantryKey == recipeKey ? .exact : coverage[pantryKey]?[recipeKey]
    }

    /// The recipe keys a pantry item covers, its own key first.
    public func covered(by pantryKey: String) -> [(key: String, cover: Cover)] {
        [(pantryKey, .same)] + (coveredLists[pantryKey] ?? [])
    }

    /// The keys a group word names ("nuts", "dairy"), or nil when it names no group.
    public func group(named word: String) -> Set<String>? {
        groups[TextNormalizer.key(word)]
    }

    /// What "with eggs" means in a search: the food and what it covers (yolks, whites).
    public func withKeys(_ key: String) -> Set<String> {
        Set(covered(by: key).map(\.key))
    }

    /// What "without peanuts" or a peanut allergy rules out: the food, what it covers, and the
    /// products made with any of them (peanut butter).
    public func withoutKeys(_ key: String) -> Set<String> {
        closure(withKeys(key))
    }

    /// Adds the products made with each key (and with those), to any depth.
    public func closure(_ keys: Set<String>) -> Set<String> {
        var result = keys
        var pending = Array(keys)
        while let key = pending.popLast() {
            for product in products[key] ?? [] where result.insert(product).inserted { pending.append(product) }
        }
        return result
    }
}
