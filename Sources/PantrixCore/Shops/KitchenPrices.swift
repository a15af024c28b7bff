import Foundation

/// A kitchen's own prices: for each food, the latest price at each shop. Read once per page.
package struct KitchenPrices: Sendable, Hashable {
    package struct Offer: Sendable, Hashable {
        package let shopId: Int64
        package let shopName: String
        /// "kg" or "item".
        package let basis: String
        package let unitPrice: Double

        package init(shopId: Int64, shopName: String, basis: String, unitPrice: Double) {
            self.shopId = shopId; self.shopName = shopName; self.basis = basis; self.unitPrice = unitPrice
        }
    }

    /// What an amount would cost at a shop.
    package struct Quote: Sendable, Equatable {
        package let shopId: Int64
        package let shopName: String
        package let cost: Double
    }

    package let offers: [String: [Offer]]

    package init(offers: [String: [Offer]] = [:]) { self.offers = offers }

    package var isEmpty: Bool { offers.isEmpty }

    /// Each shop's quote for `grams` or `count` items of a food, cheapest first; empty when no
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
            return Quote(shopId: offer.shopId, shopName: offer.shopName, cost: cost)
        }.sorted { ($0.cost, $0.shopName) < ($1.cost, $1.shopName) }
    }

    /// The cheapest shop's quote.
    package func cheapest(key: String, grams: Double?, count: Double?) -> Quote? {
        quotes(key: key, grams: grams, count: count).first
    }
}
