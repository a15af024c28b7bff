import Hummingbird

/// HEAD for every GET route and static file: the same status and headers as GET, Content-Length
/// included (monitors and link checkers ask with HEAD), and no body. The router's generated HEAD
/// endpoints call the GET chain, where this turns the request into a GET; the page is still
/// built, since its headers depend on it.
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var head = request.head
        head.method = .get
        let response = try await next(Request(head: head, body: request.body), context)
        var headers = response.headers
        if headers[.contentLength] == nil, response.status != .notModified, let length = response.body.contentLength {
            headers[.contentLength] = String(length)
        }
        return Response(status: response.status, headers: headers, body: ResponseBody())
    }
}
