import Synchronization
import Testing
@testable import PantrixWeb

/// Recipe pages are made a few at a time (WorkSlots): never more at once than the slots, and every
/// one made in the end.
@Suite struct WorkSlotsTests {
    final class Tally: Sendable {
        let running = Atomic<Int>(0)
        let most = Atomic<Int>(0)
    }

    @Test func neverMoreAtOnceThanTheSlotsAndEveryOneDone() async throws {
        let slots = WorkSlots(width: 2)
        let tally = Tally()
        let done = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<24 {
                group.addTask {
                    try await slots.run {
                        let now = tally.running.add(1, ordering: .relaxed).newValue
                        tally.most.max(now, ordering: .relaxed)
                        try await Task.sleep(for: .milliseconds(3))
                        tally.running.subtract(1, ordering: .relaxed)
                        return index
                    }
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(done.sorted() == Array(0..<24))
        #expect(tally.most.load(ordering: .relaxed) == 2)
    }
}
