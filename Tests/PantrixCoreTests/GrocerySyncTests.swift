import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Check-offs made offline and replayed later: the last one wins, a removal always stands.
@Suite struct GrocerySyncTests {
    static func setUp() async throws -> (AppDatabase, Int64, Int64) {
        let db = try AppDatabase.inMemory()
        let cook = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        let other = try #require(try await db.createUser(username: "other", email: nil, passwordHash: "x").id)
        return (db, cook, other)
    }

    static func item(_ db: AppDatabase, _ user: Int64, _ name: String) async throws -> GroceryItem {
        try #require(try await db.groceryList(userID: user).entries.map(\.item).first { $0.name == name }, "no \(name) on the list")
    }

    @Test func queuedCheckOffsAreAppliedInOrderAndTheLastOneWins() async throws {
        let (db, cook, _) = try await Self.setUp()
        try await db.addGrocery(text: "2 lemons", userID: cook)
        let lemons = try #require(try await Self.item(db, cook, "lemons").id)
        let outcomes = try await db.applyGroceryCheckOffs(
            [GroceryCheckOff(id: lemons, checked: true), GroceryCheckOff(id: lemons, checked: false), GroceryCheckOff(id: lemons, checked: true)],
            userID: cook)
        #expect(outcomes == [.applied(name: "lemons"), .applied(name: "lemons"), .applied(name: "lemons")])
        #expect(try await Self.item(db, cook, "lemons").checked)
    }

    @Test func aRemovedItemStaysRemovedAndTheOtherCheckOffsStillCount() async throws {
        let (db, cook, _) = try await Self.setUp()
        try await db.addGrocery(text: "milk", userID: cook)
        try await db.addGrocery(text: "2 lemons", userID: cook)
        let milk = try #require(try await Self.item(db, cook, "milk").id)
        let lemons = try #require(try await Self.item(db, cook, "lemons").id)
        try await db.deleteGrocery(id: milk, userID: cook)
        let outcomes = try await db.applyGroceryCheckOffs([GroceryCheckOff(id: milk, checked: true), GroceryCheckOff(id: lemons, checked: true)], userID: cook)
        #expect(outcomes == [.removed, .applied(name: "lemons")])
        let names = try await db.groceryList(userID: cook).entries.map(\.item.name)
        #expect(names == ["lemons"], "milk is not brought back by the check-off")
    }

    @Test func anItemChangedMeanwhileKeepsTheServersFieldsAndTakesOnlyTheCheck() async throws {
        let (db, cook, _) = try await Self.setUp()
        try await db.addGrocery(text: "2 lemons", userID: cook)
        let before = try await Self.item(db, cook, "lemons")
        try await db.addGrocery(text: "3 lemons", userID: cook)
        _ = try await db.applyGroceryCheckOffs([GroceryCheckOff(id: try #require(before.id), checked: true)], userID: cook)
        let after = try await Self.item(db, cook, "lemons")
        #expect(after.id == before.id && after.checked)
        #expect(after.amount == 5, "the amount added meanwhile is kept")
    }

    @Test func someoneElsesItemIsNeitherTouchedNorDescribed() async throws {
        let (db, cook, other) = try await Self.setUp()
        try await db.addGrocery(text: "saffron", userID: other)
        let saffron = try #require(try await Self.item(db, other, "saffron").id)
        #expect(try await db.applyGroceryCheckOffs([GroceryCheckOff(id: saffron, checked: true)], userID: cook) == [.removed])
        #expect(try await !Self.item(db, other, "saffron").checked)
    }
}
