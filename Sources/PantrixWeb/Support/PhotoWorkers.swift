import DishPhotos
import Foundation
import NIOPosix

/// Decodes uploaded photos on threads of their own, `threads` at a time, so the event loops
/// (and bcrypt on the shared pool) never wait for libvips; other uploads queue.
final class PhotoWorkers: Sendable {
    let processor: PhotoProcessor
    private let pool: NIOThreadPool

    init(limits: PhotoLimits, threads: Int) throws {
        processor = try PhotoProcessor(limits: limits)
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
    }

    /// Throws `PhotoRejection` for a file we refuse.
    func process(_ data: Data) async throws -> ProcessedPhoto {
        let processor = processor
        return try await pool.runIfActive { try processor.process(data) }
    }

    deinit {
        pool.shutdownGracefully { _ in }
    }
}
