import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection to the test server, for clients no HTTP library would imitate: half
/// a request head, a body that trickles, too many connections from one address. Used by one
/// test at a time; its blocking reads run on a thread of their own (see `read(for:)`).
final class RawConnection: @unchecked Sendable {
    private let fd: Int32

    /// Connects to 127.0.0.1:`port`, or fails the test with the reason.
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw Failure("connect() failed: \(errno)") }
    }

    private var open = true

    deinit { hangUp() }

    /// Closes the connection from this side.
    func hangUp() {
        if open { close(fd) }
        open = false
    }

    /// Sends text; false when the server has already closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Everything the server sends until it closes the connection, `until` has arrived (the end
    /// of a response head, say) or `seconds` pass, and whether it closed. Tests waiting for an
    /// answer that must come give a bound far beyond any busy machine's delay: the wait ends as
    /// soon as the answer does. The wait blocks a Dispatch thread, not the threads that run the
    /// server's handlers.
    func read(for seconds: Double, until marker: String? = nil) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { done in
            DispatchQueue.global().async { done.resume(returning: self.blockingRead(for: seconds, until: marker)) }
        }
    }

    private func blockingRead(for seconds: Double, until marker: String?) -> (text: String, closed: Bool) {
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
                if let marker, String(decoding: received, as: UTF8.self).contains(marker) {
                    return (String(decoding: received, as: UTF8.self), false)
                }
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                return (String(decoding: received, as: UTF8.self), true)
            }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
