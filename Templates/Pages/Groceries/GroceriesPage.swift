import FoodKit
import Foundation
import PantrixCore

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
    package let household: HouseholdNote?
    /// What is still to buy; a section whose items are all ticked stays, empty, for an item
    /// unticked on the page to go back to.
    package internal(set) var sections: [Section] = []
    /// Ticked items, by name, after everything still to buy.
    package internal(set) var done: [ItemView] = []
    package internal(set) var total: String
    package internal(set) var totalNote = "items still to buy, default prices"
    /// "By section" and "By store", once the kitchen has prices of its own.
    package internal(set) var groupings: [NavLink] = []
    /// "section" while the person chose that grouping over the default by-store one: the item
    /// forms carry it, so ticking or deleting comes back to the same grouping.
    package internal(set) var grouping: String?
    /// "Move checked to pantry" may record what was paid: at which store, and per checked item.
    package let payStores: [FormOption]
    package let paid: [Int64: FormField]
    package let payStoreError: String?
    package let item: FormField

    /// `prices`: the kitchen's own, which price the items and group them by store unless `byStore`
    /// is false. `item` and `payment`: a form sent back as typed with what is wrong with it.
    package init(
        layout: LayoutModel, list: GroceryList, prices: KitchenPrices? = nil, byStore: Bool = true, household: HouseholdNote? = nil,
        payStores: [FormOption] = [], item: FormField = FormField(id: "item"), payment: Payment? = nil
    ) {
        self.layout = layout
        self.household = household
        self.payStores = payStores
        self.item = item
        paid = payment?.fields ?? [:]
        payStoreError = payment?.storeError
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
        if let prices { useStorePrices(prices, list: list, byStore: byStore) }
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
