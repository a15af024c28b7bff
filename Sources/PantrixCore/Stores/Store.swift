import Foundation

/// A shop a kitchen uses, with an optional address for a "show on map" link.
package struct Store: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var kitchenId: Int64
    package var name: String
    package var address: String?
    package var createdAt: Date

    package static let databaseTableName = "store"

    package init(id: Int64?, kitchenId: Int64, name: String, address: String?, createdAt: Date) {
        self.id = id; self.kitchenId = kitchenId; self.name = name; self.address = address; self.createdAt = createdAt
    }

    package mutating func didInsert(rowID: Int64) { id = rowID }
}

/// What an item cost at a store: what was paid for how much, and the same per kilogram or per item.
package struct StorePrice: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var kitchenId: Int64
    package var storeId: Int64
    package var ingredientKey: String
    package var name: String
    package var quantityText: String
    package var paid: Double
    /// "kg" or "item".
    package var basis: String
    package var unitPrice: Double
    package var createdAt: Date

    package static let databaseTableName = "store_price"

    package init(
        id: Int64?, kitchenId: Int64, storeId: Int64, ingredientKey: String, name: String, quantityText: String, paid: Double,
        basis: String, unitPrice: Double, createdAt: Date
    ) {
        self.id = id; self.kitchenId = kitchenId; self.storeId = storeId; self.ingredientKey = ingredientKey; self.name = name
        self.quantityText = quantityText; self.paid = paid; self.basis = basis; self.unitPrice = unitPrice; self.createdAt = createdAt
    }

    package mutating func didInsert(rowID: Int64) { id = rowID }
}

/// A recorded price with its store's name, as the stores page lists them.
package struct StorePriceEntry: Sendable, Equatable {
    package let price: StorePrice
    package let storeName: String

    package init(price: StorePrice, storeName: String) {
        self.price = price
        self.storeName = storeName
    }
}

/// What was wrong with a store or a price; each says what to do.
package enum StoreError: Error, Equatable, Sendable {
    case nameMissing, nameTooLong, addressTooLong
    case itemMissing, itemTooLong, quantityUnreadable
    case paidMissing, paidUnreadable, paidNotPositive, paidTooLarge, paidTooPrecise
    case storeMissing
    case tooManyStores, tooManyPrices

    /// Per kitchen: every priced page reads the kitchen's prices, so they stay bounded.
    package static let maxStores = 50
    package static let maxPrices = 1000

    package var message: String {
        switch self {
        case .nameMissing: "Give the store a name, e.g. “Corner market”."
        case .nameTooLong: "A store's name can be 60 characters at most."
        case .addressTooLong: "An address can be 200 characters at most."
        case .itemMissing: "Type the item, e.g. “eggs”."
        case .itemTooLong: "That is too long for one item (100 characters at most)."
        case .quantityUnreadable: "Say how much you bought, e.g. “1 kg”, “500 g” or “6” (items)."
        case .paidMissing: "Type what you paid, e.g. 3.49."
        case .paidUnreadable: "Type the amount paid as a number, e.g. 3.49."
        case .paidNotPositive: "The amount paid must be more than 0."
        case .paidTooLarge: "The amount paid can be 10000 at most."
        case .paidTooPrecise: "Use at most two decimals, e.g. 3.49."
        case .storeMissing: "Choose the store where you bought it."
        case .tooManyStores: "You have \(Self.maxStores) stores, the most a kitchen can have. Delete one first."
        case .tooManyPrices: "You have \(Self.maxPrices) prices recorded, the most a kitchen can keep. Delete some old ones first."
        }
    }

    /// The amount paid: positive, at most 10000, at most two decimals ("3.49", "$3", "3,49").
    package static func paid(_ text: String) throws -> Double {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("$") { trimmed.removeFirst() }
        trimmed = trimmed.replacingOccurrences(of: ",", with: ".")
        guard !trimmed.isEmpty else { throw StoreError.paidMissing }
        guard trimmed.count <= 12, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              trimmed.filter({ $0 == "." }).count <= 1, let value = Double(trimmed), value.isFinite
        else { throw StoreError.paidUnreadable }
        if let dot = trimmed.firstIndex(of: "."), trimmed.distance(from: dot, to: trimmed.endIndex) > 3 { throw StoreError.paidTooPrecise }
        guard value > 0 else { throw StoreError.paidNotPositive }
        guard value <= 10000 else { throw StoreError.paidTooLarge }
        return value
    }
}
