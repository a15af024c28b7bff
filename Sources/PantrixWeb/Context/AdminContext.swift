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

    init(context: AppRequestContext) throws {
        guard let user = context.user, user.isAdmin, !user.isDisabled, let id = user.id else { throw Self.notFound }
        self.coreContext = context.coreContext
        self.sessions = context.sessions
        self.user = user
        self.userID = id
        self.remoteAddress = context.remoteAddress
        self.maxUploadSize = context.maxUploadSize
        self.upload = context.upload
    }

    var pageUser: User? { user }
    var actor: AdminActor { AdminActor(user) }

    /// What the router answers for an address it has no route for, so the admin area's routes
    /// cannot be told from unknown ones.
    static var notFound: HTTPError { HTTPError(.notFound) }
}
