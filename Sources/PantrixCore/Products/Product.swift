import FoodKit
import Foundation

/// A packaged product everyone on the instance shares, found by its barcode: what it is called,
/// its package, and the USDA food it is (so cook now, nutrition and cost work).
package struct Product: Sendable, Equatable, Codable, RowDecodable {
    package let id: Int64
    package let barcode: String
    package let name: String
    package let brand: String?
    /// As printed: "500 g", "6", "1 l".
    package let package: String
    package let foodId: String?
    package let ingredientKey: String
    package let source: String
    package let createdBy: Int64?
    package let createdAt: Date
    package let updatedAt: Date

    package var details: ProductDetails { ProductDetails(name: name, brand: brand, package: package, foodID: foodId) }

    package init(
        id: Int64, barcode: String, name: String, brand: String?, package: String, foodId: String?, ingredientKey: String, source: String,
        createdBy: Int64?, createdAt: Date, updatedAt: Date
    ) {
        (self.id, self.barcode, self.name, self.brand, self.package, self.foodId) = (id, barcode, name, brand, package, foodId)
        (self.ingredientKey, self.source, self.createdBy, self.createdAt, self.updatedAt) = (ingredientKey, source, createdBy, createdAt, updatedAt)
    }

    /// The pantry line one package makes: "500 g Basmati rice", read as the product's food.
    package var pantryEntry: PantryEntry? {
        let match = foodId.flatMap { FoodMatcher.shared.match(foodID: $0, ingredientKey: ingredientKey) }
        return PantryEntry(text: "\(package) \(name)", food: match)
    }

    /// One package's weight, when its amount can be weighed as its food.
    package var packageGrams: Double? { pantryEntry?.grams }
}

/// What a person says a product is.
package struct ProductDetails: Sendable, Equatable, Codable {
    package var name: String
    package var brand: String?
    package var package: String
    package var foodID: String?

    package init(name: String, brand: String?, package: String, foodID: String?) {
        (self.name, self.brand, self.package, self.foodID) = (name, brand, package, foodID)
    }

    package static let limits = (name: 100, brand: 60, package: 30)

    /// Each field's problem in words, keyed by field ("name", "brand", "package", "food").
    package func problems() -> [String: String] {
        var problems: [String: String] = [:]
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { problems["name"] = "Name the product as the pack does, e.g. “Basmati rice”." }
        else if name.count > Self.limits.name { problems["name"] = "At most \(Self.limits.name) characters." }
        if (brand ?? "").count > Self.limits.brand { problems["brand"] = "At most \(Self.limits.brand) characters." }
        if !Self.isPackage(package.trimmingCharacters(in: .whitespaces)) {
            problems["package"] = "The amount in one pack, e.g. “500 g”, “1 l” or “6” (for six eggs)."
        }
        if foodID.flatMap({ FoodCatalogue.shared.food(id: $0) }) == nil { problems["food"] = "Pick the food it is, so cook now and nutrition count it." }
        return problems
    }

    /// An amount one pack holds, as the parser reads it: "500 g", "1 l", "6".
    static func isPackage(_ text: String) -> Bool {
        !text.isEmpty && text.count <= limits.package && IngredientParser.parse(text + " x").quantity != nil
    }

    /// Trimmed, with an empty brand as none.
    var cleaned: ProductDetails {
        let brand = brand?.trimmingCharacters(in: .whitespacesAndNewlines)
        return ProductDetails(
            name: name.trimmingCharacters(in: .whitespacesAndNewlines), brand: brand?.isEmpty == false ? brand : nil,
            package: package.trimmingCharacters(in: .whitespaces), foodID: foodID)
    }
}

/// One change to a product, undoable by the person who made it or by an admin.
package struct ProductEdit: Sendable, Equatable {
    package let id: Int64
    package let userID: Int64?
    package let username: String?
    package let before: ProductDetails
    package let after: ProductDetails
    package let createdAt: Date
    package let undoneAt: Date?

    package init(id: Int64, userID: Int64?, username: String?, before: ProductDetails, after: ProductDetails, createdAt: Date, undoneAt: Date?) {
        (self.id, self.userID, self.username, self.before, self.after, self.createdAt, self.undoneAt) = (id, userID, username, before, after, createdAt, undoneAt)
    }
}

package enum ProductError: Error, Equatable, Sendable {
    case notFound
    case exists
    case invalid([String: String])
    /// Only the person who made an edit, or an admin, may undo it.
    case notAllowed
    /// The product changed again after this edit: undo the later change first.
    case changedSince
}

extension AppDatabase {
    package func product(barcode: Barcode) async throws -> Product? {
        try await store.read { db in try Product.fetchOne(db, sql: "SELECT * FROM product WHERE barcode = ?", arguments: [barcode.digits]) }
    }

    /// Products whose name, brand or barcode has `query`, most recently changed first.
    package func products(matching query: String, limit: Int = 10) async throws -> [Product] {
        let text = query.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return [] }
        let pattern = "%" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
        return try await store.read { db in
            try Product.fetchAll(db, sql: """
                SELECT * FROM product WHERE name LIKE ?1 ESCAPE '\\' OR brand LIKE ?1 ESCAPE '\\' OR barcode = ?2
                ORDER BY updatedAt DESC LIMIT ?3
                """, arguments: [pattern, text.filter(\.isNumber), limit])
        }
    }

    /// A product described for the first time by a person; from then on everyone has it.
    @discardableResult
    package func describeProduct(barcode: Barcode, details: ProductDetails, userID: Int64, now: Date = Date()) async throws -> Product {
        let problems = details.problems()
        guard problems.isEmpty else { throw ProductError.invalid(problems) }
        let details = details.cleaned
        return try await store.write { db in
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM product WHERE barcode = ?", arguments: [barcode.digits]) == nil else {
                throw ProductError.exists
            }
            return try Product.fetchOne(db, sql: """
                INSERT INTO product (barcode, name, brand, package, foodId, ingredientKey, source, createdBy, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, 'person', ?, ?, ?) RETURNING *
                """, arguments: [barcode.digits, details.name, details.brand, details.package, details.foodID,
                                 Self.ingredientKey(details), userID, now, now])!
        }
    }

    /// Changes a product; the change is kept with who made it, so they (or an admin) can undo it.
    @discardableResult
    package func editProduct(barcode: Barcode, details: ProductDetails, userID: Int64, now: Date = Date()) async throws -> Product {
        let problems = details.problems()
        guard problems.isEmpty else { throw ProductError.invalid(problems) }
        let details = details.cleaned
        return try await store.write { db in
            guard let product = try Product.fetchOne(db, sql: "SELECT * FROM product WHERE barcode = ?", arguments: [barcode.digits]) else {
                throw ProductError.notFound
            }
            guard product.details != details else { return product }
            try Self.setProduct(db, id: product.id, details, now: now)
            try db.execute(sql: "INSERT INTO product_edit (productId, userId, before, after, createdAt) VALUES (?, ?, ?, ?, ?)",
                           arguments: [product.id, userID, try Self.json(product.details), try Self.json(details), now])
            return try Product.fetchOne(db, sql: "SELECT * FROM product WHERE id = ?", arguments: [product.id])!
        }
    }

    /// A product's changes, newest first.
    package func productEdits(productID: Int64, limit: Int = 20) async throws -> [ProductEdit] {
        try await store.read { db in
            try SQLRow.fetchAll(db, sql: """
                SELECT e.*, u.username FROM product_edit e LEFT JOIN user u ON u.id = e.userId
                WHERE e.productId = ? ORDER BY e.createdAt DESC, e.id DESC LIMIT ?
                """, arguments: [productID, limit]).map { row in
                ProductEdit(id: row["id"], userID: row["userId"], username: row["username"],
                            before: try Self.details(row["before"]), after: try Self.details(row["after"]),
                            createdAt: row["createdAt"], undoneAt: row["undoneAt"])
            }
        }
    }

    /// Puts the product back as it was before `editID`: only its maker or an admin, and only while
    /// the product is still as that edit left it (a later change would be lost silently).
    package func undoProductEdit(id editID: Int64, by user: User, now: Date = Date()) async throws {
        try await store.write { db in
            guard let row = try SQLRow.fetchOne(db, sql: "SELECT * FROM product_edit WHERE id = ? AND undoneAt IS NULL", arguments: [editID]) else {
                throw ProductError.notFound
            }
            guard user.isAdmin || (row["userId"] as Int64?) == user.id else { throw ProductError.notAllowed }
            let productID: Int64 = row["productId"]
            guard let product = try Product.fetchOne(db, sql: "SELECT * FROM product WHERE id = ?", arguments: [productID]) else {
                throw ProductError.notFound
            }
            guard product.details == (try Self.details(row["after"])) else { throw ProductError.changedSince }
            try Self.setProduct(db, id: productID, try Self.details(row["before"]), now: now)
            try db.execute(sql: "UPDATE product_edit SET undoneAt = ? WHERE id = ?", arguments: [now, editID])
        }
    }

    /// The barcode of the product an edit belongs to.
    package func productBarcode(editID: Int64) async throws -> String? {
        try await store.read { db in
            try String.fetchOne(db, sql: "SELECT p.barcode FROM product_edit e JOIN product p ON p.id = e.productId WHERE e.id = ?", arguments: [editID])
        }
    }

    /// Adds one package of the product to the person's pantry (their household's when they are in one).
    @discardableResult
    package func addProductToPantry(_ product: Product, userID: Int64, now: Date = Date()) async throws -> PantryAddReport {
        guard let entry = product.pantryEntry else { throw PantryError.emptyItem }
        return try await addPantryEntries(userID: userID, entries: [entry], now: now)
    }

    static func setProduct(_ db: SQLConnection, id: Int64, _ details: ProductDetails, now: Date) throws {
        try db.execute(sql: "UPDATE product SET name = ?, brand = ?, package = ?, foodId = ?, ingredientKey = ?, updatedAt = ? WHERE id = ?",
                       arguments: [details.name, details.brand, details.package, details.foodID, ingredientKey(details), now, id])
    }

    static func ingredientKey(_ details: ProductDetails) -> String {
        details.foodID.flatMap { FoodMatcher.shared.match(foodID: $0)?.ingredientKey } ?? PantryKey.forUnmatched(details.name)
    }

    static func json(_ details: ProductDetails) throws -> String {
        String(decoding: try JSONEncoder().encode(details), as: UTF8.self)
    }

    static func details(_ text: String) throws -> ProductDetails {
        try JSONDecoder().decode(ProductDetails.self, from: Data(text.utf8))
    }
}
