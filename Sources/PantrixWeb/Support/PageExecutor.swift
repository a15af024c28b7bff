import Foundation
import Synchronization

/// Threads of their own for making recipe pages (`withTaskExecutorPreference`), one per core.
///
/// A recipe page reads with brief reads (`SQLStore.readBrief`, on the thread that runs it) and is
/// then built and written: work that never suspends. Run on Swift's shared threads (two on two
/// cores), 64 such pages at once would hold both, and every other request's steps (a health check,
/// a cook saving a recipe, a write's answer coming back from the database) would wait behind them.
/// On these threads the system shares the cores between pages and everything else, and a page
/// still costs two thread switches instead of a pool read's four.
final class PageExecutor: TaskExecutor, @unchecked Sendable {
    /// The process's one: its threads live as long as the process.
    static let shared = PageExecutor()

    private let jobs = Mutex<[UnownedJob]>([])
    private let ready = DispatchSemaphore(value: 0)

    private init(threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        for index in 0..<max(threads, 1) {
            Thread { [self] in
                // Named from inside: a name set before the start is not the system's on Linux.
                Thread.current.name = "pages-\(index)"
                work()
            }.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    /// Runs jobs in the order they came, for the life of the process.
    private func work() {
        while true {
            ready.wait()
            guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
