import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTPTypes

/// Limits for slow or greedy clients, all set explicitly (see `pantrix serve --help`).
package struct ConnectionLimits: Sendable {
    /// Open connections in all; beyond it the server stops accepting until one closes.
    package var maxConnections = 2048
    /// Open connections from one address (0 = no limit); addresses of trusted proxies are exempt.
    package var maxPerClient = 64
    /// A request body must arrive within this many seconds of its headers…
    package var bodyGraceSeconds = 20
    /// …plus one second for every this many bytes received (the slowest upload that is still a person).
    package var bodyMinBytesPerSecond = 500
    /// Peers whose connections are not counted per address (they carry many clients).
    package var exemptAddresses: Set<String> = []

    package init() {}

    /// How long a body that has delivered `bytes` so far may take, counted from its headers.
    func bodyAllowance(bytes: Int) -> TimeAmount {
        .seconds(Int64(bodyGraceSeconds)) + .nanoseconds(Int64(bytes) * 1_000_000_000 / Int64(max(1, bodyMinBytesPerSecond)))
    }
}

/// Open connections per client address, shared by every connection's `ConnectionGuard`.
final class ClientConnectionCounts: Sendable {
    private let counts = NIOLockedValueBox<[String: Int]>([:])

    /// Counts a new connection from `address` unless it already has `limit`; false = refuse it.
    func open(_ address: String, limit: Int) -> Bool {
        counts.withLockedValue { counts in
            let current = counts[address, default: 0]
            guard current < limit else { return false }
            counts[address] = current + 1
            return true
        }
    }

    func close(_ address: String) {
        counts.withLockedValue { counts in
            let remaining = counts[address, default: 1] - 1
            counts[address] = remaining > 0 ? remaining : nil
        }
    }
}

/// Sits after HTTP decoding on every connection: refuses a client's connection beyond its
/// per-address share, and closes a connection whose request body trickles in slower than
/// `ConnectionLimits` allow (the slow-body attack). Headers that never complete are closed by
/// Hummingbird's idle timeout, which only counts complete request parts as activity.
/// After a 413 the rest of the refused body is read for at most a few seconds (so the browser
/// sees the page rather than a reset), then the connection is closed.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart
    /// How long the rest of a refused body is read before the connection is closed.
    static let refusedBodyLinger = TimeAmount.seconds(5)

    private let limits: ConnectionLimits
    private let clients: ClientConnectionCounts
    private let logger: Logger
    private var admitted = false
    private var countedAddress: String?
    /// The request whose body is being read: when its headers arrived and the bytes so far.
    private var body: (headersAt: NIODeadline, bytes: Int)?
    private var bodyCheck: Scheduled<Void>?
    /// A 413 is being written: close once it is sent and the body is over (or has lingered).
    private var closeAfterRefusal = false
    private var refusalSent = false

    init(limits: ConnectionLimits, clients: ClientConnectionCounts, logger: Logger) {
        self.limits = limits
        self.clients = clients
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        finish()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            body = (NIODeadline.now(), 0)
        case .body(let buffer):
            if var current = body {
                current.bytes += buffer.readableBytes
                body = current
                if bodyCheck == nil { scheduleBodyCheck(context, at: current.headersAt + limits.bodyAllowance(bytes: current.bytes)) }
            }
        case .end:
            body = nil
            bodyCheck?.cancel()
            bodyCheck = nil
            if refusalSent {
                context.fireChannelRead(data)
                context.close(promise: nil)
                return
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response) where response.status == .contentTooLarge:
            closeAfterRefusal = true
            response.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .end where closeAfterRefusal:
            closeAfterRefusal = false
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            guard body != nil else {
                // The whole request was read: close as soon as the page is on its way.
                let written = context.eventLoop.makePromise(of: Void.self)
                written.futureResult.whenComplete { _ in loopBound.value.close(promise: nil) }
                written.futureResult.cascade(to: promise)
                context.writeAndFlush(data, promise: written)
                return
            }
            context.write(data, promise: promise)
            refusalSent = true
            context.eventLoop.scheduleTask(in: Self.refusedBodyLinger) { loopBound.value.close(promise: nil) }
        default:
            context.write(data, promise: promise)
        }
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard !admitted else { return }
        admitted = true
        guard limits.maxPerClient > 0, let address = context.channel.remoteAddress?.ipAddress,
              !limits.exemptAddresses.contains(address) else { return }
        if clients.open(address, limit: limits.maxPerClient) {
            countedAddress = address
        } else {
            logger.notice("Refused a connection: too many open from one address", metadata: [
                "client": .string(address), "limit": .stringConvertible(limits.maxPerClient),
            ])
            context.close(promise: nil)
        }
    }

    private func scheduleBodyCheck(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        let loopBound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        bodyCheck = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = loopBound.value
            handler.bodyCheck = nil
            guard let current = handler.body else { return }
            let allowed = current.headersAt + handler.limits.bodyAllowance(bytes: current.bytes)
            if NIODeadline.now() < allowed {
                handler.scheduleBodyCheck(context, at: allowed)
            } else {
                handler.logger.notice("Closed a connection: request body too slow", metadata: [
                    "client": .string(context.channel.remoteAddress?.ipAddress ?? "unknown"),
                    "bytes": .stringConvertible(current.bytes),
                ])
                context.close(promise: nil)
            }
        }
    }

    private func finish() {
        bodyCheck?.cancel()
        bodyCheck = nil
        body = nil
        if let address = countedAddress {
            clients.close(address)
            countedAddress = nil
        }
    }
}

/// The process's limit on open files, which every connection counts against.
enum OpenFilesLimit {
    /// Raises the soft limit to the hard one (servers may; shells often start at 1,024) and
    /// returns the limit now in force.
    static func raiseToHardLimit() -> Int {
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
