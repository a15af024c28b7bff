import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Stores and the prices recorded at them belong to the kitchen: a household shares them, an
/// outsider reaches none; the cheapest store wins; recipe cost uses them where they exist.
@Suite struct ShopPriceTests {
    static let now = MealPlanTests.wednesday

    @Test func pricesBelongToTheKitchenAndAHouseholdSharesThem() async throws {
        let w = try await HouseholdTests.world()
        let market = try await w.db.addShop(name: "  Corner market ", address: "1 High St, Leeds", userID: w.ann)
        #expect(market.name == "Corner market")
        #expect(try await w.db.shops(userID: w.ben).map(\.name) == ["Corner market"], "Ben shares Ann's household stores")
        #expect(try await w.db.shops(userID: w.eve).isEmpty)
        #expect(try await w.db.shops(userID: w.cat).isEmpty, "another household sees none")

        let price = try await w.db.recordPrice(item: "eggs", quantity: "6", paid: "3.00", shopID: market.id, userID: w.ben)
        #expect(price.basis == "item" && price.unitPrice == 0.5)
        #expect(try await w.db.recentShopPrices(userID: w.ann).map(\.shopName) == ["Corner market"])

        // Eve can neither record at, rename, delete the store, nor delete the price.
        await #expect(throws: PantryError.notFound) { try await w.db.recordPrice(item: "eggs", quantity: "6", paid: "1", shopID: market.id, userID: w.eve) }
        await #expect(throws: PantryError.notFound) { try await w.db.updateShop(id: market.id!, name: "Mine", address: "", userID: w.eve) }
        await #expect(throws: PantryError.notFound) { try await w.db.deleteShop(id: market.id!, userID: w.cat) }
        await #expect(throws: PantryError.notFound) { try await w.db.deleteShopPrice(id: price.id!, userID: w.eve) }
        #expect(try await w.db.kitchenPrices(userID: w.eve).isEmpty)
        #expect(try await w.db.shops(userID: w.ann).first?.name == "Corner market")

        try await w.db.deleteShop(id: market.id!, userID: w.ben)
        #expect(try await w.db.recentShopPrices(userID: w.ann).isEmpty, "a store's prices go with it")
    }

    @Test func badInputSaysWhatToDo() async throws {
        let w = try await HouseholdTests.world()
        await #expect(throws: ShopError.nameMissing) { try await w.db.addShop(name: "  ", address: "", userID: w.eve) }
        await #expect(throws: ShopError.nameTooLong) { try await w.db.addShop(name: String(repeating: "x", count: 61), address: "", userID: w.eve) }
        await #expect(throws: ShopError.addressTooLong) { try await w.db.addShop(name: "Shop", address: String(repeating: "x", count: 201), userID: w.eve) }
        let shop = try await w.db.addShop(name: "Shop", address: "", userID: w.eve)
        #expect(shop.address == nil)
        for (paid, error) in [("", ShopError.paidMissing), ("abc", .paidUnreadable), ("0", .paidNotPositive), ("-2", .paidUnreadable),
                              ("10000.01", .paidTooLarge), ("1.234", .paidTooPrecise), ("1e3", .paidUnreadable)] {
            await #expect(throws: error) { try await w.db.recordPrice(item: "rice", quantity: "1 kg", paid: paid, shopID: shop.id, userID: w.eve) }
        }
        await #expect(throws: ShopError.itemMissing) { try await w.db.recordPrice(item: " ", quantity: "1 kg", paid: "2", shopID: shop.id, userID: w.eve) }
        await #expect(throws: ShopError.shopMissing) { try await w.db.recordPrice(item: "rice", quantity: "1 kg", paid: "2", shopID: nil, userID: w.eve) }
        #expect(try ShopError.paid("$3,49") == 3.49)
        #expect(try ShopError.paid("10000") == 10000)
        #expect(try await w.db.recentShopPrices(userID: w.eve).isEmpty, "nothing half-recorded")
    }

    @Test func theCheapestStoreWinsForAnAmount() async throws {
        let w = try await HouseholdTests.world()
        let a = try await w.db.addShop(name: "Aldo", address: "", userID: w.eve)
        let b = try await w.db.addShop(name: "Bigmart", address: "", userID: w.eve)
        try await w.db.recordPrice(item: "rice", quantity: "1 kg", paid: "2.00", shopID: a.id, userID: w.eve)
        try await w.db.recordPrice(item: "rice", quantity: "500 g", paid: "0.80", shopID: b.id, userID: w.eve)
        // A newer price at Aldo replaces its older one.
        try await w.db.recordPrice(item: "rice", quantity: "2 kg", paid: "5.00", shopID: a.id, userID: w.eve, now: Date().addingTimeInterval(60))
        let prices = try await w.db.kitchenPrices(userID: w.eve)
        let quotes = prices.quotes(key: try #require(prices.offers.keys.first), grams: 1000, count: nil)
        #expect(quotes.map(\.shopName) == ["Bigmart", "Aldo"])
        #expect(abs(quotes[0].cost - 1.60) < 0.001 && abs(quotes[1].cost - 2.50) < 0.001)
    }

    @Test func recipeCostUsesYourPricesWhereYouHaveThem() async throws {
        let w = try await HouseholdTests.world()
        let detail = try await w.db.recipeDetail(id: w.omelette, viewerID: w.eve)
        let typical = YourRecipeCost(ingredients: detail.ingredients, prices: try await w.db.kitchenPrices(userID: w.eve))
        #expect(!typical.usesYourPrices)
        #expect(abs(typical.total - (detail.recipe.costTotal ?? 0)) < 0.01, "without prices of your own, the typical cost")

        let shop = try await w.db.addShop(name: "Farm shop", address: "", userID: w.eve)
        try await w.db.recordPrice(item: "eggs", quantity: "12", paid: "6.00", shopID: shop.id, userID: w.eve)
        let yours = YourRecipeCost(ingredients: detail.ingredients, prices: try await w.db.kitchenPrices(userID: w.eve), scale: 2)
        let eggs = try #require(yours.lines.first { $0.shop != nil })
        #expect(eggs.shop == "Farm shop" && abs(eggs.cost - 3.00) < 0.001, "3 eggs × 2 servings-scale at $0.50 each")
        #expect(yours.lines.contains { $0.shop == nil }, "butter keeps the typical price")
        #expect(try await w.db.recipeDetail(id: w.omelette, viewerID: w.eve).recipe.costTotal == detail.recipe.costTotal, "the stored cost is untouched")
        // Ann's kitchen has no prices: her cost stays typical.
        #expect(!YourRecipeCost(ingredients: detail.ingredients, prices: try await w.db.kitchenPrices(userID: w.ann)).usesYourPrices)
    }

    @Test func cookNowCardsUseYourPrices() async throws {
        let w = try await HouseholdTests.world()
        func omeletteCost() async throws -> Double? {
            try await w.db.cookNow(userID: w.eve, query: CookNowQuery()).cards.first { $0.card.id == w.omelette }?.card.costPerServing
        }
        let detail = try await w.db.recipeDetail(id: w.omelette, viewerID: w.eve)
        #expect(try await omeletteCost() == detail.recipe.costPerServing, "the typical cost without prices of your own")
        let shop = try await w.db.addShop(name: "Farm shop", address: "", userID: w.eve)
        try await w.db.recordPrice(item: "eggs", quantity: "12", paid: "12.00", shopID: shop.id, userID: w.eve)
        let yours = YourRecipeCost(ingredients: detail.ingredients, prices: try await w.db.kitchenPrices(userID: w.eve)).total
        let expected = yours / Double(detail.recipe.servings)
        #expect(abs((try await omeletteCost() ?? 0) - expected) < 0.01, "$1 eggs make the card dearer")
        #expect(try await w.db.cookNow(userID: w.ann, query: CookNowQuery()).cards.first { $0.card.id == w.omelette }?.card.costPerServing
                == detail.recipe.costPerServing, "another kitchen's prices change nothing for Ann")
    }

    /// The kitchen's prices, read on every priced page, walk an index newest first instead of sorting.
    @Test(.enabled(if: !AppDatabase.testsUsePostgres, "SQLite's query plans")) func kitchenPricesWalkAnIndex() async throws {
        let db = try AppDatabase.inMemory()
        let plan = try await db.store.read { db in
            try SQLRow.fetchAll(db, sql: """
                EXPLAIN QUERY PLAN SELECT sp.shopId, s.name, sp.ingredientKey, sp.basis, sp.unitPrice FROM shop_price sp
                JOIN shop s ON s.id = sp.shopId WHERE sp.kitchenId = ? ORDER BY sp.createdAt DESC, sp.id DESC
                """, arguments: [1]).map { $0["detail"] as String }.joined(separator: "\n")
        }
        #expect(plan.contains("shop_price_kitchen_newest") && !plan.contains("TEMP B-TREE"), "\(plan)")
    }

    /// A household begins with its maker's stores and prices; leaving gives back one's own as left.
    @Test func aNewHouseholdBeginsWithItsMakersStores() async throws {
        let w = try await HouseholdTests.world()
        let shop = try await w.db.addShop(name: "Eve's deli", address: "", userID: w.eve)
        try await w.db.recordPrice(item: "eggs", quantity: "6", paid: "3", shopID: shop.id, userID: w.eve)
        try await w.db.createHousehold(userID: w.eve, name: "Eve's", now: Self.now)
        let shared = try await w.db.shops(userID: w.eve)
        #expect(shared.map(\.name) == ["Eve's deli"] && shared.first?.id != shop.id, "a copy, in the household's kitchen")
        #expect(try await w.db.recentShopPrices(userID: w.eve).map(\.shopName) == ["Eve's deli"])
        try await w.db.deleteShop(id: try #require(shared.first?.id), userID: w.eve)
        #expect(try await w.db.shops(userID: w.eve).isEmpty)
        try await w.db.leaveHousehold(userID: w.eve)
        #expect(try await w.db.shops(userID: w.eve).map(\.id) == [shop.id], "her own store, as she left it")
    }

    @Test func quantitiesAndLimits() async throws {
        let w = try await HouseholdTests.world()
        let shop = try await w.db.addShop(name: "Shop", address: "", userID: w.eve)
        let rice = try await w.db.recordPrice(item: "rice", quantity: "500 g", paid: "1.00", shopID: shop.id, userID: w.eve)
        #expect(rice.basis == "kg" && abs(rice.unitPrice - 2) < 0.001)
        let lemon = try await w.db.recordPrice(item: "lemon", quantity: "", paid: "0.40", shopID: shop.id, userID: w.eve)
        #expect(lemon.basis == "item" && lemon.unitPrice == 0.4 && lemon.quantityText == "1", "no quantity is one")
        await #expect(throws: ShopError.quantityUnreadable) {
            try await w.db.recordPrice(item: "rice", quantity: "some", paid: "1", shopID: shop.id, userID: w.eve)
        }
        for n in 2...ShopError.maxShops { try await w.db.addShop(name: "Shop \(n)", address: "", userID: w.eve) }
        await #expect(throws: ShopError.tooManyShops) { try await w.db.addShop(name: "One more", address: "", userID: w.eve) }
    }
}
