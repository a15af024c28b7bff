import FoodKit
import Foundation

/// Product data an admin brought from elsewhere (an Open Food Facts export, a shop's list):
/// JSON lines or CSV/TSV with a header. The columns Pantrix reads, by the Open Food Facts names
/// or plain ones: `code`/`barcode`, `product_name`/`name`, `brands`/`brand`, `quantity`/`package`.
package enum ProductFile {
    /// One dictionary per product, from JSON lines (a line starting with "{") or CSV/TSV.
    package static func records(_ text: String) -> [[String: String]] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") {
            return trimmed.split(whereSeparator: \.isNewline).compactMap { line in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
                return object.compactMapValues { value in
                    switch value {
                    case let text as String: text
                    case let number as NSNumber: number.stringValue
                    default: nil
                    }
                }
            }
        }
        var rows = table(trimmed)
        guard !rows.isEmpty else { return [] }
        let header = rows.removeFirst().map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return rows.map { row in
            Dictionary(zip(header, row).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Rows of a CSV (commas) or TSV (tabs, as Open Food Facts exports), with quoted fields.
    static func table(_ text: String) -> [[String]] {
        let tabs = text.split(whereSeparator: \.isNewline).first?.contains("\t") ?? false
        return CSVReader.rows(text, separator: tabs ? "\t" : ",").filter { !($0.count == 1 && $0[0].isEmpty) }
    }
}

/// What an import did.
package struct ProductImportReport: Sendable, Equatable {
    package var added = 0
    package var updated = 0
    /// Products people here described: never overwritten by an import.
    package var keptAsDescribed = 0
    package var badBarcode = 0
    package var noName = 0
    /// Imported, but no USDA food matched the name (cook now and nutrition leave them out until
    /// someone picks the food on the product's page).
    package var withoutFood = 0
}

extension AppDatabase {
    /// Loads products, mapping each to a food by its name where FoodKit finds one. A product a
    /// person here described stays as they described it; earlier imports are updated.
    package func importProducts(_ records: [[String: String]], now: Date = Date()) async throws -> ProductImportReport {
        var report = ProductImportReport()
        var rows: [(Barcode, ProductDetails, String)] = []
        for record in records {
            guard let code = record["code"] ?? record["barcode"], let barcode = try? Barcode(code) else { report.badBarcode += 1; continue }
            let name = (record["product_name"] ?? record["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { report.noName += 1; continue }
            let quantity = (record["quantity"] ?? record["package"] ?? "").trimmingCharacters(in: .whitespaces)
            let package = ProductDetails.isPackage(quantity) ? quantity : "1"
            let brand = (record["brands"] ?? record["brand"]).flatMap { $0.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) } }
            let match = FoodMatcher.shared.match(IngredientParser.parse(name))
            let details = ProductDetails(
                name: String(name.prefix(ProductDetails.limits.name)), brand: brand.map { String($0.prefix(ProductDetails.limits.brand)) },
                package: package, foodID: match?.food.id)
            rows.append((barcode, details.cleaned, match?.ingredientKey ?? PantryKey.forUnmatched(name)))
        }
        let parsed = rows, counted = report
        return try await store.write { db in
            var report = counted
            for (barcode, details, key) in parsed {
                if let source = try String.fetchOne(db, sql: "SELECT source FROM product WHERE barcode = ?", arguments: [barcode.digits]) {
                    guard source == "import" else { report.keptAsDescribed += 1; continue }
                    if details.foodID == nil { report.withoutFood += 1 }
                    try db.execute(sql: """
                        UPDATE product SET name = ?, brand = ?, package = ?, foodId = ?, ingredientKey = ?, updatedAt = ? WHERE barcode = ?
                        """, arguments: [details.name, details.brand, details.package, details.foodID, key, now, barcode.digits])
                    report.updated += 1
                } else {
                    if details.foodID == nil { report.withoutFood += 1 }
                    try db.execute(sql: """
                        INSERT INTO product (barcode, name, brand, package, foodId, ingredientKey, source, createdBy, createdAt, updatedAt)
                        VALUES (?, ?, ?, ?, ?, ?, 'import', NULL, ?, ?)
                        """, arguments: [barcode.digits, details.name, details.brand, details.package, details.foodID, key, now, now])
                    report.added += 1
                }
            }
            return report
        }
    }
}
