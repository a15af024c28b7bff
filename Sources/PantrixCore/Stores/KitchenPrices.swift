import Foundation

/// A kitchen's own prices: for each food, the latest price at each store. Read once per page.
package struct KitchenPrices: Sendable, Hashable {
    package struct Offer: Sendable, Hashable {
        package let storeId: Int64
        package let storeName: String
        /// "kg" or "item".
        package let basis: String
        package let unitPrice: Double

        package init(storeId: Int64, storeName: String, basis: String, unitPrice: Double) {
            self.storeId = storeId; self.storeName = storeName; self.basis = basis; self.unitPrice = unitPrice
        }
    }

    /// What an amount would cost at a store.
    package struct Quote: Sendable, Equatable {
        package let storeId: Int64
        package let storeName: String
        package let cost: Double
    }

    package let offers: [String: [Offer]]

    package init(offers: [String: [Offer]] = [:]) { self.offers = offers }

    package var isEmpty: Bool { offers.isEmpty }

    /// Each store's quote for `grams` or `count` items of a food, cheapest first; empty when no
    /// recorded price fits the amount (a price per item for a weight, say). No amount means one unit.
    package func quotes(key: String, grams: Double?, count: Double?) -> [Quote] {
        guard let offers = offers[key] else { return [] }
        return offers.compactMap { offer -> Quote? in
            let cost: Double
            if offer.basis == "kg" {
                if let grams, grams > 0 { cost = grams / 1000 * offer.unitPrice }
                else if grams == nil, count == nil { cost = offer.unitPrice }
                else { return nil }
            } else {
                if let count { cost = count * offer.unitPrice }
                else if grams == nil { cost = offer.unitPrice }
                else { return nil }
            }
            return Quote(storeId: offer.storeId, storeName: offer.storeName, cost: cost)
        }.sorted { ($0.cost, $0.storeName) < ($1.cost, $1.storeName) }
    }

    /// The cheapest store's quote.
    package func cheapest(key: String, grams: Double?, count: Double?) -> Quote? {
        quotes(key: key, grams: grams, count: count).first
    }
}
