import Foundation

/// Something a user has at home, resolved to the same ingredient key recipe lines resolve to.
package struct PantryItem: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    /// The kitchen it is in: its cook's own, or their household's.
    package var kitchenId: Int64
    /// What the user typed, kept as typed.
    package var text: String
    package var name: String
    package var ingredientKey: String
    package var foodId: String?
    package var quantity: Double?
    package var unit: String?
    /// Total weight, when every amount has one.
    package var grams: Double?
    /// Every amount as JSON when there are several (quantity/unit hold the first); nil otherwise.
    package var amounts: String?
    /// "YYYY-MM-DD", or nil.
    package var useBy: String?
    package var createdAt: Date
    package var updatedAt: Date

    package static let databaseTableName = "pantry_item"

    package mutating func didInsert(rowID: Int64) { id = rowID }

    /// True when the item matched no food and is kept by name only.
    package var isRecognised: Bool { foodId != nil }

    /// The item's amounts in its own units ("12" eggs; "1.5 kg"; a count and a weight side by side).
    package var amountList: [PantryAmount] {
        if let amounts, let list = try? JSONDecoder().decode([PantryAmount].self, from: Data(amounts.utf8)), !list.isEmpty { return list }
        if let quantity { return [PantryAmount(quantity: quantity, unit: unit, grams: grams)] }
        // Moved from the grocery list before amounts were kept: only the weight is known.
        if let grams { return [PantryAmount(quantity: grams, unit: "g", grams: grams)] }
        return []
    }

    /// Adds amounts in the item's own units: 6 eggs and 6 eggs are 12 eggs, 500 g and 1 kg are 1.5 kg.
    package mutating func add(_ more: [PantryAmount]) {
        guard !more.isEmpty else { return }
        setAmounts(more.reduce(amountList) { PantryAmounts.adding($1, to: $0) })
    }

    /// Sets the amounts, the summary columns read by queries, and the text the page shows.
    package mutating func setAmounts(_ list: [PantryAmount]) {
        quantity = list.first?.quantity
        unit = list.first?.unit
        grams = PantryAmounts.grams(list)
        amounts = list.count > 1 ? String(decoding: (try? JSONEncoder().encode(list)) ?? Data(), as: UTF8.self) : nil
        text = PantryAmounts.text(list, name: name)
    }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(id: Int64? = nil, kitchenId: Int64, text: String, name: String, ingredientKey: String, foodId: String? = nil, quantity: Double? = nil, unit: String? = nil, grams: Double? = nil, amounts: String? = nil, useBy: String? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.kitchenId = kitchenId
        self.text = text
        self.name = name
        self.ingredientKey = ingredientKey
        self.foodId = foodId
        self.quantity = quantity
        self.unit = unit
        self.grams = grams
        self.amounts = amounts
        self.useBy = useBy
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension PantryItem {
    /// Read by column name, without the Codable decoder (every cook-now and recipe page reads them).
    package init(row: SQLRow) throws {
        id = row["id"]; kitchenId = row["kitchenId"]; text = row["text"]; name = row["name"]; ingredientKey = row["ingredientKey"]
        foodId = row["foodId"]; quantity = row["quantity"]; unit = row["unit"]; grams = row["grams"]; amounts = row["amounts"]
        useBy = row["useBy"]; createdAt = row["createdAt"]; updatedAt = row["updatedAt"]
    }
}

extension PantryItem {
    /// A kitchen's items as the pantry lists them and recipes draw on them: dated ones first,
    /// soonest first, then by name.
    static func owned(byUser userID: Int64, _ db: SQLConnection) throws -> [PantryItem] {
        try db.fetch(ownedRead(byUser: userID))
    }

    /// The items of the person's kitchen (their household's while they are in one).
    static func ownedRead(byUser userID: Int64) -> SQLRead<[PantryItem]> {
        .all(PantryItem.self, sql: """
            SELECT * FROM pantry_item WHERE kitchenId = \(AppDatabase.kitchenOfUserSQL) ORDER BY useBy IS NULL, useBy, name COLLATE NOCASE
            """, arguments: [userID])
    }

    /// A new item as `entry` read the typed text.
    package init(_ entry: PantryEntry, kitchenID: Int64, useBy: String?, at date: Date) {
        self.init(
            id: nil, kitchenId: kitchenID, text: entry.text, name: entry.name, ingredientKey: entry.ingredientKey, foodId: entry.foodID,
            quantity: nil, unit: nil, grams: nil, amounts: nil, useBy: useBy, createdAt: date, updatedAt: date)
        read(entry)
    }

    /// Takes the food and amounts `entry` read; the text stays as typed (agreeing with its number).
    package mutating func read(_ entry: PantryEntry) {
        name = entry.name
        ingredientKey = entry.ingredientKey
        foodId = entry.foodID
        setAmounts(entry.amounts)
        text = entry.text
    }
}

/// A staple a kitchen always has (salt, pepper, water by default).
package struct Staple: Codable, Sendable, Equatable, RowDecodable, TableRecord {
    package var kitchenId: Int64
    package var ingredientKey: String
    package var name: String

    package static let databaseTableName = "staple"
    package static var primaryKeyColumns: [String] { ["kitchenId", "ingredientKey"] }

    /// Read by column name, without the Codable decoder (every page that reads the pantry reads them).
    package init(row: SQLRow) throws {
        kitchenId = row["kitchenId"]; ingredientKey = row["ingredientKey"]; name = row["name"]
    }

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(kitchenId: Int64, ingredientKey: String, name: String) {
        self.kitchenId = kitchenId
        self.ingredientKey = ingredientKey
        self.name = name
    }
}
