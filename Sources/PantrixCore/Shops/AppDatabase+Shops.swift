import FoodKit
import Foundation

/// The shops of the viewer's kitchen (their own or their household's) and the prices recorded there.
extension AppDatabase {
    package func shops(userID: Int64) async throws -> [Shop] {
        try await store.read { db in
            try Shop.fetchAll(db, sql: "SELECT * FROM shop WHERE kitchenId = ? ORDER BY id", arguments: [Self.kitchenID(db, userID: userID)])
                .sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
        }
    }

    /// A checked name (1–60 characters) and address (up to 200; blank is none).
    package static func shopFields(name: String, address: String) throws -> (name: String, address: String?) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let address = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw ShopError.nameMissing }
        guard name.count <= 60 else { throw ShopError.nameTooLong }
        guard address.count <= 200 else { throw ShopError.addressTooLong }
        return (name, address.isEmpty ? nil : address)
    }

    @discardableResult
    package func addShop(name: String, address: String, userID: Int64, now: Date = Date()) async throws -> Shop {
        let fields = try Self.shopFields(name: name, address: address)
        return try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard (try Int.fetchOne(db, sql: "SELECT count(*) FROM shop WHERE kitchenId = ?", arguments: [kitchen]) ?? 0) < ShopError.maxShops else { throw ShopError.tooManyShops }
            var store = Shop(id: nil, kitchenId: kitchen, name: fields.name, address: fields.address, createdAt: now)
            try store.insert(db)
            return store
        }
    }

    package func updateShop(id: Int64, name: String, address: String, userID: Int64) async throws {
        let fields = try Self.shopFields(name: name, address: address)
        try await store.write { db in
            try db.execute(sql: "UPDATE shop SET name = ?, address = ? WHERE id = ? AND kitchenId = ?",
                           arguments: [fields.name, fields.address, id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1 else { throw PantryError.notFound }
        }
    }

    /// Deletes the shop and the prices recorded there.
    package func deleteShop(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM shop WHERE id = ? AND kitchenId = ?", arguments: [id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1
            else { throw PantryError.notFound }
        }
    }

    /// Records what `quantity` ("1 kg", "6") of `item` cost at a shop, read by FoodKit like a grocery item.
    @discardableResult
    package func recordPrice(item: String, quantity: String, paid: String, shopID: Int64?, userID: Int64, now: Date = Date()) async throws -> ShopPrice {
        let item = item.trimmingCharacters(in: .whitespacesAndNewlines)
        let quantity = quantity.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !item.isEmpty else { throw ShopError.itemMissing }
        guard item.count <= 100 else { throw ShopError.itemTooLong }
        guard quantity.count <= 40 else { throw ShopError.quantityUnreadable }
        let amount = try ShopError.paid(paid)
        guard let shopID else { throw ShopError.shopMissing }
        let addition = GroceryAddition(line: RecipeAnalyzer().analyze(line: "\(quantity.isEmpty ? "1" : quantity) \(item)"))
        let (basis, units) = try Self.priceBasis(addition, quantityGiven: !quantity.isEmpty)
        return try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM shop WHERE id = ? AND kitchenId = ?", arguments: [shopID, kitchen]) != nil else { throw PantryError.notFound }
            try Self.checkPriceRoom(db, kitchen: kitchen, adding: 1)
            var price = ShopPrice(
                id: nil, kitchenId: kitchen, shopId: shopID, ingredientKey: addition.ingredientKey, name: addition.name,
                quantityText: quantity.isEmpty ? "1" : quantity, paid: amount, basis: basis, unitPrice: amount / units, createdAt: now)
            try price.insert(db)
            return price
        }
    }

    /// Plain items ("6 eggs") are priced per item; anything weighed or measured per kilogram.
    static func priceBasis(_ addition: GroceryAddition, quantityGiven: Bool) throws -> (basis: String, units: Double) {
        guard let basis = priceBasis(dimension: addition.dimension, amount: addition.amount, grams: addition.grams) else { throw ShopError.quantityUnreadable }
        return basis
    }

    static func priceBasis(dimension: String?, amount: Double?, grams: Double?) -> (basis: String, units: Double)? {
        if dimension == "count:", let count = amount, count > 0 { return ("item", count) }
        if let grams, grams > 0 { return ("kg", grams / 1000) }
        if let dimension, dimension.hasPrefix("count:"), let count = amount, count > 0 { return ("item", count) }
        return nil
    }

    /// Records what was paid for checked grocery items (by item id) at a shop, before they move to
    /// the pantry. An item without an amount counts as one. Returns how many prices were recorded.
    @discardableResult
    package func recordPaidForCheckedGroceries(_ paid: [Int64: Double], shopID: Int64, userID: Int64, now: Date = Date()) async throws -> Int {
        try await store.write { db in
            let kitchen = try Self.kitchenID(db, userID: userID)
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM shop WHERE id = ? AND kitchenId = ?", arguments: [shopID, kitchen]) != nil else { throw PantryError.notFound }
            let items = try GroceryItem.fetchAll(db, sql: "SELECT * FROM grocery_item WHERE kitchenId = ? AND checked = 1 AND id IN (\(databaseQuestionMarks(count: paid.count)))",
                                                arguments: [kitchen] + SQLArguments(Array(paid.keys)))
            try Self.checkPriceRoom(db, kitchen: kitchen, adding: items.count)
            for item in items {
                guard let id = item.id, let amount = paid[id] else { continue }
                // What was paid is for what was bought: the pack or rounded weight, not the recipe's spoonful.
                let bought = item.pantryAmount
                let (basis, units) = Self.priceBasis(dimension: item.dimension, amount: bought?.quantity ?? item.amount, grams: bought?.grams ?? item.grams) ?? ("item", 1)
                var price = ShopPrice(
                    id: nil, kitchenId: kitchen, shopId: shopID, ingredientKey: item.ingredientKey, name: item.name,
                    quantityText: item.amountText ?? "1", paid: amount, basis: basis, unitPrice: amount / units, createdAt: now)
                try price.insert(db)
            }
            return items.count
        }
    }

    static func checkPriceRoom(_ db: SQLConnection, kitchen: Int64, adding: Int) throws {
        guard (try Int.fetchOne(db, sql: "SELECT count(*) FROM shop_price WHERE kitchenId = ?", arguments: [kitchen]) ?? 0) + adding <= ShopError.maxPrices else { throw ShopError.tooManyPrices }
    }

    package func deleteShopPrice(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: "DELETE FROM shop_price WHERE id = ? AND kitchenId = ?", arguments: [id, Self.kitchenID(db, userID: userID)])
            guard db.changesCount == 1
            else { throw PantryError.notFound }
        }
    }

    /// The latest prices first.
    package func recentShopPrices(userID: Int64, limit: Int = 50) async throws -> [ShopPriceEntry] {
        try await store.read { db in
            let rows = try SQLRow.fetchAll(db, sql: """
                SELECT sp.*, s.name AS shopName FROM shop_price sp JOIN shop s ON s.id = sp.shopId
                WHERE sp.kitchenId = ? ORDER BY sp.createdAt DESC, sp.id DESC LIMIT ?
                """, arguments: [Self.kitchenID(db, userID: userID), limit])
            return try rows.map { ShopPriceEntry(price: try ShopPrice(row: $0), shopName: $0["shopName"]) }
        }
    }

    /// The kitchen's prices in one query: the latest per shop and food. Empty for nobody signed in.
    package func kitchenPrices(userID: Int64?) async throws -> KitchenPrices {
        guard let userID else { return KitchenPrices() }
        return try await store.read { db in try Self.kitchenPrices(db, userID: userID) }
    }

    static func kitchenPrices(_ db: SQLConnection, userID: Int64) throws -> KitchenPrices {
        let rows = try db.fetch(kitchenPricesRead(userID: userID))
        var seen = Set<String>()
        var offers: [String: [KitchenPrices.Offer]] = [:]
        for row in rows {
            let shopID: Int64 = row[0], key: String = row[2], basis: String = row[3]
            guard seen.insert("\(shopID)|\(basis)|\(key)").inserted else { continue }
            offers[key, default: []].append(KitchenPrices.Offer(shopId: shopID, shopName: row[1], basis: basis, unitPrice: row[4]))
        }
        return KitchenPrices(offers: offers)
    }

    /// The kitchen's prices, newest first (`kitchenPrices` keeps the latest per shop and food).
    static func kitchenPricesRead(userID: Int64) -> SQLRead<[SQLRow]> {
        .all(SQLRow.self, sql: kitchenPricesSQL, arguments: [userID])
    }

    private static let kitchenPricesSQL = """
        SELECT sp.shopId, s.name, sp.ingredientKey, sp.basis, sp.unitPrice FROM shop_price sp JOIN shop s ON s.id = sp.shopId
        WHERE sp.kitchenId = \(kitchenOfUserSQL)
        ORDER BY sp.createdAt DESC, sp.id DESC
        """
}
