import Foundation

/// A shop a kitchen uses, with an optional address for a "show on map" link.
package struct Shop: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var kitchenId: Int64
    package var name: String
    package var address: String?
    package var createdAt: Date

    package static let databaseTableName = "shop"

    package init(id: Int64?, kitchenId: Int64, name: String, address: String?, createdAt: Date) {
        self.id = id; self.kitchenId = kitchenId; self.name = name; self.address = address; self.createdAt = createdAt
    }

    package mutating func didInsert(rowID: Int64) { id = rowID }
}

/// What an item cost at a shop: what was paid for how much, and the same per kilogram or per item.
package struct ShopPrice: Codable, Sendable, Equatable, RowDecodable, MutableTableRecord {
    package var id: Int64?
    package var kitchenId: Int64
    package var shopId: Int64
    package var ingredientKey: String
    package var name: String
    package var quantityText: String
    package var paid: Double
    /// "kg" or "item".
    package var basis: String
    package var unitPrice: Double
    package var createdAt: Date

    package static let databaseTableName = "shop_price"

    package init(
        id: Int64?, kitchenId: Int64, shopId: Int64, ingredientKey: String, name: String, quantityText: String, paid: Double,
        basis: String, unitPrice: Double, createdAt: Date
    ) {
        self.id = id; self.kitchenId = kitchenId; self.shopId = shopId; self.ingredientKey = ingredientKey; self.name = name
        self.quantityText = quantityText; self.paid = paid; self.basis = basis; self.unitPrice = unitPrice; self.createdAt = createdAt
    }

    package mutating func didInsert(rowID: Int64) { id = rowID }
}

/// A recorded price with its shop's name, as the shops page lists them.
package struct ShopPriceEntry: Sendable, Equatable {
    package let price: ShopPrice
    package let shopName: String

    package init(price: ShopPrice, shopName: String) {
        self.price = price
        self.shopName = shopName
    }
}

/// What was wrong with a shop or a price; each says what to do.
package enum ShopError: Error, Equatable, Sendable {
    case nameMissing, nameTooLong, addressTooLong
    case itemMissing, itemTooLong, quantityUnreadable
    case paidMissing, paidUnreadable, paidNotPositive, paidTooLarge, paidTooPrecise
    case shopMissing
    case tooManyShops, tooManyPrices

    /// Per kitchen: every priced page reads the kitchen's prices, so they stay bounded.
    package static let maxShops = 50
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
        case .shopMissing: "Choose the store where you bought it."
        case .tooManyShops: "You have \(Self.maxShops) stores, the most a kitchen can have. Delete one first."
        case .tooManyPrices: "You have \(Self.maxPrices) prices recorded, the most a kitchen can keep. Delete some old ones first."
        }
    }

    /// The amount paid: positive, at most 10000, at most two decimals ("3.49", "$3", "3,49").
    package static func paid(_ text: String) throws -> Double {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("$") { trimmed.removeFirst() }
        trimmed = trimmed.replacingOccurrences(of: ",", with: ".")
        guard !trimmed.isEmpty else { throw ShopError.paidMissing }
        guard trimmed.count <= 12, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              trimmed.filter({ $0 == "." }).count <= 1, let value = Double(trimmed), value.isFinite
        else { throw ShopError.paidUnreadable }
        if let dot = trimmed.firstIndex(of: "."), trimmed.distance(from: dot, to: trimmed.endIndex) > 3 { throw ShopError.paidTooPrecise }
        guard value > 0 else { throw ShopError.paidNotPositive }
        guard value <= 10000 else { throw ShopError.paidTooLarge }
        return value
    }
}
