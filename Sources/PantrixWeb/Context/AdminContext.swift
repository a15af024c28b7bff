import Hummingbird
import HummingbirdAuth
import PantrixCore

/// Routes in a group with this context answer only admins: for everyone else, signed in or
/// not, they do not exist (404, the same page as any unknown address).
struct AdminContext: ChildRequestContext, PageContext {
    var coreContext: CoreRequestContextStorage
    let sessions: SessionContext<UserSession>
    let user: User
    let userID: Int64
    var remoteAddress: String?
    let maxUploadSize: Int
    let upload: UploadedForm?
    /// Where a goodbye goes once the session has ended (logging out, deleting the account).
    let anonymousFlash: AnonymousFlash?

    init(context: AppRequestContext) throws {
        guard let user = context.user, Self.admits(user), let id = user.id else { throw Self.notFound }
        self.coreContext = context.coreContext
        self.sessions = context.sessions
        self.user = user
        self.userID = id
        self.remoteAddress = context.remoteAddress
        self.maxUploadSize = context.maxUploadSize
        self.upload = context.upload
        self.anonymousFlash = context.anonymousFlash
    }

    static func admits(_ user: User?) -> Bool {
        guard let user else { return false }
        return user.isAdmin && !user.isDisabled
    }

    var pageUser: User? { user }
    var anonymousForm: AnonymousFormToken? { nil }
    var actor: AdminActor { AdminActor(user) }

    /// What the router answers for an address it has no route for, so the admin area's routes
    /// cannot be told from unknown ones.
    static var notFound: HTTPError { HTTPError(.notFound) }
}

/// Runs ahead of an admin route's body cap and CSRF check (SiteRoutes.admin), so someone who is
/// not an admin meets the same 404 whatever they send; AdminContext checks again for the handler.
struct AdminOnlyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard AdminContext.admits(context.user) else { throw AdminContext.notFound }
        return try await next(request, context)
    }
}
