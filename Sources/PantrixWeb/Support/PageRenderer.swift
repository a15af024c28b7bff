import Foundation
import Hummingbird
import Mustache

/// Every template the app renders; checked at start-up so a missing file stops the server
/// with a clear message instead of failing on the first visitor.
enum Template: String, CaseIterable, Sendable {
    case layout
    case home
    case login
    case register
    case settings
    case error
    case nutrition
    case foods
    case food
    case search
    case recipe
    case importRecipes = "import-recipes"
    case pantry
    case cook
    case groceries
    case recipeForm = "recipe-form"
    case recipeDelete = "recipe-delete"
    case recipeFoods = "recipe-foods"
    case profile
    case following
    case cooked
    case leaderboard
    case points
    case taste
    case favourites
    case lists
    case list
}

struct TemplateMissing: Error, CustomStringConvertible {
    let names: [String]
    let folder: String
    var description: String { "Missing template(s) \(names.joined(separator: ", ")) in \(folder)" }
}

/// Loads the Mustache templates once and turns page models into HTML responses.
package struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    package init(templatesPath: String) async throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: templatesPath, isDirectory: &isFolder), isFolder.boolValue else {
            throw TemplateMissing(names: ["(the whole folder)"], folder: templatesPath)
        }
        MustacheContentTypes.register(HTMLEscaping(), named: "HTML")
        let library = try await MustacheLibrary(directory: templatesPath)
        let missing = Template.allCases.map(\.rawValue).filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else { throw TemplateMissing(names: missing, folder: templatesPath) }
        self.library = library
    }

    func html(_ template: Template, _ model: some Any, status: HTTPResponse.Status = .ok) throws -> Response {
        let body = try render(template, model)
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.eTag] = PageETag.of(body.utf8)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// The page's HTML alone, without a response around it.
    func render(_ template: Template, _ model: some Any) throws -> String {
        guard let body = library.render(model, withTemplate: template.rawValue) else {
            throw HTTPError(.internalServerError)
        }
        return body
    }
}
