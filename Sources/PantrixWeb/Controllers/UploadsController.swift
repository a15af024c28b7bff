import Hummingbird
import PantrixCore

/// GET /uploads/{name}: the photo files. Only names of the shape the server makes are looked
/// up; the type is always JPEG (every photo is re-encoded), never guessed from the name.
struct UploadsController {
    let uploads: UploadsDirectory
    let fileIO = FileIO()

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.uploads(.key)) { _, context -> Response in
            guard let name = context.parameters.get("name"), UploadsDirectory.isValidName(name) else { throw Self.notFound }
            let body: ResponseBody
            do {
                body = try await fileIO.loadFile(path: uploads.url.appendingPathComponent(name).path, context: context)
            } catch {
                throw Self.notFound
            }
            var headers = HTTPFields()
            headers[.contentType] = "image/jpeg"
            headers[.xContentTypeOptions] = "nosniff"
            // Names are never reused, so a file never changes.
            headers[.cacheControl] = "public, max-age=31536000, immutable"
            return Response(status: .ok, headers: headers, body: body)
        }
    }

    static let notFound = UserFacingError(status: .notFound, message: "That photo doesn't exist, or it was deleted.")
}
