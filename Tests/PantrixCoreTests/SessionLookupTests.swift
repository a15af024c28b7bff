import PantrixTestSupport
import Foundation
import Synchronization
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

/// The session and account lookups every signed-in request makes first, and the recipe page's
/// reads, run on the caller's thread with connections of their own (SQLite files,
/// `SQLStore.readBrief`): they answer while every reader of the pool is busy, and they see each
/// committed change at once.
@Suite struct SessionLookupTests {
    final class Flags: Sendable {
        let started = Atomic<Int>(0)
        let released = Atomic<Bool>(false)
    }

    func withFileDatabase(_ body: (AppDatabase) async throws -> Void) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let db = try AppDatabase.open(path: path)
        try await body(db)
        try await db.store.close()
    }

    /// Holds every reader of the pool (GRDB keeps 5) until `body` is done, or for 60 s at most;
    /// returns `body`'s answer and whether it came while they were held (a read that needed a
    /// reader would find `released` set by the one it got). The bound is long because on a busy
    /// machine, beside hundreds of other tests, `body`'s own steps can wait seconds for a thread;
    /// only a body that needs a pool reader waits it out.
    func whileEveryReaderIsHeld<T: Sendable>(_ db: AppDatabase, _ body: () async throws -> T) async throws -> (T, answeredWhileHeld: Bool) {
        let release = DispatchSemaphore(value: 0)
        let flags = Flags()
        let holders = (0..<6).map { _ in
            Task {
                try await db.store.read { _ in
                    flags.started.add(1, ordering: .relaxed)
                    _ = release.wait(timeout: .now() + 60)
                    flags.released.store(true, ordering: .relaxed)
                }
            }
        }
        while flags.started.load(ordering: .relaxed) < 5 { try await Task.sleep(for: .milliseconds(5)) }
        let answer = try await body()
        let answeredWhileHeld = !flags.released.load(ordering: .relaxed)
        for _ in holders { release.signal() }
        for holder in holders { try await holder.value }
        return (answer, answeredWhileHeld)
    }

    @Test func aSignedInVisitorIsKnownWhileEveryReaderIsBusy() async throws {
        try await withFileDatabase { db in
            let user = try await db.createUser(username: "hungry", email: nil, passwordHash: "x")
            try await db.storeSession(id: "s1", data: Data("{}".utf8), userID: user.id, expiresAt: Date().addingTimeInterval(600))
            let (found, answeredWhileHeld) = try await whileEveryReaderIsHeld(db) { try await db.sessionWithUser(id: "s1") }
            #expect(found?.user?.username == "hungry")
            #expect(answeredWhileHeld)
        }
    }

    @Test func aRecipePageIsReadWhileEveryReaderIsBusy() async throws {
        try await withFileDatabase { db in
            try await db.addRecipe(PreparedRecipe(RecipeSearchTests.draft("Chickpea Stew", "soup", ingredients: ["2 cans chickpeas", "1 onion"])), origin: .seed)
            let stew = try await RecipeSearchTests.first("chickpea stew", in: db)
            let cook = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
            try await db.addPantryItems(userID: cook, lines: ["1 onion"])
            // The first pages load the cook-now index and write the kitchen's default staples.
            _ = try await db.recipePage(id: stew.id, viewerID: nil)
            _ = try await db.recipePage(id: stew.id, viewerID: cook)
            let (signedOut, outWhileHeld) = try await whileEveryReaderIsHeld(db) { try await db.recipePage(id: stew.id, viewerID: nil) }
            let (signedIn, inWhileHeld) = try await whileEveryReaderIsHeld(db) { try await db.recipePage(id: stew.id, viewerID: cook) }
            #expect(signedOut.detail.recipe.title == "Chickpea Stew" && signedOut.pantry == nil)
            #expect(signedIn.pantry?.holdings.values.contains { $0.name == "onion" } == true)
            #expect(outWhileHeld && inWhileHeld)
            // Each sees a change committed a moment before.
            try await db.addPantryItems(userID: cook, lines: ["2 cans chickpeas"])
            #expect(try await db.recipePage(id: stew.id, viewerID: cook).pantry?.holdings.values.contains { $0.name.contains("chickpea") } == true)
        }
    }

    @Test func anEndedSessionOrAChangedAccountShowsOnTheNextLookup() async throws {
        try await withFileDatabase { db in
            let user = try await db.createUser(username: "leaving", email: nil, passwordHash: "x")
            let id = try #require(user.id)
            try await db.storeSession(id: "s1", data: Data("{}".utf8), userID: id, expiresAt: Date().addingTimeInterval(600))
            #expect(try await db.sessionWithUser(id: "s1")?.user?.isDisabled == false)
            try await db.store.write { try $0.execute(sql: "UPDATE user SET disabledAt = ? WHERE id = ?", arguments: [Date(), id]) }
            #expect(try await db.sessionWithUser(id: "s1")?.user?.isDisabled == true)
            #expect(try await db.user(id: id)?.isDisabled == true)
            try await db.deleteSession(id: "s1")
            #expect(try await db.sessionWithUser(id: "s1") == nil)
            // Many at once: each gets its answer (connections are taken one caller at a time).
            try await db.storeSession(id: "s2", data: Data("{}".utf8), userID: id, expiresAt: Date().addingTimeInterval(600))
            let names = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<50 { group.addTask { try await db.sessionWithUser(id: "s2")?.user?.username } }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            #expect(names == Array(repeating: "leaving", count: 50))
        }
    }
}
