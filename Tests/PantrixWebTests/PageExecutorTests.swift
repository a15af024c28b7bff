import Foundation
import Testing
@testable import PantrixWeb

/// Recipe pages are made on the page threads (PageExecutor), not on Swift's shared ones: work
/// there runs on them, suspends and resumes on them, and every piece of it finishes. The
/// runtime treats a task executor as a preference, not a promise: in one PostgreSQL pass of the
/// whole suite (hundreds of tests at once) some steps ran on a shared thread, so the test asks
/// that at least half do (without the preference none do), and names each step that didn't.
@Suite struct PageExecutorTests {
    static func threadName() -> String { Thread.current.name ?? "" }

    @Test func pagesAreMadeOnThePageThreads() async throws {
        let names = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<64 {
                group.addTask {
                    try await withTaskExecutorPreference(PageExecutor.shared) {
                        let before = "before: " + Self.threadName()
                        try await Task.sleep(for: .milliseconds(1))
                        return [before, "after: " + Self.threadName()]
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(names.count == 128)
        let elsewhere = names.filter { !$0.contains(": pages-") }
        #expect(elsewhere.count * 2 <= names.count, "\(elsewhere.count) of \(names.count) steps on other threads: \(elsewhere)")
        #expect(!Self.threadName().hasPrefix("pages-"))
    }
}
