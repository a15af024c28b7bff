import ArgumentParser
import Foundation
import PantrixCore

struct ImportProducts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-products",
        abstract: "Load packaged products by barcode (JSON lines or CSV/TSV, e.g. an Open Food Facts export).",
        discussion: """
            Columns (Open Food Facts names or plain ones): code or barcode (EAN-13, UPC-A or EAN-8, \
            check digit verified), product_name or name, brands or brand, quantity or package ("500 g"). \
            Each product is mapped to a USDA food by its name where one matches. Products people on \
            the instance described are kept as they are; earlier imports are updated. Works on a \
            stopped or a running server's database.
            """
    )

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "The product file.")
    var file: String

    func run() async throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            print("\(file): cannot be read.")
            throw ExitCode(1)
        }
        let records = ProductFile.records(String(decoding: data, as: UTF8.self))
        guard !records.isEmpty else {
            print("\(file): no products found (expected JSON lines, or CSV/TSV with a header row).")
            throw ExitCode(1)
        }
        let database = try await self.database.open()
        let report = try await database.importProducts(records)
        print("""
            Read \(records.count) product(s): \(report.added) added, \(report.updated) updated, \
            \(report.keptAsDescribed) kept as people here described them; \(report.badBarcode) without a valid barcode \
            and \(report.noName) without a name skipped; \(report.withoutFood) matched no food (pick it on the product's page).
            """)
    }
}
