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
        var page = ImportPage(layout: layout(context))
        let pasted = form.text("pasted") ?? ""
        page.pasted.value = pasted
        page.privateChecked = form.text("private") == "yes"
        if let refused = await refuseIfTooMany(&page, context, at: \.file) { return refused }
        let source: (Data, String?)
        if let file = form.file("file") {
            source = (file.data, file.filename)
        } else if !pasted.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            source = (Data(pasted.utf8), nil)
        } else {
            page.file.error = "Choose a .json or .html file, or paste the recipe's JSON-LD below."
            return services.renderer.html(page, status: .unprocessableContent)
        }
        return try await importAndReport(source.0, filename: source.1, page: page, context: context)
    }

    /// POST /recipes/import/link: imports the recipe on a web page.
    /// "From a link": fetch the page (RecipeFetcher's rules), then import it like an uploaded file.
    @Sendable func importLink(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(LinkForm.self, context: context)
        var page = ImportPage(layout: layout(context))
        page.link.value = form.url ?? ""
        page.privateChecked = form.private == "yes"
        if let refused = await refuseIfTooMany(&page, context, at: \.link) { return refused }
        let fetched: FetchedPage
        do throws(RecipeFetchError) {
            fetched = try await services.recipeFetcher.fetch(page.link.value)
        } catch {
            page.link.error = error.message
            return services.renderer.html(page, status: .unprocessableContent)
        }
        return try await importAndReport(
            fetched.data, filename: fetched.filename, pageURL: fetched.url.absoluteString, covers: true, page: page, context: context
        ) { page in
            let noRecipe = [ImportProblem.noRecipeInPage.message, ImportProblem.noRecipeInFile.message]
            page.link.error = page.problems.contains(where: noRecipe.contains)
                ? "That page has no recipe Pantrix can read (no schema.org Recipe)."
                : "Nothing could be imported from that page; the reasons are listed above."
        }
    }

    /// The 429 page when the person has imported too much lately, with the wait under `field`.
    /// Every attempt counts, refused or not: each one costs the server a read, or a fetch.
    private func refuseIfTooMany(
        _ page: inout ImportPage, _ context: SignedInContext, at field: WritableKeyPath<ImportPage, FormField>
    ) async -> Response? {
        guard let wait = await services.limits.admit("user:\(context.userID)", by: services.limits.importsPerUser) else { return nil }
        let retry = RetryWait(wait)
        page[keyPath: field].error = "You've imported a lot in a short time. Please wait \(retry.minutes) and try again."
        var response = services.renderer.html(page, status: .tooManyRequests)
        response.headers.append(contentsOf: retry.headers)
        return response
    }

    /// The one path from bytes to the report page, for files, pasted text and fetched links; a
    /// link's recipes bring the photo they name (`covers`, ImportController+Covers).
    private func importAndReport(
        _ data: Data, filename: String?, pageURL: String? = nil, covers: Bool = false, page: ImportPage, context: SignedInContext,
        nothingImported: (inout ImportPage) -> Void = { _ in }
    ) async throws -> Response {
        var page = page
        var report = try await services.database.importRecipes(
            from: data, filename: filename, authorID: context.userID, visibility: page.privateChecked ? .private : .public,
            pageURL: pageURL)
        // Like a recipe written in the editor, an imported one is kept in favourites.
        for recipe in report.imported {
            try await services.database.setFavourite(recipeID: recipe.id, userID: context.userID, on: true)
        }
        if covers { await addCovers(&report, userID: context.userID, logger: context.logger) }
        page.show(report)
        // A refused link stays in its field to correct; once imported, the field is free for the next.
        if report.imported.isEmpty { nothingImported(&page) } else { page.link.value = "" }
        return services.renderer.html(page, status: report.imported.isEmpty ? .unprocessableContent : .ok)
    }
}
