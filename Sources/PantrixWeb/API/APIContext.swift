import Foundation
import Hummingbird
import PantrixCore

/// Routes in a group with this context answer only requests with a valid bearer token
/// (`APITokenMiddleware` found it): "authorised by a token" is a type, as "signed in" is.
struct APIContext: ChildRequestContext {
    var coreContext: CoreRequestContextStorage
    let access: APIAccess
    var remoteAddress: String?
    let maxUploadSize: Int

    init(context: AppRequestContext) throws {
        guard let access = context.apiAccess else { throw APIProblem.unauthorised }
        self.coreContext = context.coreContext
        self.access = access
        self.remoteAddress = context.remoteAddress
        self.maxUploadSize = context.maxUploadSize
    }

    var userID: Int64 { access.userID }

    /// Changes need a read-write token.
    func requireWrite() throws {
        guard access.scope == .write else { throw APIProblem(.forbidden, "This token is read-only; changes need a read-write token.") }
    }
}

/// An API error: always `{"error": "..."}` (and, for a form-like body, `"fields"`), never an HTML page.
struct APIProblem: Error, HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    var fields: [String: String] = [:]
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, _ message: String, fields: [String: String] = [:], headers: HTTPFields = [:]) {
        (self.status, self.message, self.fields, self.headers) = (status, message, fields, headers)
    }

    static let unauthorised = APIProblem(
        .unauthorized, "Send a personal API token as 'Authorization: Bearer pxt_…' (make one in Settings → API tokens).",
        headers: [.wwwAuthenticate: #"Bearer realm="pantrix""#])
    static let notFound = APIProblem(.notFound, "No such item, or it isn't yours.")

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = APIJSON.response(status, Body(error: message, fields: fields.isEmpty ? nil : fields))
        response.headers.append(contentsOf: headers)
        return response
    }

    private struct Body: Encodable {
        let error: String
        let fields: [String: String]?
    }
}

/// The one way a JSON answer is written (the token API, the nutrition API, favourite toggles,
/// search suggestions, offline check-offs): sorted keys, ISO dates, never cached.
enum APIJSON {
    /// `{"error": message}`.
    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        response(status, ["error": message])
    }

    static func response(_ status: HTTPResponse.Status, _ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let data = (try? encoder.encode(value)) ?? Data(#"{"error":"The answer could not be written."}"#.utf8)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The request's JSON body as `T`; a 400 in words when it isn't.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request, _ context: APIContext, example: String) async throws -> T {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: context.maxUploadSize)
        } catch {
            throw APIProblem(.contentTooLarge, "The request is larger than \(context.maxUploadSize / 1024) KB.")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: body))
        } catch {
            throw APIProblem(.badRequest, "Send JSON like \(example).")
        }
    }
}
