import Hummingbird

/// Answers from `PageCache` what was made for someone like this visitor within the last few
/// seconds and not changed since: no session, database, template or file work. Two kinds are kept,
/// under their address and whether the browser takes gzip, headers and bytes exactly as sent:
/// - pages SharedCacheMiddleware marked public (a GET with no cookie, a 200 HTML page that set
///   none), dropped with everything else on any write;
/// - content-hashed static files (`immutable`: that name is those bytes for ever), whatever
///   cookies come with the request, since files are served before sessions are read.
/// A page not kept is made by one request; others asking for it meanwhile wait for that one.
/// Sits inside HEAD and 304 handling, which work on a kept answer as on a new one.
struct PageCacheMiddleware<Context: RequestContext>: RouterMiddleware {
    let cache: PageCache

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get else { return try await next(request, context) }
        let uri = request.uri.description
        let file = uri.hasPrefix(StaticFilesMiddleware<Context>.prefix)
        guard file || !request.headers.contains(.cookie) else { return try await next(request, context) }
        let key = PageCache.Key(uri: uri, gzip: Gzip.accepted(request.headers[.acceptEncoding]))
        let making: PageCache.Making
        switch await cache.lookup(key) {
        case .kept(let page):
            context.coreContext.endpointPath.value = page.endpoint
            return Response(status: .ok, headers: page.headers, body: ResponseBody(byteBuffer: page.body))
        case .make(let claim):
            making = claim
        }
        // Whatever happens, the page (or nil) goes back to the cache: others may be waiting for it.
        do {
            let (response, page) = try await make(request, context: context, next: next, file: file)
            cache.finish(making, with: page)
            return response
        } catch {
            cache.finish(making, with: nil)
            throw error
        }
    }

    /// The answer, and the page to keep if it is one.
    private func make(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response, file: Bool
    ) async throws -> (Response, PageCache.Page?) {
        let response = try await next(request, context)
        guard response.status == .ok, !response.headers.contains(.setCookie),
              let length = response.body.contentLength, length <= cache.maxPageBytes,
              let cacheControl = response.headers[.cacheControl] else { return (response, nil) }
        if file {
            guard cacheControl.contains("immutable") else { return (response, nil) }
        } else {
            guard cacheControl.hasPrefix("public"), response.headers[.contentType]?.hasPrefix("text/html") == true else { return (response, nil) }
        }
        let collector = BodyCollector()
        try await response.body.write(collector)
        let page = PageCache.Page(headers: response.headers, body: collector.buffer, endpoint: context.endpointPath)
        return (Response(status: .ok, headers: page.headers, body: ResponseBody(byteBuffer: page.body)), page)
    }
}
