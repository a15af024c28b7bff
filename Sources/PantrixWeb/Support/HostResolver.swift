import Foundation
import NIOPosix
import Synchronization

/// Resolves a host name with the system resolver (getaddrinfo) on threads of its own, so the
/// addresses the policy checks are the ones Pantrix then connects to. getaddrinfo also reads the
/// numeric forms browsers accept (`2130706433`, `0x7f.1`), so those are checked as what they mean.
enum HostResolver {
    /// getaddrinfo blocks its thread for as long as the resolver takes: on the shared pool it
    /// queued behind every password check (bcrypt) of the moment, and a slow resolver would
    /// hold those up in turn. Two threads: look-ups are few and mostly wait.
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 2)
        pool.start()
        return pool
    }()

    static func resolve(_ host: String) async throws(RecipeFetchError) -> [IPAddress] {
        let waiter = Waiter()
        let result: Result<[IPAddress], RecipeFetchError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.start(continuation)
                pool.submit { state in
                    waiter.finish(state == .active ? lookUp(host) : .failure(.unknownHost))
                }
            }
        } onCancel: {
            // A stalled resolver must not hold the request past its deadline.
            waiter.finish(.failure(.timeout))
        }
        return try result.get()
    }

    /// Every IPv4 and IPv6 address of `host`, in the resolver's order.
    static func lookUp(_ host: String) -> Result<[IPAddress], RecipeFetchError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let list else { return .failure(.unknownHost) }
        defer { freeaddrinfo(list) }
        var addresses: [IPAddress] = []
        var next: UnsafeMutablePointer<addrinfo>? = list
        while let info = next?.pointee {
            next = info.ai_next
            guard let socketAddress = info.ai_addr else { continue }
            let bytes: [UInt8]? = switch info.ai_family {
            case AF_INET:
                socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                    withUnsafeBytes(of: pointer.pointee.sin_addr) { Array($0) }
                }
            case AF_INET6:
                socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                    withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }
                }
            default: nil
            }
            if let address = bytes.flatMap(IPAddress.init(bytes:)), !addresses.contains(address) {
                addresses.append(address)
            }
        }
        return addresses.isEmpty ? .failure(.unknownHost) : .success(addresses)
    }

    /// Resumes the continuation once: with the lookup, or with a timeout when cancelled first.
    private final class Waiter: Sendable {
        private enum State {
            case waiting
            case started(CheckedContinuation<Result<[IPAddress], RecipeFetchError>, Never>)
            case finished(Result<[IPAddress], RecipeFetchError>?)
        }

        private let state = Mutex(State.waiting)

        func start(_ continuation: CheckedContinuation<Result<[IPAddress], RecipeFetchError>, Never>) {
            let early: Result<[IPAddress], RecipeFetchError>? = state.withLock { state in
                if case .finished(let result) = state {
                    state = .finished(nil)
                    return result
                }
                state = .started(continuation)
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }

        func finish(_ result: Result<[IPAddress], RecipeFetchError>) {
            let continuation: CheckedContinuation<Result<[IPAddress], RecipeFetchError>, Never>? = state.withLock { state in
                switch state {
                case .waiting:
                    state = .finished(result)
                    return nil
                case .started(let continuation):
                    state = .finished(nil)
                    return continuation
                case .finished:
                    return nil
                }
            }
            continuation?.resume(returning: result)
        }
    }
}
