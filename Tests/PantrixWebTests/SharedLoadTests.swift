import Synchronization
import Testing
@testable import PantrixWeb

/// Lists read from the database for every search (cuisines, the ingredient vocabulary).
@Suite struct SharedLoadTests {
    @Test func manyAskingAtOnceShareOneRead() async throws {
        let kept = SharedLoad<[String]>()
        let reads = Count()
        let answers = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<50 {
                group.addTask {
                    try await kept.get {
                        reads.add()
                        try await Task.sleep(for: .milliseconds(50))
                        return ["thai", "greek"]
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 50 && answers.allSatisfy { $0 == ["thai", "greek"] })
        #expect(reads.value == 1)
    }

    @Test func aChangeOrTheLifetimeMeansReadingAgain() async throws {
        let start = ContinuousClock.now
        let passed = Mutex(Duration.zero)
        let kept = SharedLoad<Int>(lifetime: .seconds(10)) { start + passed.withLock { $0 } }
        let reads = Count()
        let load: @Sendable () async throws -> Int = { reads.add() }
        #expect(try await kept.get(load) == 1)
        passed.withLock { $0 = .seconds(9) }
        #expect(try await kept.get(load) == 1, "kept")
        kept.invalidate()
        #expect(try await kept.get(load) == 2, "a new cuisine was saved")
        passed.withLock { $0 = .seconds(20) }
        #expect(try await kept.get(load) == 3, "older than its lifetime")
    }

    @Test func aFailedReadIsNotKept() async throws {
        struct Down: Error {}
        let kept = SharedLoad<Int>()
        await #expect(throws: Down.self) { try await kept.get { throw Down() } }
        #expect(try await kept.get { 7 } == 7)
    }
}
