import Hummingbird

struct UserFacingError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    var headers: HTTPFields = [:]

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: headers)
    }
}
