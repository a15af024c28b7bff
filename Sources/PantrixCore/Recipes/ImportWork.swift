import NIOPosix

/// Where untrusted imports are read and analysed: a pool of its own, one thread, so however many
/// imports arrive at once they take one core in turn and never hold up the shared pool's
/// password checks, address look-ups or photo work.
enum ImportWork {
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        return pool
    }()

    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await pool.runIfActive(work)
    }
}
