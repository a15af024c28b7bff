import Templates
import Foundation
import Hummingbird
import PantrixCore
import RecipeLD

/// /recipes/import (signed in): schema.org Recipe JSON-LD from a .json file, an .html page, pasted
/// text, or a link whose page the server fetches; all of them through one import and one report.
struct ImportController {
    let services: AppServices

    struct LinkForm: Decodable {
        let url: String?
        let `private`: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.recipeImport, use: showImport)
        routes.post(.recipeImport, body: .upload(.file), use: importRecipes)
        routes.post(.recipeImportLink, body: .form, use: importLink)
    }

    /// GET /recipes/import: the forms to import from a file or a web address.
    @Sendable func showImport(request: Request, context: SignedInContext) async throws -> Response {
        services.renderer.html(ImportPage(layout: layout(context)))
    }

    private func layout(_ context: SignedInContext) -> LayoutModel {
        services.pages.layout(context, title: "Import recipes", section: nil, hasForm: true)
    }

    /// POST /recipes/import: imports recipes from a file or pasted text.
    @Sendable func importRecipes(request: Request, context: SignedInContext) async throws -> Response {
        let form = try context.uploadedForm().completeForm()
        let pasted = form.text("pasted") ?? ""
        let privateChecked = form.text("private") == "yes"
        func page(fileError: String? = nil, report: ImportReport? = nil) -> ImportPage {
            ImportPage(layout: layout(context), pasted: pasted, privateChecked: privateChecked, fileError: fileError, report: report)
        }
        if let wait = await importWait(context) { return refused(page(fileError: Self.waitMessage(wait)), wait) }
        let source: (Data, String?)
        if let file = form.file("file") {
            source = (file.data, file.filename)
        } else if !pasted.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            source = (Data(pasted.utf8), nil)
        } else {
            return services.renderer.html(page(fileError: "Choose a .json or .html file, or paste the recipe's JSON-LD below."), status: .unprocessableContent)
        }
        let report = try await runImport(source.0, filename: source.1, privately: privateChecked, context: context)
        return services.renderer.html(page(report: report), status: report.imported.isEmpty ? .unprocessableContent : .ok)
    }

    /// POST /recipes/import/link: imports the recipe on a web page.
    /// "From a link": fetch the page (RecipeFetcher's rules), then import it like an uploaded file.
    @Sendable func importLink(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(LinkForm.self, context: context)
        let link = form.url ?? "", privateChecked = form.private == "yes"
        func page(linkError: String? = nil, report: ImportReport? = nil) -> ImportPage {
            ImportPage(layout: layout(context), link: link, privateChecked: privateChecked, linkError: linkError, report: report)
        }
        if let wait = await importWait(context) { return refused(page(linkError: Self.waitMessage(wait)), wait) }
        let fetched: FetchedPage
        do throws(RecipeFetchError) {
            fetched = try await services.recipeFetcher.fetch(link)
        } catch {
            return services.renderer.html(page(linkError: error.message), status: .unprocessableContent)
        }
        let report = try await runImport(
            fetched.data, filename: fetched.filename, pageURL: fetched.url.absoluteString, covers: true, privately: privateChecked, context: context)
        guard report.imported.isEmpty else { return services.renderer.html(page(report: report)) }
        let noRecipe = [ImportProblem.noRecipeInPage.message, ImportProblem.noRecipeInFile.message]
        let error = report.problems.contains(where: noRecipe.contains)
            ? "That page has no recipe Pantrix can read (no schema.org Recipe)." : "Nothing could be imported from that page; the reasons are listed above."
        return services.renderer.html(page(linkError: error, report: report), status: .unprocessableContent)
    }

    /// A wait when the person has imported too much lately. Every attempt counts, refused or not:
    /// each one costs the server a read, or a fetch.
    private func importWait(_ context: SignedInContext) async -> RetryWait? {
        await services.limits.admit("user:\(context.userID)", by: services.limits.importsPerUser).map(RetryWait.init)
    }

    private static func waitMessage(_ wait: RetryWait) -> String { "You've imported a lot in a short time. Please wait \(wait.minutes) and try again." }

    /// The 429 page, the wait said under the field the attempt came from.
    private func refused(_ page: ImportPage, _ wait: RetryWait) -> Response {
        var response = services.renderer.html(page, status: .tooManyRequests)
        response.headers.append(contentsOf: wait.headers)
        return response
    }

    /// The one path from bytes to a report, for files, pasted text and fetched links; a link's
    /// recipes bring the photo they name (`covers`, ImportController+Covers).
    private func runImport(
        _ data: Data, filename: String?, pageURL: String? = nil, covers: Bool = false, privately: Bool, context: SignedInContext
    ) async throws -> ImportReport {
        var report = try await services.database.importRecipes(
            from: data, filename: filename, authorID: context.userID, visibility: privately ? .private : .public, pageURL: pageURL)
        // Like a recipe written in the editor, an imported one is kept in favourites.
        for recipe in report.imported {
            try await services.database.setFavourite(recipeID: recipe.id, userID: context.userID, on: true)
        }
        if covers { await addCovers(&report, userID: context.userID, logger: context.logger) }
        return report
    }
}
