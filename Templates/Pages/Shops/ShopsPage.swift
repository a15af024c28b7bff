import Foundation
import PantrixCore

/// /stores ("stores" is the word users read): the kitchen's shops (with map links) and the prices recorded at them.
package struct ShopsPage: Sendable {
    package struct ShopRow: Sendable {
        package let id: Int64
        package var name: FormField
        package var address: FormField
        /// Open the edit form: it was sent with a mistake.
        package var editing = false
        package let title: String
        package let addressText: String?
        package let mapHref: String?
        package let geoHref: String?
    }

    package struct PriceRow: Sendable {
        package let id: Int64
        package let item: String
        package let quantity: String
        package let paid: String
        package let unitPrice: String
        package let store: String
        package let day: String
    }

    package let layout: LayoutModel
    package var household: HouseholdNote?
    package var stores: [ShopRow]
    package let prices: [PriceRow]
    package var name = FormField(id: "store-name")
    package var address = FormField(id: "store-address")
    package var item = FormField(id: "price-item")
    package var quantity = FormField(id: "price-quantity")
    package var paid = FormField(id: "price-paid")
    package var store = FormField(id: "price-store")

    package init(layout: LayoutModel, stores: [Shop], prices: [ShopPriceEntry]) {
        self.layout = layout
        self.stores = stores.map { store in
            let id = store.id ?? 0
            return ShopRow(
                id: id, name: FormField(id: "store-\(id)-name", value: store.name), address: FormField(id: "store-\(id)-address", value: store.address),
                title: store.name, addressText: store.address,
                mapHref: store.address.map { "https://www.openstreetmap.org/search?query=" + Self.encode($0) },
                geoHref: store.address.map { "geo:0,0?q=" + Self.encode($0) })
        }
        self.prices = prices.map { entry in
            let price = entry.price
            return PriceRow(
                id: price.id ?? 0, item: price.name, quantity: price.quantityText, paid: Money.usd(price.paid),
                unitPrice: price.basis == "kg" ? "\(Money.usd(price.unitPrice))/kg" : "\(Money.usd(price.unitPrice)) each",
                store: entry.shopName, day: DateText.day(price.createdAt))
        }
        if let first = stores.first?.id { store.value = String(first) }
    }

    /// The stores for the price form's select, the chosen one selected.
    package var storeOptions: [FormOption] {
        stores.map { FormOption(value: String($0.id), label: $0.title, selected: String($0.id) == store.value) }
    }

    /// An address as one query value: only unreserved characters stay as they are.
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? ""
    }
}
