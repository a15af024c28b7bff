import Hummingbird
import HummingbirdAuth
import PantrixCore

/// Routes in a group with this context can only be reached signed in: "signed in" is a type.
struct SignedInContext: ChildRequestContext {
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
        guard let user = context.user, let id = user.id else { throw SignInRequired() }
        self.coreContext = context.coreContext
        self.sessions = context.sessions
        self.user = user
        self.userID = id
        self.remoteAddress = context.remoteAddress
        self.maxUploadSize = context.maxUploadSize
        self.upload = context.upload
        self.anonymousFlash = context.anonymousFlash
    }
}

/// Thrown where a page needs a user; the error middleware turns it into a redirect to /login.
struct SignInRequired: Error {}
