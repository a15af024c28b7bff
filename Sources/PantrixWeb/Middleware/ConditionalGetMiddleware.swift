import Hummingbird

/// 304 Not Modified for a page the browser already has: the page's ETag (set by the renderer from
/// its bytes) against the request's If-None-Match. The page is still built; what is saved is the
/// download, which on a phone is most of the wait.
struct ConditionalGetMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // Most requests ask nothing: the response's headers are only looked at when one does.
        guard request.method == .get, let ifNoneMatch = request.headers[.ifNoneMatch] else { return try await next(request, context) }
        let response = try await next(request, context)
        guard response.status == .ok, let tag = response.headers[.eTag], PageETag.matches(ifNoneMatch, tag) else { return response }
        var headers = response.headers
        headers[.contentLength] = nil
        headers[.contentType] = nil
        return Response(status: .notModified, headers: headers, body: ResponseBody())
    }
}
