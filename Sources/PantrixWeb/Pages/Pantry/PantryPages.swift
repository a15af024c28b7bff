import Foundation
import PantrixCore

/// /pantry: add, edit and remove what you have; staples; autocomplete vocabulary.
struct PantryPage: Sendable {
    struct ItemView: Sendable {
        let id: Int64
        let name: String
        let text: String
        /// The date input's value ("" for none).
        let useBy: String
        /// "use by …" beside the amount, only when there is a date.
        let useByText: String?
        let status: String?
        let statusClass: String
        let recognised: Bool
        let suggestions: String?
    }

    struct StapleView: Sendable {
        let key: String
        let name: String
    }

    let layout: LayoutModel
    let items: [ItemView]
    let hasItems: Bool
    let staples: [StapleView]
    let vocabulary: [String]
    var item = FormField(id: "item")
    var useBy = FormField(id: "useBy")
    var lines = FormField(id: "lines")
    var staple = FormField(id: "staple")
    var notes: [String] = []

    init(layout: LayoutModel, items: [PantryItem], staples: [Staple], vocabulary: [String], today: Date = Date()) {
        self.layout = layout
        let todayText = UseByDate.string(today), soon = UseByDate.string(today.addingTimeInterval(3 * 86_400))
        self.items = items.map { item in
            let (status, css): (String?, String) = switch item.useBy {
            case let date? where date < todayText: ("past its use-by date", "item-expired")
            case let date? where date <= soon: ("use soon", "item-soon")
            default: (nil, "")
            }
            return ItemView(
                id: item.id ?? 0, name: item.name, text: item.text, useBy: item.useBy ?? "", useByText: item.useBy, status: status, statusClass: css,
                recognised: item.isRecognised,
                suggestions: item.isRecognised ? nil : PantryEntry.suggestions(for: item.name).joined(separator: "; "))
        }
        hasItems = !items.isEmpty
        self.staples = staples.map { StapleView(key: $0.ingredientKey, name: $0.name) }
        self.vocabulary = vocabulary
    }
}

/// /cook: recipes ranked by what's missing from the pantry.
struct CookPage: Sendable {
    struct CardView: Sendable {
        let card: RecipeCardView
        let summary: String
        let canCook: Bool
        let missing: String?
        /// "using your milk for skim milk; …"
        let substitutions: String?
        /// Lines no food matched: neither had nor missing.
        let unknown: String?
        let expiring: String?
        let recipeID: Int64
    }

    let layout: LayoutModel
    let cards: [CardView]
    let hasCards: Bool
    let pantryIsEmpty: Bool
    let summary: String
    let onlyNow: Bool
    let missingOptions: [SearchPage.Option]
    let cuisines: [SearchPage.Option]
    let categories: [SearchPage.Option]
    let diets: [SearchPage.Option]
    let maxMinutes: String
    let maxKcal: String
    let maxCost: String
    let exclude: String
    let nextHref: String?
    let previousHref: String?
    let backPath: String

    static func cardView(_ card: CookNowCard, marks: Set<Int64>) -> CardView {
        CardView(
            card: RecipeCardView(card.card, marks: marks),
            summary: "You have \(card.have) of \(card.total)",
            canCook: card.missing.isEmpty,
            missing: card.missing.isEmpty ? nil : card.missing.prefix(6).joined(separator: ", ") + (card.missing.count > 6 ? " …" : ""),
            substitutions: card.substitutions.isEmpty ? nil : card.substitutions.joined(separator: "; "),
            unknown: card.unknown.isEmpty ? nil : card.unknown.joined(separator: ", "),
            expiring: card.expiringUsed > 0 ? "uses \(card.expiringUsed) item\(card.expiringUsed == 1 ? "" : "s") to use soon" : nil,
            recipeID: card.card.id)
    }
}

/// /groceries: the list by store section, with an estimated total.
struct GroceriesPage: Sendable {
    struct ItemView: Sendable {
        let id: Int64
        let name: String
        let amount: String?
        let checked: Bool
        let recipes: String?
        let price: String?
    }

    struct Section: Sendable {
        let name: String
        let items: [ItemView]
    }

    let layout: LayoutModel
    let sections: [Section]
    let hasItems: Bool
    let hasChecked: Bool
    let total: String
    var item = FormField(id: "item")

    init(layout: LayoutModel, list: GroceryList) {
        self.layout = layout
        let order = ["produce", "dairy", "meat", "bakery", "pantry", "frozen", "other"]
        let grouped = Dictionary(grouping: list.entries, by: \.item.storeSection)
        sections = order.compactMap { section in
            guard let entries = grouped[section], !entries.isEmpty else { return nil }
            let items = entries.sorted { ($0.item.checked ? 1 : 0, $0.item.name) < ($1.item.checked ? 1 : 0, $1.item.name) }.map { entry in
                ItemView(
                    id: entry.item.id ?? 0, name: entry.item.name, amount: entry.item.amountText, checked: entry.item.checked,
                    recipes: entry.recipes.isEmpty ? nil : "for " + entry.recipes.map(\.title).joined(separator: ", "),
                    price: entry.item.price.map(Money.usd))
            }
            return Section(name: section.capitalized, items: items)
        }
        hasItems = !list.entries.isEmpty
        hasChecked = list.entries.contains { $0.item.checked }
        total = Money.usd(list.estimatedTotal)
    }
}
