import Templates
import Foundation
import Hummingbird
import PantrixCore

/// /groceries (signed in): the shopping list, usable one-handed in a shop.
struct GroceriesController {
    let services: AppServices

    struct ItemForm: Decodable { var item: String? }
    struct CheckForm: Decodable { var checked: String? }
    struct MissingForm: Decodable {
        var recipeId: String?
        var back: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.groceries) { request, context in
            try await render(context, by: request.uri.queryParameters.get("by"))
        }
        routes.post(.groceries, body: .form) { request, context -> Response in
            let form = try await request.decodeForm(ItemForm.self, context: context)
            let text = form.item.trimmed
            guard !text.isEmpty, text.count <= 200 else {
                return try await render(context, status: .unprocessableContent) { page in
                    page.item = FormField(id: "item", value: form.item, error: text.isEmpty ? "Type what to buy, e.g. “2 lemons”." : "That is too long for one item (200 characters at most).")
                }
            }
            try await services.database.addGrocery(text: text, userID: context.userID)
            return SafeRedirect.seeOther(.groceries)
        }
        routes.post(.groceryCheck(.key), body: .form) { request, context -> Response in
            let form = try await request.decodeForm(CheckForm.self, context: context)
            try await services.database.setGroceryChecked(id: try PantryController.id(context), userID: context.userID, checked: form.checked == "yes")
            return SafeRedirect.seeOther(.groceries)
        }
        routes.post(.groceryDelete(.key), body: .form) { _, context -> Response in
            try await services.database.deleteGrocery(id: try PantryController.id(context), userID: context.userID)
            return SafeRedirect.seeOther(.groceries)
        }
        routes.post(.groceriesClearChecked, body: .form) { _, context -> Response in
            try await services.database.clearCheckedGroceries(userID: context.userID)
            services.pages.flash(context, .success, "Cleared the checked items.")
            return SafeRedirect.seeOther(.groceries)
        }
        routes.post(.groceriesToPantry, body: .form) { _, context -> Response in
            let moved = try await services.database.moveCheckedGroceriesToPantry(userID: context.userID)
            services.pages.flash(context, .success, moved == 1 ? "Moved 1 item to your pantry." : "Moved \(moved) items to your pantry.")
            return SafeRedirect.seeOther(.groceries)
        }
        routes.post(.groceriesAddMissing, body: .form) { request, context -> Response in
            let form = try await request.decodeForm(MissingForm.self, context: context)
            guard let id = form.recipeId.flatMap(Int64.init) else { throw RecipesController.notFound }
            let added: [String]
            do {
                added = try await services.database.addMissingToGroceries(recipeID: id, userID: context.userID)
            } catch RecipeError.notFound {
                throw RecipesController.notFound
            }
            services.pages.flash(context, .success, added.isEmpty ? "You have everything this recipe needs."
                : "Added to your grocery list: \(added.joined(separator: ", ")).")
            return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .recipe(.value(id))))
        }
    }

    private func render(_ context: SignedInContext, status: HTTPResponse.Status = .ok, by: String? = nil, edit: (inout GroceriesPage) -> Void = { _ in }) async throws -> Response {
        let list = try await services.database.groceryList(userID: context.userID)
        var page = GroceriesPage(
            layout: services.pages.layout(context, title: "Grocery list", section: .groceries, hasForm: true), list: list)
        // By store is the default once the kitchen has prices of its own.
        page.useStorePrices(try await services.database.kitchenPrices(userID: context.userID), list: list, byStore: by != "section")
        page.household = HouseholdNote(try await services.database.household(userID: context.userID), viewerID: context.userID)
        edit(&page)
        return services.renderer.html(page, status: status)
    }
}
