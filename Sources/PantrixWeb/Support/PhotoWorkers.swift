import DishPhotos
import Foundation
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// Decodes uploaded photos on threads of their own, `threads` at a time, so the event loops
/// (and bcrypt on the shared pool) never wait for libvips; other uploads queue.
final class PhotoWorkers: Sendable {
    let processor: PhotoProcessor
    private let pool: NIOThreadPool

    init(limits: PhotoLimits, threads: Int) throws {
        // libvips is opened by the first upload: a server that gets none never maps it.
        processor = try PhotoProcessor(limits: limits, loadingLibvipsNow: false)
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
    }

    /// Throws `PhotoRejection` for a file we refuse.
    func process(_ data: Data) async throws -> ProcessedPhoto {
        let processor = processor
        return try await pool.runIfActive {
            Self.yieldToPages()
            return try processor.process(data)
        }
    }

    /// Photo threads run at a lower priority (nice 10) than the event loops, so a page request
    /// is not queued behind a photo on a small machine.
    private static func yieldToPages() {
        #if os(Linux)
        // On Linux the nice value belongs to the thread, and 0 names the calling one.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    deinit {
        pool.shutdownGracefully { _ in }
    }
}
