import PantrixTestSupport
import FoodKit
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Barcodes and the products everyone on an instance shares.
@Suite struct ProductTests {
    @Test func barcodesAreCheckedAndUPCIsTheSameAsItsEAN() throws {
        #expect(try Barcode("4006381333931").digits == "4006381333931")
        #expect(try Barcode("036000 291452").digits == "0036000291452", "UPC-A is kept as its EAN-13")
        #expect(try Barcode("0036000291452") == (try Barcode("036000291452")))
        #expect(try Barcode("9638-5074").digits == "96385074", "EAN-8")
        #expect(throws: Barcode.Problem.checkDigit) { try Barcode("4006381333932") }
        #expect(throws: Barcode.Problem.wrongLength(10)) { try Barcode("4006381333") }
        #expect(throws: Barcode.Problem.notDigits) { try Barcode("40063813339x1") }
        #expect(throws: Barcode.Problem.notDigits) { try Barcode("４００６３８１３３３９３１") }
        #expect(throws: Barcode.Problem.empty) { try Barcode("  ") }
        #expect(Barcode.Problem.checkDigit.message.contains("mistyped"))
    }

    static func setUp() async throws -> (AppDatabase, User, User) {
        let db = try AppDatabase.inMemory()
        let ann = try await db.createUser(username: "ann", email: nil, passwordHash: "x")
        let ben = try await db.createUser(username: "ben", email: nil, passwordHash: "x")
        return (db, ann, ben)
    }

    @Test func aProductDescribedOnceIsEveryonesAndGoesIntoAPantryAsItsFood() async throws {
        let (db, ann, ben) = try await Self.setUp()
        let rice = try #require(FoodMatcher.shared.match(IngredientParser.parse("rice"))?.food)
        let code = try Barcode("4006381333931")
        #expect(try await db.product(barcode: code) == nil)
        let bad = ProductDetails(name: " ", brand: nil, package: "lots", foodID: "nope")
        await #expect(throws: ProductError.invalid(bad.problems())) { try await db.describeProduct(barcode: code, details: bad, userID: ann.id!) }
        #expect(Set(bad.problems().keys) == ["name", "package", "food"])
        let product = try await db.describeProduct(
            barcode: code, details: ProductDetails(name: "Kitchen Basmati", brand: " Acme ", package: "500 g", foodID: rice.id), userID: ann.id!)
        #expect(product.brand == "Acme" && product.source == "person")
        #expect(product.packageGrams == 500)
        await #expect(throws: ProductError.exists) {
            try await db.describeProduct(barcode: code, details: product.details, userID: ben.id!)
        }
        // Ben scans the same pack: one package of the chosen food in his pantry.
        let found = try #require(try await db.product(barcode: try Barcode("4006381333931")))
        try await db.addProductToPantry(found, userID: ben.id!)
        try await db.addProductToPantry(found, userID: ben.id!)
        let items = try await db.pantryItems(userID: ben.id!)
        #expect(items.count == 1 && items[0].foodId == rice.id, "the product's food, so cook now counts it")
        #expect(items[0].grams == 1000, "two packs of 500 g")
        #expect(try await db.pantryItems(userID: ann.id!).isEmpty)
        #expect(try await db.products(matching: "basmati").map(\.barcode) == ["4006381333931"])
        #expect(try await db.products(matching: "acme").count == 1)
        #expect(try await db.products(matching: "4006381333931").count == 1)
        #expect(try await db.products(matching: "%").isEmpty, "LIKE wildcards are text")
    }

    @Test func editsAreAttributedAndUndoneByTheirMakerOrAnAdmin() async throws {
        let (db, ann, ben) = try await Self.setUp()
        let rice = try #require(FoodMatcher.shared.match(IngredientParser.parse("rice"))?.food.id)
        let milk = try #require(FoodMatcher.shared.match(IngredientParser.parse("whole milk"))?.food.id)
        let code = try Barcode("5012345678900")
        let original = try await db.describeProduct(barcode: code, details: ProductDetails(name: "Rice", brand: nil, package: "1 kg", foodID: rice), userID: ann.id!)
        // Ben vandalises it; his edit is kept with his name.
        try await db.editProduct(barcode: code, details: ProductDetails(name: "Milk!!", brand: nil, package: "1 l", foodID: milk), userID: ben.id!)
        let edits = try await db.productEdits(productID: original.id)
        #expect(edits.count == 1 && edits[0].username == "ben" && edits[0].before == original.details)
        await #expect(throws: ProductError.notAllowed, "Ann may not undo Ben's change") { try await db.undoProductEdit(id: edits[0].id, by: ann) }
        var admin = ann
        admin.role = .admin
        try await db.undoProductEdit(id: edits[0].id, by: admin)
        #expect(try await db.product(barcode: code)?.details == original.details)
        #expect(try await db.productEdits(productID: original.id).first?.undoneAt != nil)
        await #expect(throws: ProductError.notFound, "undone once") { try await db.undoProductEdit(id: edits[0].id, by: admin) }

        // An edit changed again afterwards can't be undone over the later change.
        try await db.editProduct(barcode: code, details: ProductDetails(name: "Brown rice", brand: nil, package: "1 kg", foodID: rice), userID: ben.id!)
        try await db.editProduct(barcode: code, details: ProductDetails(name: "Brown rice", brand: "Acme", package: "1 kg", foodID: rice), userID: ann.id!)
        let later = try await db.productEdits(productID: original.id)
        await #expect(throws: ProductError.changedSince) { try await db.undoProductEdit(id: later[1].id, by: ben) }
        try await db.undoProductEdit(id: later[0].id, by: ann)
        try await db.undoProductEdit(id: later[1].id, by: ben)
        #expect(try await db.product(barcode: code)?.name == "Rice")
    }

    @Test func importedProductsAreMappedToFoodsAndNeverOverwriteDescribedOnes() async throws {
        let (db, ann, _) = try await Self.setUp()
        let rice = try #require(FoodMatcher.shared.match(IngredientParser.parse("rice"))?.food.id)
        try await db.describeProduct(barcode: try Barcode("5000112637922"), details: ProductDetails(name: "Ours", brand: nil, package: "1", foodID: rice), userID: ann.id!)
        let tsv = "code\tproduct_name\tbrands\tquantity\n4006381333931\tWhole milk\tDairy Co, Other\t1 l\n5000112637922\tTheirs\tX\t2\n1234\tBroken\t\t\n96385074\tZorblax crunch\t\t\n036000291452\t\t\t\n"
        let records = ProductFile.records(tsv)
        #expect(records.count == 5)
        let report = try await db.importProducts(records)
        #expect(report == ProductImportReport(added: 2, updated: 0, keptAsDescribed: 1, badBarcode: 1, noName: 1, withoutFood: 1))
        let milk = try #require(try await db.product(barcode: try Barcode("4006381333931")))
        #expect(milk.brand == "Dairy Co" && milk.package == "1 l" && milk.source == "import")
        #expect(milk.foodId.flatMap { FoodCatalogue.shared.food(id: $0)?.description }?.lowercased().contains("milk") == true)
        #expect(try await db.product(barcode: try Barcode("5000112637922"))?.name == "Ours")
        #expect(try await db.product(barcode: try Barcode("96385074"))?.foodId == nil, "no food matched: kept without")

        let jsonl = #"{"code": "4006381333931", "product_name": "Semi-skimmed milk", "quantity": "500 ml"}"# + "\n" + #"{"code": 96385074, "product_name": "Oats"}"#
        let again = try await db.importProducts(ProductFile.records(jsonl))
        #expect(again.updated == 2 && again.added == 0)
        #expect(try await db.product(barcode: try Barcode("4006381333931"))?.package == "500 ml")
        #expect(ProductFile.records("code,product_name\n\"5012345678900\",\"Rice, \"\"long\"\" grain\"\n").first?["product_name"] == #"Rice, "long" grain"#)
    }
}
