/// Work a request starts but doesn't wait for: finding an account, making its link and mailing
/// it. The person asking gets their answer at once, the same for every account, while this runs
/// a few jobs at a time; a burst beyond `maxWaiting` is dropped (and said so in the log by the
/// caller) rather than held in memory.
actor Outbox {
    typealias Job = @Sendable () async -> Void

    let maxRunning: Int
    let maxWaiting: Int
    private var waiting: [Job] = []
    private var running = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    init(maxRunning: Int = 2, maxWaiting: Int = 500) {
        self.maxRunning = maxRunning
        self.maxWaiting = maxWaiting
    }

    /// Queues the job; false when the queue is full and it was dropped.
    @discardableResult
    func enqueue(_ job: @escaping Job) -> Bool {
        guard waiting.count < maxWaiting else { return false }
        waiting.append(job)
        startWaiting()
        return true
    }

    /// Returns once every job queued so far (and any they queued) has finished (for tests).
    func idle() async {
        guard running > 0 || !waiting.isEmpty else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func startWaiting() {
        while running < maxRunning, !waiting.isEmpty {
            let job = waiting.removeFirst()
            running += 1
            Task {
                await job()
                self.finished()
            }
        }
    }

    private func finished() {
        running -= 1
        startWaiting()
        if running == 0, waiting.isEmpty {
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }
}
