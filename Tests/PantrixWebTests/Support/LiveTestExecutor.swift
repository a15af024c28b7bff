import Foundation
import Hummingbird
import HummingbirdTesting

/// The threads that run every live-socket test: its server's handlers, its client and its body.
/// Swift Testing runs the whole suite at once on the cooperative pool, which has one thread per
/// core; CPU-bound tests hold those threads for seconds at a time, and a live server sharing them
/// answered after its test had stopped waiting (an empty answer, a fetch timed out). On threads
/// of their own, live tests wait for the operating system's scheduler, not for other tests —
/// as a server in production waits only for its own work.
final class LiveTestExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = LiveTestExecutor(threads: 4)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
        for n in 0..<threads {
            let thread = Thread { [self] in work() }
            thread.name = "live-test-\(n)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

extension ApplicationProtocol {
    /// `test(.live)` with the server, its client and `test` on `LiveTestExecutor`'s threads.
    func testLive<Value>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await withTaskExecutorPreference(LiveTestExecutor.shared) {
            try await self.test(.live, test)
        }
    }
}
