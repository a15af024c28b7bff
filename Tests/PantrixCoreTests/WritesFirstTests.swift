import Foundation
import GRDB
import PantrixCore
import PantrixTestDatabases
import PantrixTestSupport
import Testing
@testable import PantrixDatabase

/// A request that writes (SQLRequestKind.writes) isn't kept waiting behind pages being read:
/// on an SQLite file whose every reader is busy, a recipe is still saved and put in cook now.
@Suite struct WritesFirstTests {
    /// Holds `count` of the store's readers until `release`.
    final class BusyReaders: Sendable {
        let semaphore = DispatchSemaphore(value: 0)
        let count: Int

        init(count: Int) { self.count = count }

        func occupy(_ database: AppDatabase) -> [Task<Void, any Error>] {
            (0..<count).map { _ in Task { try await database.store.read { [semaphore] _ in semaphore.wait() } } }
        }

        func release() { for _ in 0..<count { semaphore.signal() } }
    }

    @Test func aSaveIsNotQueuedBehindBusyReaders() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-writes-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let database = try AppDatabase.open(path: path)
        try await database.ensureCookNowIndex()
        let busy = BusyReaders(count: AppDatabase.makeConfiguration().maximumReaderCount)
        let readers = busy.occupy(database)
        try await Task.sleep(for: .milliseconds(200))
        let draft = try #require(BenchmarkRecipes.generate(count: 1, seed: 5).first)
        // Whichever finishes first: the save, or a watchdog that frees the readers after 20 s.
        let first = await withTaskGroup(of: String.self) { group in
            group.addTask {
                _ = try? await SQLRequestKind.$writes.withValue(true) {
                    try await database.addRecipe(PreparedRecipe(draft), origin: .benchmark)
                }
                return "save"
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(20))
                return "watchdog"
            }
            let first = await group.next()!
            busy.release()
            group.cancelAll()
            return first
        }
        for reader in readers { try await reader.value }
        #expect(first == "save", "the save waited for the busy readers")
        var search = RecipeSearch()
        search.text = draft.title
        #expect(try await database.search(search, viewerID: nil).cards.first?.title == draft.title)
        try await database.checkpointAndClose()
    }
}
