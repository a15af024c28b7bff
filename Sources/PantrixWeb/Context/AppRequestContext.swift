import Foundation
import NIOCore
import Hummingbird
import HummingbirdAuth
import PantrixCore

/// The context every request starts with: its session, the signed-in user if any, and the
/// address it came from (for rate limits).
public struct AppRequestContext: SessionRequestContext, RequestContext {
    public var coreContext: CoreRequestContextStorage
    public let sessions: SessionContext<UserSession>
    var user: User?
    var remoteAddress: String?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.sessions = .init()
        self.user = nil
        self.remoteAddress = source.channel.remoteAddress?.ipAddress
    }

    /// Forms are small; uploads read their bodies with their own, larger limit.
    public var maxUploadSize: Int { 64 * 1024 }
}
