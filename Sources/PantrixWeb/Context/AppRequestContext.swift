import Foundation
import NIOCore
import Hummingbird
import HummingbirdAuth
import PantrixCore

/// The context every request starts with: its session, the signed-in user if any, and the
/// address it came from (for rate limits).
package struct AppRequestContext: SessionRequestContext, RequestContext {
    package var coreContext: CoreRequestContextStorage
    package let sessions: SessionContext<UserSession>
    var user: User?
    var remoteAddress: String?
    /// The most a handler reads of a form or JSON body: the matched route's cap (`BodyLimitMiddleware`).
    package var maxUploadSize: Int
    /// An upload route's multipart body, read once by its CSRF check.
    var upload: UploadedForm?
    /// On an API route: whom the request's bearer token speaks for (`APITokenMiddleware`).
    var apiAccess: APIAccess?
    /// The form token for a visitor without a session (`AnonymousVisitorMiddleware`).
    var anonymousForm: AnonymousFormToken?
    /// Messages for the next page of a visitor without a session (`AnonymousVisitorMiddleware`).
    var anonymousFlash: AnonymousFlash?

    package init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.sessions = .init()
        self.user = nil
        self.remoteAddress = source.channel.remoteAddress?.ipAddress
        self.maxUploadSize = 64 * 1024
        self.upload = nil
        self.apiAccess = nil
        self.anonymousForm = nil
        self.anonymousFlash = nil
    }
}
