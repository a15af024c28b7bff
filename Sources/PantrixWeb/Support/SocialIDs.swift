import Hummingbird
import PantrixCore

/// Small helpers the social controllers share.
enum SocialIDs {
    /// The fetch() enhancements ask for JSON; plain forms get a redirect.
    static func wantsJSON(_ request: Request) -> Bool {
        request.headers[.accept]?.contains("application/json") == true
    }

    static func json(_ text: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
