import Hummingbird
import Templates

/// Turns a page model into an HTML response through its typed view (`Templates/Views`).
package struct PageRenderer: Sendable {
    package init() {}

    package func html(_ page: some Page, status: HTTPResponse.Status = .ok) -> Response {
        let body = page.document().bytes
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        // Signed-in pages go out `no-store` (CurrentUserMiddleware): a browser keeps nothing to
        // revalidate, so hashing their bytes for a tag would be wasted.
        if !page.layout.signedIn { headers[.eTag] = PageETag.of(body) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
