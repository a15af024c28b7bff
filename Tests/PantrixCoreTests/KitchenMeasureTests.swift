import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The pantries of docs/kitchen.md through cook now over the seed catalogue, with and without the
/// ticked kitchen basics: prints what each can make, asserts only what holds whatever the catalogue.
@Suite struct KitchenMeasureTests {
    /// "- **Student**: eggs, pasta, …" lines of the doc, in order.
    static func pantries() throws -> [(name: String, items: [String])] {
        let doc = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../docs/kitchen.md")
        return try String(contentsOf: doc, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- **"), let end = line.range(of: "**: ") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 4)..<end.lowerBound])
            return (name, line[end.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
    }

    static func counts(_ db: AppDatabase, _ user: Int64) async throws -> [Int] {
        var counts: [Int] = []
        for missing in 0...2 {
            var query = CookNowQuery()
            query.maxMissing = missing
            query.limit = 1
            counts.append(try await db.cookNow(userID: user, query: query).total)
        }
        return counts
    }

    @Test func basicsNeverLowerWhatAPantryCanMake() async throws {
        let pantries = try Self.pantries()
        #expect(pantries.count >= 6)
        let db = try AppDatabase.inMemory()
        try await db.loadSeedCatalogueIfNeeded()
        let recipes = try await db.cookNow(userID: try #require(try await db.createUser(username: "empty", email: nil, passwordHash: "x").id),
                                           query: CookNowQuery()).total
        var table = ["| pantry | items | without basics | with basics |", "| --- | --- | --- | --- |"]
        for (index, pantry) in pantries.enumerated() {
            var figures: [[Int]] = []
            for withBasics in [false, true] {
                let user = try #require(try await db.createUser(username: "cook\(index)\(withBasics)", email: nil, passwordHash: "x").id)
                try await db.addPantryItems(userID: user, lines: pantry.items)
                if withBasics { try await db.answerKitchenBasics(userID: user, taking: KitchenBasics.all.filter(\.common).map(\.name)) }
                figures.append(try await Self.counts(db, user))
            }
            let (without, with) = (figures[0], figures[1])
            for level in 0...2 { #expect(with[level] >= without[level], "\(pantry.name): basics lowered a count") }
            if pantry.name == "Everyday" { #expect(with[0] > without[0], "the everyday pantry makes more with basics") }
            table.append("| \(pantry.name) | \(pantry.items.count) | \(without.map(String.init).joined(separator: " / ")) | \(with.map(String.init).joined(separator: " / ")) |")
        }
        print("Of \(recipes) recipes (make now / at most 1 / at most 2 missing):\n" + table.joined(separator: "\n"))
    }
}
