import Templates
import Foundation
import Hummingbird
import PantrixCore
import RecipeLD

/// /recipes/import (signed in): schema.org Recipe JSON-LD from a .json file, an .html page, or pasted text.
struct ImportController {
    let services: AppServices

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.recipeImport) { _, context in
            services.renderer.html(ImportPage(layout: layout(context)))
        }
        routes.post(.recipeImport, body: .upload(.file), use: importRecipes)
    }

    private func layout(_ context: SignedInContext) -> LayoutModel {
        services.pages.layout(context, title: "Import recipes", section: nil, hasForm: true)
    }

    @Sendable func importRecipes(request: Request, context: SignedInContext) async throws -> Response {
        let form = try context.uploadedForm().completeForm()
        var page = ImportPage(layout: layout(context))
        let pasted = form.text("pasted") ?? ""
        page.pasted.value = pasted
        page.privateChecked = form.text("private") == "yes"
        let source: (Data, String?)
        if let file = form.file("file") {
            source = (file.data, file.filename)
        } else if !pasted.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            source = (Data(pasted.utf8), nil)
        } else {
            page.file.error = "Choose a .json or .html file, or paste the recipe's JSON-LD below."
            return services.renderer.html(page, status: .unprocessableContent)
        }
        let report = try await services.database.importRecipes(
            from: source.0, filename: source.1, authorID: context.userID, visibility: page.privateChecked ? .private : .public)
        // Like a recipe written in the editor, an imported one is kept in favourites.
        for recipe in report.imported {
            try await services.database.setFavourite(recipeID: recipe.id, userID: context.userID, on: true)
        }
        page.show(report)
        return services.renderer.html(page, status: report.imported.isEmpty ? .unprocessableContent : .ok)
    }
}
