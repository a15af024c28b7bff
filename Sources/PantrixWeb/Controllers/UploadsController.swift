import Hummingbird
import PantrixCore

/// GET /uploads/{name}: the photo files. Only names of the shape the server makes are looked
/// up; the type is always JPEG (every photo is re-encoded), never guessed from the name. A file
/// goes only to someone who may see its photo (`AppDatabase.photoFileAccess`): to anyone else
/// it doesn't exist.
struct UploadsController {
    let uploads: UploadsDirectory
    let database: AppDatabase
    let fileIO = FileIO()

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.uploads(.key), use: servePhoto)
    }

    /// GET /uploads/{name}: a photo's file, to those who may see its recipe.
    @Sendable func servePhoto(request: Request, context: AppRequestContext) async throws -> Response {
        guard let name = context.parameters.get("name"), UploadsDirectory.isValidName(name),
              let access = try await database.photoFileAccess(name: name, viewerID: context.user?.id, isAdmin: context.user?.isAdmin == true)
        else { throw Self.notFound }
        let body: ResponseBody
        do {
            body = try await fileIO.loadFile(path: uploads.url.appendingPathComponent(name).path, context: context)
        } catch {
            throw Self.notFound
        }
        var headers = HTTPFields()
        headers[.contentType] = "image/jpeg"
        headers[.xContentTypeOptions] = "nosniff"
        switch access {
        // Names are never reused, so a file never changes.
        case .everyone: headers[.cacheControl] = "public, max-age=31536000, immutable"
        // Kept by this browser alone, and only for a while: whether it may have the file
        // depends on who is signed in and on the recipe staying visible to them.
        case .viewerOnly: headers[.cacheControl] = "private, max-age=3600"
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    static let notFound = UserFacingError(status: .notFound, message: "That photo doesn't exist, or it was deleted.")
}
