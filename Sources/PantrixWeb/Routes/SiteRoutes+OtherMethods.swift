import HTTPTypes
import Hummingbird

extension SiteRoutes where Context == AppRequestContext {
    /// The methods a request may use that no route of its path declares.
    static var refusedMethods: [HTTPRequest.Method] { [.get, .post, .put, .patch, .delete] }

    /// Answers every other method on a declared path with 405 and an `Allow` header naming the
    /// path's methods (RFC 9110 §15.5.6), from the route table, after all routes are registered:
    /// the router itself only knows "no route", which would be a 404. Behind the path's gate, so
    /// an admin path stays a 404 to everyone else and an API path asks for a token first.
    /// HEAD follows GET (the router makes it), so it is allowed exactly where GET is.
    func refuseOtherMethods() {
        let declared = Dictionary(grouping: table.routes, by: \.url.pattern).mapValues { Set($0.map(\.method)) }
        for (pattern, methods) in declared {
            let allowed = Self.refusedMethods.filter(methods.contains) + (methods.contains(.get) ? [HTTPRequest.Method.head] : [])
            let allow = allowed.map(\.rawValue).joined(separator: ", ")
            let gate = table.gates[pattern] ?? { $0 }
            for method in Self.refusedMethods where !methods.contains(method) {
                gate(router.group()).on(RouterPath(pattern), method: method) { _, _ -> Response in
                    throw UserFacingError(
                        status: .methodNotAllowed, message: "This address doesn't take \(method.rawValue) requests; it takes \(allow).",
                        headers: [.allow: allow])
                }
            }
        }
    }
}
