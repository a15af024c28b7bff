import Hummingbird

/// Answers a signed-out visitor from `PageCache` when the page was made for someone like them
/// within the last few seconds and nothing was written since: no session, database or template
/// work. Only what SharedCacheMiddleware marked public is kept (a GET with no cookie, a 200 HTML
/// page that set none), under its address and whether the browser takes gzip, headers and bytes
/// exactly as sent. Sits inside HEAD and 304 handling, which work on a kept page as on a new one.
struct PageCacheMiddleware<Context: RequestContext>: RouterMiddleware {
    let cache: PageCache

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get, request.headers[.cookie] == nil else { return try await next(request, context) }
        let key = (Gzip.accepted(request.headers[.acceptEncoding]) ? "gzip " : "plain ") + request.uri.description
        if let page = cache.get(key) {
            context.coreContext.endpointPath.value = page.endpoint
            return Response(status: .ok, headers: page.headers, body: ResponseBody(byteBuffer: page.body))
        }
        let generation = cache.generation
        let response = try await next(request, context)
        guard response.status == .ok, response.headers[.setCookie] == nil,
              response.headers[.cacheControl]?.hasPrefix("public") == true,
              response.headers[.contentType]?.hasPrefix("text/html") == true,
              let length = response.body.contentLength, length <= cache.maxPageBytes else { return response }
        let collector = BodyCollector()
        try await response.body.write(collector)
        let page = PageCache.Page(headers: response.headers, body: collector.buffer, endpoint: context.endpointPath)
        cache.put(key, page, generation: generation)
        return Response(status: .ok, headers: page.headers, body: ResponseBody(byteBuffer: page.body))
    }
}
