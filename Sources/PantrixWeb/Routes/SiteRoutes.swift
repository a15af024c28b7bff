import HTTPTypes
import Hummingbird
import Templates

/// Registers the site's routes, each with what it declares: its `SiteURL` gives the pattern,
/// its `RouteBody` the middleware that runs once the route is matched — the body cap (413 from
/// Content-Length), the CSRF check and, for uploads, the one read of the multipart body.
/// That middleware runs before the signed-in context is made, so a body declared too large is a
/// 413 whoever sends it, and a signed-out upload is sent to log in before any of it is read.
struct SiteRoutes<Context: RequestContext> {
    let router: Router<AppRequestContext>
    let limits: BodyLimits
    let uploads: UploadSlots
    let table: RouteTable
    /// The group handlers are added to: the router's, or the signed-in one.
    let group: (RouterGroup<AppRequestContext>) -> RouterGroup<Context>
    /// What runs before a route's own body cap and CSRF check: admin routes turn away everyone
    /// else there, so to them a POST with or without a token is the same 404 as an unknown address.
    var gate: (RouterGroup<AppRequestContext>) -> RouterGroup<AppRequestContext> = { $0 }

    @discardableResult
    func get(_ url: SiteURL, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) -> Self {
        on(.get, url, body: .none, use: handler)
    }

    @discardableResult
    func post(_ url: SiteURL, body: RouteBody, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) -> Self {
        on(.post, url, body: body, use: handler)
    }

    @discardableResult
    func on(
        _ method: HTTPRequest.Method, _ url: SiteURL, body: RouteBody,
        use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        table.routes.append(RouteDeclaration(method: method, url: url, body: body))
        table.gates[url.pattern] = gate
        return on(method, RouterPath(url.pattern), body: body, use: handler)
    }

    /// A route at a path of its own; the site's routes all come through `on(_:_:body:use:)`.
    @discardableResult
    func on(
        _ method: HTTPRequest.Method, _ path: RouterPath, body: RouteBody,
        use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        let guarded = gate(router.group())
            .add(middleware: BodyLimitMiddleware(body: body, limits: limits))
            .add(middleware: CSRFMiddleware(body: body, limits: limits, uploads: uploads))
        group(guarded).on(path, method: method, use: handler)
        return self
    }
}

extension SiteRoutes where Context == AppRequestContext {
    init(router: Router<AppRequestContext>, limits: BodyLimits, uploads: UploadSlots) {
        self.init(router: router, limits: limits, uploads: uploads, table: RouteTable(), group: { $0 })
    }

    /// The same routes for signed-in people only: anyone else is sent to log in.
    var signedIn: SiteRoutes<SignedInContext> {
        SiteRoutes<SignedInContext>(
            router: router, limits: limits, uploads: uploads, table: table, group: { $0.group(context: SignedInContext.self) })
    }

    /// The same routes for admins only: to anyone else they are 404, like an unknown address.
    var admin: SiteRoutes<AdminContext> {
        SiteRoutes<AdminContext>(
            router: router, limits: limits, uploads: uploads, table: table, group: { $0.group(context: AdminContext.self) },
            gate: { $0.add(middleware: AdminOnlyMiddleware()) })
    }
}

extension SiteRoutes where Context == AppRequestContext {
    /// The same routes for the JSON API: only a request with a valid bearer token reaches them
    /// (a 401 in JSON otherwise, before anything else is read); a session cookie counts for nothing.
    func api(_ tokens: APITokenMiddleware) -> SiteRoutes<APIContext> {
        SiteRoutes<APIContext>(
            router: router, limits: limits, uploads: uploads, table: table, group: { $0.group(context: APIContext.self) },
            gate: { $0.add(middleware: tokens) })
    }
}

/// Every route declared, in order (for tests and for finding a route's facts).
final class RouteTable {
    var routes: [RouteDeclaration] = []
    /// What runs ahead of each path's routes (`SiteRoutes.gate`), by pattern.
    var gates: [String: (RouterGroup<AppRequestContext>) -> RouterGroup<AppRequestContext>] = [:]

    func declaration(_ method: HTTPRequest.Method, _ url: SiteURL) -> RouteDeclaration? {
        routes.first { $0.method == method && $0.url == url }
    }
}
