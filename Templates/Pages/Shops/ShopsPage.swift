import Foundation
import PantrixCore

/// /stores ("stores" is the word users read): the kitchen's shops (with map links) and the prices recorded at them.
package struct ShopsPage: Sendable {
    package struct ShopRow: Sendable {
        package let id: Int64
        package let name: FormField
        package let address: FormField
        /// Open the edit form: it was sent with a mistake.
        package let editing: Bool
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
    package let household: HouseholdNote?
    package let stores: [ShopRow]
    package let prices: [PriceRow]
    package let name: FormField
    package let address: FormField
    package let item: FormField
    package let quantity: FormField
    package let paid: FormField
    package let store: FormField

    /// A form sent back as typed, its error under the field it is about.
    package enum Rejected: Sendable {
        case newShop(name: String, address: String, error: ShopError)
        /// One store's edit form, opened again.
        case store(id: Int64, name: String, address: String, error: ShopError)
        /// The price form; `store` is the store chosen, by id.
        case price(item: String, quantity: String, paid: String, store: String, error: ShopError)
    }

    package init(layout: LayoutModel, stores: [Shop], prices: [ShopPriceEntry], household: HouseholdNote? = nil, rejected: Rejected? = nil) {
        self.layout = layout
        self.household = household
        self.stores = stores.map { store in
            let id = store.id ?? 0
            var name = FormField(id: "store-\(id)-name", value: store.name), address = FormField(id: "store-\(id)-address", value: store.address)
            var editing = false
            if case .store(let rejectedID, let typedName, let typedAddress, let error) = rejected, rejectedID == id {
                (name.value, address.value, editing) = (typedName, typedAddress, true)
                Self.place(error, name: &name, address: &address)
            }
            return ShopRow(
                id: id, name: name, address: address, editing: editing, title: store.name, addressText: store.address,
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
        var name = FormField(id: "store-name"), address = FormField(id: "store-address")
        if case .newShop(let typedName, let typedAddress, let error) = rejected {
            (name.value, address.value) = (typedName, typedAddress)
            Self.place(error, name: &name, address: &address)
        }
        (self.name, self.address) = (name, address)
        var item = FormField(id: "price-item"), quantity = FormField(id: "price-quantity"), paid = FormField(id: "price-paid")
        var store = FormField(id: "price-store", value: stores.first?.id.map(String.init))
        if case .price(let typedItem, let typedQuantity, let typedPaid, let typedStore, let error) = rejected {
            (item.value, quantity.value, paid.value, store.value) = (typedItem, typedQuantity, typedPaid, typedStore)
            switch error {
            case .itemMissing, .itemTooLong, .tooManyPrices: item.error = error.message
            case .quantityUnreadable: quantity.error = error.message
            case .shopMissing: store.error = error.message
            default: paid.error = error.message
            }
        }
        (self.item, self.quantity, self.paid, self.store) = (item, quantity, paid, store)
    }

    /// A store form's error goes under the address when it is about the address, else under the name.
    private static func place(_ error: ShopError, name: inout FormField, address: inout FormField) {
        if error == .addressTooLong { address.error = error.message } else { name.error = error.message }
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
