#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// Two stores (one with an address and map links) and three recent prices.
    static let stores: ShopsPage = {
        let now = SampleRecords.now
        let stores = [
            Shop(id: 1, kitchenId: 1, name: "Corner market", address: "12 Elm Street, Leeds", createdAt: now),
            Shop(id: 2, kitchenId: 1, name: "Bigmart", address: nil, createdAt: now),
        ]
        func price(_ id: Int64, _ store: Int64, _ name: String, _ quantity: String, _ paid: Double, _ basis: String, _ unit: Double) -> ShopPriceEntry {
            ShopPriceEntry(
                price: ShopPrice(id: id, kitchenId: 1, shopId: store, ingredientKey: name, name: name, quantityText: quantity, paid: paid,
                                  basis: basis, unitPrice: unit, createdAt: now.addingTimeInterval(Double(-id) * 86_400)),
                shopName: stores[Int(store) - 1].name)
        }
        let prices = [
            price(1, 1, "eggs", "6", 3.00, "item", 0.50),
            price(2, 2, "eggs", "12", 4.80, "item", 0.40),
            price(3, 2, "rice", "1 kg", 2.20, "kg", 2.20),
        ]
        return ShopsPage(layout: layout("Your stores", section: .groceries, hasForm: true), stores: stores, prices: prices)
    }()
}
