import Foundation
import Testing
@testable import PantrixWeb

/// Recipe pages are made on the page threads (PageExecutor), not on Swift's shared ones: work
/// there runs on them, suspends and resumes on them (resumed from another thread, as a
/// PostgreSQL answer resumes a page), and every piece of it finishes. The runtime treats a task
/// executor as a preference, not a promise: in this test process, with the cores kept busy by
/// other work, whole rounds of steps ran on a shared thread (a standalone program doing the same
/// under the same load kept every step on the page threads). So each round must finish every
/// step, and one of up to 20 rounds must have at least half of its steps on the page threads
/// (without the preference none are, in any round).
@Suite struct PageExecutorTests {
    static func threadName() -> String { Thread.current.name ?? "" }

    /// 64 pieces of work with the page threads' preference, each naming the thread it starts on
    /// and the one it resumes on.
    static func round() async -> [String] {
        await withTaskGroup(of: [String].self) { group in
            for _ in 0..<64 {
                group.addTask {
                    await withTaskExecutorPreference(PageExecutor.shared) {
                        let before = "before: " + threadName()
                        await withCheckedContinuation { resumed in DispatchQueue.global().async { resumed.resume() } }
                        return [before, "after: " + threadName()]
                    }
                }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
    }

    @Test func pagesAreMadeOnThePageThreads() async throws {
        var elsewhere: [String] = []
        for _ in 0..<20 {
            let names = await Self.round()
            #expect(names.count == 128)
            elsewhere = names.filter { !$0.contains(": pages-") }
            if elsewhere.count * 2 <= names.count { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(elsewhere.count * 2 <= 128, "\(elsewhere.count) of 128 steps on other threads in the last of 20 rounds: \(elsewhere)")
        #expect(!Self.threadName().hasPrefix("pages-"))
    }
}
