import PantrixCore

extension GroceriesPage {
    /// With the kitchen's own prices: each item says its cheapest store, the total uses them, and
    /// `byStore` groups the list under each item's cheapest store with what the store comes to.
    mutating func useStorePrices(_ prices: KitchenPrices, list: GroceryList, byStore: Bool) {
        guard !prices.isEmpty else { return }
        var quotes: [Int64: [KitchenPrices.Quote]] = [:]
        for entry in list.entries {
            let item = entry.item
            let count = item.dimension?.hasPrefix("count:") == true ? item.amount : nil
            quotes[item.id ?? 0] = prices.quotes(key: item.ingredientKey, grams: item.grams, count: count)
        }
        let toBuy = list.entries.filter { !$0.item.checked }
        total = Money.usd(toBuy.compactMap { quotes[$0.item.id ?? 0]?.first?.cost ?? $0.item.price }.reduce(0, +))
        totalNote = "items still to buy, your prices where you have them"
        grouping = byStore ? nil : "section"
        groupings = [
            NavLink(label: "By section", href: SiteURL.groceries.href(["by": "section"]), current: !byStore),
            NavLink(label: "By store", href: SiteURL.groceries.href(["by": "store"]), current: byStore),
        ]
        func priced(_ item: ItemView) -> ItemView {
            guard let options = quotes[item.id], let best = options.first else { return item }
            var item = item
            item.price = Money.usd(best.cost)
            let others = options.dropFirst().prefix(2).map { "\($0.shopName) \(Money.usd($0.cost))" }
            item.cheapest = (["cheapest at \(best.shopName)"] + others).joined(separator: " · ")
            return item
        }
        guard byStore else {
            place(sections.map { section in
                Section(name: section.name, items: (section.items + done.filter { $0.home == section.name }).map(priced))
            })
            return
        }
        var byName: [String: [ItemView]] = [:]
        var anywhere: [ItemView] = []
        for item in (sections.flatMap(\.items) + done).map(priced) {
            if let best = quotes[item.id]?.first { byName[best.shopName, default: []].append(item) } else { anywhere.append(item) }
        }
        var stores = byName.keys.sorted().map { name in
            let storeItems = byName[name] ?? []
            let cost = storeItems.filter { !$0.checked }.compactMap { quotes[$0.id]?.first?.cost }.reduce(0, +)
            return Section(name: name, items: storeItems, total: Money.usd(cost))
        }
        if !anywhere.isEmpty { stores.append(Section(name: "No price of yours yet", items: anywhere)) }
        place(stores)
    }
}
