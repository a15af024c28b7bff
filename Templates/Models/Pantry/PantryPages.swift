import FoodKit
import Foundation
import PantrixCore

/// /pantry: add, edit and remove what you have; staples; autocomplete vocabulary.
package struct PantryPage: Sendable {
    package struct ItemView: Sendable {
        package let id: Int64
        package let name: String
        package let text: String
        /// "12", "1.5 kg", "2 bunches + 200 g": beside the name, which the text repeats.
        package let amount: String?
        /// The date input's value ("" for none).
        package let useBy: String
        /// "25 Nov" after "use by" (or the status), only when there is a date.
        package let useByText: String?
        package let status: String?
        package let statusClass: String
        package let recognised: Bool
        package let suggestions: String?
    }

    package struct StapleView: Sendable {
        package let key: String
        package let name: String
    }

    package let layout: LayoutModel
    /// Set while the viewer shares this page with a household.
    package var household: HouseholdNote?
    package let items: [ItemView]
    package let staples: [StapleView]
    package let vocabulary: [String]
    package var item = FormField(id: "item")
    package var useBy = FormField(id: "useBy")
    package var lines = FormField(id: "lines")
    /// A barcode typed (or scanned with the camera where the browser can).
    package var barcode = FormField(id: "barcode")
    package var staple = FormField(id: "staple")
    package var notes: [String] = []
    /// Until the kitchen answers it.
    package var basicsOffer: KitchenBasicsOffer?

    package init(layout: LayoutModel, items: [PantryItem], staples: [Staple], vocabulary: [String]) {
        self.layout = layout
        let today = layout.now
        let todayText = UseByDate.string(today), soon = UseByDate.string(today.addingTimeInterval(3 * 86_400))
        self.items = items.map { item in
            let (status, css): (String?, String) = switch item.useBy {
            case let date? where date < todayText: ("expired", "item-expired")
            case let date? where date <= soon: ("use soon", "item-soon")
            default: (nil, "")
            }
            let amounts = item.amountList.map(\.text)
            return ItemView(
                id: item.id ?? 0, name: item.name, text: item.text, amount: amounts.isEmpty ? nil : amounts.joined(separator: " + "),
                useBy: item.useBy ?? "", useByText: item.useBy.map(DateText.dayMonth), status: status, statusClass: css,
                recognised: item.isRecognised,
                suggestions: item.isRecognised ? nil : PantryEntry.suggestions(for: item.name).joined(separator: "; "))
        }
        self.staples = staples.map { StapleView(key: $0.ingredientKey, name: $0.name) }
        self.vocabulary = vocabulary
    }
}

/// /cook: recipes ranked by what's missing from the pantry.
package struct CookPage: Sendable {
    package struct CardView: Sendable {
        package let card: RecipeCardView
        package let summary: String
        package let canCook: Bool
        package let missing: String?
        /// "need 2 lb carrots — you have 6, about 360 g; …"
        package let notEnough: String?
        /// "using your milk for skim milk; …"
        package let substitutions: String?
        /// Lines no food matched: neither had nor missing.
        package let unknown: String?
        /// "cinnamon, baking powder": what the kitchen's basics cover.
        package let assumes: String?
        package let expiring: String?
        package let recipeID: Int64
    }

    package let layout: LayoutModel
    package let cards: [CardView]
    package let pantryIsEmpty: Bool
    package let summary: String
    package let onlyNow: Bool
    /// "Ignore amounts": any amount of a food counts as having it.
    package var ignoreAmounts = false
    package let missingOptions: [SearchPage.Option]
    package let filters: RecipeFilterFields
    package let nextHref: String?
    package let previousHref: String?
    package let backPath: String
    /// "baking powder" and "6 more recipes", each a one-tap add to the grocery list.
    package var nextBuys: [(name: String, unlocks: String)] = []
    /// Until the kitchen answers it.
    package var basicsOffer: KitchenBasicsOffer?

    package static func cardView(_ card: CookNowCard, marks: Set<Int64>) -> CardView {
        CardView(
            card: RecipeCardView(card.card, marks: marks),
            summary: "You have \(card.have) of \(card.total)",
            canCook: card.missing.isEmpty && card.notEnough.isEmpty,
            missing: card.missing.isEmpty ? nil : card.missing.prefix(6).joined(separator: ", ") + (card.missing.count > 6 ? " …" : ""),
            notEnough: card.notEnough.isEmpty ? nil : card.notEnough.joined(separator: "; "),
            substitutions: card.substitutions.isEmpty ? nil : card.substitutions.joined(separator: "; "),
            unknown: card.unknown.isEmpty ? nil : card.unknown.joined(separator: ", "),
            assumes: card.assumes.isEmpty ? nil : card.assumes.joined(separator: ", "),
            expiring: card.expiringUsed > 0 ? "uses \(card.expiringUsed) item\(card.expiringUsed == 1 ? "" : "s") to use soon" : nil,
            recipeID: card.card.id)
    }

    package init(layout: LayoutModel, cards: [CardView], pantryIsEmpty: Bool, summary: String, onlyNow: Bool, missingOptions: [SearchPage.Option], filters: RecipeFilterFields, nextHref: String? = nil, previousHref: String? = nil, backPath: String) {
        self.layout = layout
        self.cards = cards
        self.pantryIsEmpty = pantryIsEmpty
        self.summary = summary
        self.onlyNow = onlyNow
        self.missingOptions = missingOptions
        self.filters = filters
        self.nextHref = nextHref
        self.previousHref = previousHref
        self.backPath = backPath
    }
}

/// /groceries: the list by store section, with an estimated total.
package struct GroceriesPage: Sendable {
    package struct ItemView: Sendable {
        package let id: Int64
        package let name: String
        package let amount: String?
        package let checked: Bool
        package let recipes: String?
        package var price: String?
        /// With the kitchen's own prices: "cheapest at Corner market · Bigmart $1.50".
        package var cheapest: String? = nil
        /// The section it is listed under while unticked (a ticked one sits in the Done group).
        package var home = ""
    }

    package struct Section: Sendable {
        package let name: String
        package let items: [ItemView]
        /// By store: what the items still to buy cost there.
        package var total: String? = nil
    }

    package let layout: LayoutModel
    /// Set while the viewer shares this page with a household.
    package var household: HouseholdNote?
    /// What is still to buy; a section whose items are all ticked stays, empty, for an item
    /// unticked on the page to go back to.
    package private(set) var sections: [Section] = []
    /// Ticked items, by name, after everything still to buy.
    package private(set) var done: [ItemView] = []
    package var total: String
    package var totalNote = "items still to buy, default prices"
    /// "By section" and "By store", once the kitchen has prices of its own.
    package var groupings: [NavLink] = []
    /// "section" while the person chose that grouping over the default by-store one: the item
    /// forms carry it, so ticking or deleting comes back to the same grouping.
    package var grouping: String?
    /// "Move checked to pantry" may record what was paid: at which store, and per checked item.
    package var payStores: [FormOption] = []
    package var paid: [Int64: FormField] = [:]
    package var payStoreError: String?
    package var item = FormField(id: "item")

    package init(layout: LayoutModel, list: GroceryList) {
        self.layout = layout
        let grouped = Dictionary(grouping: list.entries, by: \.item.storeSection)
        total = Money.usd(list.estimatedTotal)
        place(StoreSection.allCases.compactMap { section in
            guard let entries = grouped[section.rawValue], !entries.isEmpty else { return nil }
            return Section(name: section.heading, items: entries.map { entry in
                ItemView(
                    id: entry.item.id ?? 0, name: entry.item.name, amount: entry.item.amountText, checked: entry.item.checked,
                    recipes: Self.forWhat(entry),
                    price: entry.item.price.map(Money.usd))
            })
        })
    }

    /// Lays out `groups` (every item, ticked or not): the unticked ones by name under their group,
    /// the ticked ones in the Done group, each item knowing its group.
    mutating func place(_ groups: [Section]) {
        let homed = groups.map { group in
            Section(name: group.name, items: group.items.map { var item = $0; item.home = group.name; return item }.sorted { $0.name < $1.name },
                    total: group.total)
        }
        sections = homed.map { Section(name: $0.name, items: $0.items.filter { !$0.checked }, total: $0.total) }
        done = homed.flatMap { $0.items.filter(\.checked) }.sorted { $0.name < $1.name }
    }

    /// "for Omelette, Pancakes · Wed 25 Nov, Thu 26 Nov": the recipes and planned days that need it.
    static func forWhat(_ entry: GroceryList.Entry) -> String? {
        let recipes = entry.recipes.isEmpty ? nil : "for " + entry.recipes.map(\.title).joined(separator: ", ")
        let days = entry.days.isEmpty ? nil : entry.days.map(DateText.weekdayDay).joined(separator: ", ")
        let parts = [recipes, days].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
