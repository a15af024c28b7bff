import Hummingbird

/// Answers from `PageCache` what was made for someone like this visitor within the last few
/// seconds and not changed since: no session, database, template or file work. Two kinds are kept,
/// under their address and whether the browser takes gzip, headers and bytes exactly as sent:
/// - pages SharedCacheMiddleware marked public (a GET with no cookie, a 200 HTML page that set
///   none), dropped with everything else on any write;
/// - content-hashed static files (`immutable`: that name is those bytes for ever), whatever
///   cookies come with the request, since files are served before sessions are read.
/// Sits inside HEAD and 304 handling, which work on a kept answer as on a new one.
struct PageCacheMiddleware<Context: RequestContext>: RouterMiddleware {
    let cache: PageCache

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get else { return try await next(request, context) }
        let uri = request.uri.description
        let file = uri.hasPrefix(StaticFilesMiddleware<Context>.prefix)
        guard file || request.headers[.cookie] == nil else { return try await next(request, context) }
        let key = PageCache.Key(uri: uri, gzip: Gzip.accepted(request.headers[.acceptEncoding]))
        if let page = cache.get(key) {
            context.coreContext.endpointPath.value = page.endpoint
            return Response(status: .ok, headers: page.headers, body: ResponseBody(byteBuffer: page.body))
        }
        let generation = cache.generation
        let response = try await next(request, context)
        guard response.status == .ok, response.headers[.setCookie] == nil,
              let length = response.body.contentLength, length <= cache.maxPageBytes,
              let cacheControl = response.headers[.cacheControl] else { return response }
        if file {
            guard cacheControl.contains("immutable") else { return response }
        } else {
            guard cacheControl.hasPrefix("public"), response.headers[.contentType]?.hasPrefix("text/html") == true else { return response }
        }
        let collector = BodyCollector()
        try await response.body.write(collector)
        let page = PageCache.Page(headers: response.headers, body: collector.buffer, endpoint: context.endpointPath)
        cache.put(key, page, generation: generation)
        return Response(status: .ok, headers: page.headers, body: ResponseBody(byteBuffer: page.body))
    }
}
