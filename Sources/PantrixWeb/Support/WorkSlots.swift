import Foundation
import Synchronization

/// At most `width` pieces of work at once; the others wait, suspended, in arrival order.
///
/// For work that never suspends while it runs (a recipe page: its reads are brief reads on the
/// request's own thread, then the page is built and written): with 64 such requests ready at once,
/// the executor's queue would hold all 64, and every step of every other request (a new
/// connection, a cook saving a recipe, a health check) would wait behind them, each step again.
/// Admitted a few at a time, the work keeps every core busy and the queue short.
final class WorkSlots: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
        var next = 0
    }

    private let state: Mutex<State>

    init(width: Int) {
        state = Mutex(State(free: max(width, 1)))
    }

    /// One slot for each core the process may use.
    convenience init() {
        self.init(width: ProcessInfo.processInfo.activeProcessorCount)
    }

    func run<T>(_ body: () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        let admitted = state.withLock { state in
            guard state.free > 0 else { return false }
            state.free -= 1
            return true
        }
        if admitted { return }
        await withCheckedContinuation { continuation in
            let now = state.withLock { state in
                // A slot freed since the check above: take it.
                guard state.free == 0 else {
                    state.free -= 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Hands the slot to the longest waiting, if any.
    private func release() {
        let handed: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard state.next < state.waiting.count else {
                state.free += 1
                return nil
            }
            let first = state.waiting[state.next]
            state.next += 1
            if state.next == state.waiting.count {
                state.waiting.removeAll(keepingCapacity: true)
                state.next = 0
            }
            return first
        }
        handed?.resume()
    }
}
