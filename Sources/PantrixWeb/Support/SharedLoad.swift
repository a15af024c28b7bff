import Synchronization

/// A value read from the database and kept, for `lifetime` or for good (nil). Requests that ask
/// while it is being read wait for that one read instead of each starting their own: on a cold
/// start 64 searches at once read the vocabulary once, not 64 times over two cores.
final class SharedLoad<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var loadedAt: ContinuousClock.Instant?
        var loading: Task<Value, any Error>?
        /// Bumped by `invalidate`: a read that started before it is used but not kept.
        var generation = 0
    }

    private enum Next {
        case kept(Value)
        case wait(Task<Value, any Error>, generation: Int)
    }

    let lifetime: Duration?
    /// The time now (tests set it, so that a lifetime doesn't depend on how busy the machine is).
    private let clock: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(State())

    init(lifetime: Duration? = nil, clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.lifetime = lifetime
        self.clock = clock
    }

    func get(_ load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let now = clock()
        let next: Next = state.withLock { state in
            if let value = state.value, let at = state.loadedAt, lifetime.map({ now - at < $0 }) ?? true {
                return .kept(value)
            }
            if let loading = state.loading { return .wait(loading, generation: state.generation) }
            let task = Task { try await load() }
            state.loading = task
            return .wait(task, generation: state.generation)
        }
        let task: Task<Value, any Error>, generation: Int
        switch next {
        case .kept(let value): return value
        case .wait(let loading, let at): (task, generation) = (loading, at)
        }
        do {
            let value = try await task.value
            state.withLock { state in
                guard state.generation == generation, state.loading == task else { return }
                state.value = value
                state.loadedAt = clock()
                state.loading = nil
            }
            return value
        } catch {
            state.withLock { state in if state.loading == task { state.loading = nil } }
            throw error
        }
    }

    func invalidate() {
        state.withLock { state in
            state.value = nil
            state.loadedAt = nil
            state.loading = nil
            state.generation += 1
        }
    }
}
