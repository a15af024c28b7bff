import PantrixCore
import HummingbirdBcrypt
import NIOPosix

/// bcrypt off the event loop: hashing at cost 12 takes a quarter of a second of CPU.
struct PasswordHasher: Sendable {
    let cost: UInt8
    /// A real hash of a random secret, so checking against it costs what a real check costs.
    private let decoyHash: String

    init(cost: UInt8) {
        self.cost = cost
        self.decoyHash = Bcrypt.hash(RandomToken.make(), cost: cost)
    }

    func hash(_ password: String) async throws -> String {
        let cost = self.cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }

    /// Spends the same time as a real check, so a missing account can't be told apart by timing.
    func verifyAgainstNobody(_ password: String) async throws {
        _ = try await verify(password, against: decoyHash)
    }
}
