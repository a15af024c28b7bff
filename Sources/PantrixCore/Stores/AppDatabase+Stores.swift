import FoodKit
import Foundation

/// The stores of the viewer's kitchen (their own or their household's) and the prices recorded there.
extension AppDatabase {
    package func stores(userID: Int64) async throws -> [Store] {
        try await store.read { db in
            try Store.fetchAll(db, sql: "SELECT * FROM store WHERE kitchenId = ? ORDER BY id", arguments: [Self.kitchenID(db, userID: userID)])
                .sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
        }
    }

    /// A checked name (1–60 characters) and address (up to 200; blank is none).
    package static func storeFields(name: String, address: String) throws -> (name: String, address: String?) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let address = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw StoreError.nameMissing }
        guard name.count <= 60 else { throw StoreError.nameTooLong }
        guard address.count <= 200 else { throw StoreError.addressTooLong }
        return (name, address.isEmpty ? nil : address)
    }

    @discardableResult
    package func addStore(name: String, address: String, userID: Int64, now: Date = Date()) async throws -> Store {
        let fields = try Self.storeFields(name: name, address: address)
        return try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard (try Int.fetchOne(db, sql: "SELECT count(*) FROM store WHERE kitchenId = ?", arguments: [kitchen]) ?? 0) < StoreError.maxStores else { throw StoreError.tooManyStores }
            var store = Store(id: nil, kitchenId: kitchen, name: fields.name, address: fields.address, createdAt: now)
            try store.insert(db)
            return store
        }
    }

    package func updateStore(id: Int64, name: String, address: String, userID: Int64) async throws {
        let fields = try Self.storeFields(name: name, address: address)
        try await store.write { db in
            try db.execute(sql: "UPDATE store SET name = ?, address = ? WHERE id = ? AND kitchenId = ?",
                           arguments: [fields.name, fields.address, id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1 else { throw PantryError.notFound }
        }
    }

    /// Deletes the store and the prices recorded there.
    package func deleteStore(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM store WHERE id = ? AND kitchenId = ?", arguments: [id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1
            else { throw PantryError.notFound }
        }
    }

    /// Records what `quantity` ("1 kg", "6") of `item` cost at a store, read by FoodKit like a grocery item.
    @discardableResult
    package func recordPrice(item: String, quantity: String, paid: String, storeID: Int64?, userID: Int64, now: Date = Date()) async throws -> StorePrice {
        let item = item.trimmingCharacters(in: .whitespacesAndNewlines)
        let quantity = quantity.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !item.isEmpty else { throw StoreError.itemMissing }
        guard item.count <= 100 else { throw StoreError.itemTooLong }
        guard quantity.count <= 40 else { throw StoreError.quantityUnreadable }
        let amount = try StoreError.paid(paid)
        guard let storeID else { throw StoreError.storeMissing }
        let addition = GroceryAddition(line: RecipeAnalyzer().analyze(line: "\(quantity.isEmpty ? "1" : quantity) \(item)"))
        let (basis, units) = try Self.priceBasis(addition, quantityGiven: !quantity.isEmpty)
        return try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM store WHERE id = ? AND kitchenId = ?", arguments: [storeID, kitchen]) != nil else { throw PantryError.notFound }
            try Self.checkPriceRoom(db, kitchen: kitchen, adding: 1)
            var price = StorePrice(
                id: nil, kitchenId: kitchen, storeId: storeID, ingredientKey: addition.ingredientKey, name: addition.name,
                quantityText: quantity.isEmpty ? "1" : quantity, paid: amount, basis: basis, unitPrice: amount / units, createdAt: now)
            try price.insert(db)
            return price
        }
    }

    /// Plain items ("6 eggs") are priced per item; anything weighed or measured per kilogram.
    static func priceBasis(_ addition: GroceryAddition, quantityGiven: Bool) throws -> (basis: String, units: Double) {
        guard let basis = priceBasis(dimension: addition.dimension, amount: addition.amount, grams: addition.grams) else { throw StoreError.quantityUnreadable }
        return basis
    }

    static func priceBasis(dimension: String?, amount: Double?, grams: Double?) -> (basis: String, units: Double)? {
        if dimension == "count:", let count = amount, count > 0 { return ("item", count) }
        if let grams, grams > 0 { return ("kg", grams / 1000) }
        if let dimension, dimension.hasPrefix("count:"), let count = amount, count > 0 { return ("item", count) }
        return nil
    }

    /// Records what was paid for checked grocery items (by item id) at a store, before they move to
    /// the pantry. An item without an amount counts as one. Returns how many prices were recorded.
    @discardableResult
    package func recordPaidForCheckedGroceries(_ paid: [Int64: Double], storeID: Int64, userID: Int64, now: Date = Date()) async throws -> Int {
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM store WHERE id = ? AND kitchenId = ?", arguments: [storeID, kitchen]) != nil else { throw PantryError.notFound }
            let items = try GroceryItem.fetchAll(db, sql: "SELECT * FROM grocery_item WHERE kitchenId = ? AND checked = 1 AND id IN (\(databaseQuestionMarks(count: paid.count)))",
                                                arguments: [kitchen] + SQLArguments(Array(paid.keys)))
            try Self.checkPriceRoom(db, kitchen: kitchen, adding: items.count)
            for item in items {
                guard let id = item.id, let amount = paid[id] else { continue }
                // What was paid is for what was bought: the pack or rounded weight, not the recipe's spoonful.
                let bought = item.pantryAmount
                let (basis, units) = Self.priceBasis(dimension: item.dimension, amount: bought?.quantity ?? item.amount, grams: bought?.grams ?? item.grams) ?? ("item", 1)
                var price = StorePrice(
                    id: nil, kitchenId: kitchen, storeId: storeID, ingredientKey: item.ingredientKey, name: item.name,
                    quantityText: item.amountText ?? "1", paid: amount, basis: basis, unitPrice: amount / units, createdAt: now)
                try price.insert(db)
            }
            return items.count
        }
    }

    static func checkPriceRoom(_ db: SQLConnection, kitchen: Int64, adding: Int) throws {
        guard (try Int.fetchOne(db, sql: "SELECT count(*) FROM store_price WHERE kitchenId = ?", arguments: [kitchen]) ?? 0) + adding <= StoreError.maxPrices else { throw StoreError.tooManyPrices }
    }

    package func deleteStorePrice(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM store_price WHERE id = ? AND kitchenId = ?", arguments: [id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1
            else { throw PantryError.notFound }
        }
    }

    /// The latest prices first.
    package func recentStorePrices(userID: Int64, limit: Int = 50) async throws -> [StorePriceEntry] {
        try await store.read { db in
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT sp.*, s.name AS storeName FROM store_price sp JOIN store s ON s.id = sp.storeId
                WHERE sp.kitchenId = ? ORDER BY sp.createdAt DESC, sp.id DESC LIMIT ?
                """, arguments: [Self.kitchenID(db, userID: userID), limit])
            return try rows.map { StorePriceEntry(price: try StorePrice(row: $0), storeName: $0["storeName"]) }
        }
    }

    /// The kitchen's prices in one query: the latest per store and food. Empty for nobody signed in.
    package func kitchenPrices(userID: Int64?) async throws -> KitchenPrices {
        guard let userID else { return KitchenPrices() }
        return try await store.read { db in try Self.kitchenPrices(db, userID: userID) }
    }

    static func kitchenPrices(_ db: SQLConnection, userID: Int64) throws -> KitchenPrices {
        let rows = try db.fetch(kitchenPricesRead(userID: userID))
        var seen = Set<String>()
        var offers: [String: [KitchenPrices.Offer]] = [:]
        for row in rows {
            let storeID: Int64 = row[0], key: String = row[2], basis: String = row[3]
            guard seen.insert("\(storeID)|\(basis)|\(key)").inserted else { continue }
            offers[key, default: []].append(KitchenPrices.Offer(storeId: storeID, storeName: row[1], basis: basis, unitPrice: row[4]))
        }
        return KitchenPrices(offers: offers)
    }

    /// The kitchen's prices, newest first (`kitchenPrices` keeps the latest per store and food).
    static func kitchenPricesRead(userID: Int64) -> SQLRead<[SQLRow]> {
        .all(SQLRow.self, sql: """
            SELECT sp.storeId, s.name, sp.ingredientKey, sp.basis, sp.unitPrice FROM store_price sp JOIN store s ON s.id = sp.storeId
            WHERE sp.kitchenId = \(kitchenOfUserSQL)
            ORDER BY sp.createdAt DESC, sp.id DESC
            """, arguments: [userID])
    }
}
