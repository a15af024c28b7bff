import Foundation
import Testing
@testable import PantrixWeb

/// Recipe pages are made on the page threads (PageExecutor), not on Swift's shared ones: work
/// there runs on them, suspends and resumes on them, and every piece of it finishes.
@Suite struct PageExecutorTests {
    static func threadName() -> String { Thread.current.name ?? "" }

    @Test func pagesAreMadeOnThePageThreads() async throws {
        let names = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<64 {
                group.addTask {
                    try await withTaskExecutorPreference(PageExecutor.shared) {
                        let before = Self.threadName()
                        try await Task.sleep(for: .milliseconds(1))
                        return [before, Self.threadName()]
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(names.count == 128)
        #expect(names.allSatisfy { $0.hasPrefix("pages-") }, "\(Set(names))")
        #expect(!Self.threadName().hasPrefix("pages-"))
    }
}
