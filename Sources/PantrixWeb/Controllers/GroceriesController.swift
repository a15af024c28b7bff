import Templates
import Foundation
import Hummingbird
import PantrixCore

/// /groceries (signed in): the shopping list, usable one-handed in a shop.
struct GroceriesController {
    let services: AppServices

    struct ItemForm: Decodable {
        var item: String?
        /// Where a one-tap add ("what to buy next" on cook now) returns to.
        var back: String?
    }
    struct CheckForm: Decodable {
        var checked: String?
        /// "section" when the list was shown by section rather than by store.
        var by: String?

        var back: String { SiteURL.groceries.href(["by": by == "section" ? "section" : nil]) }
    }
    struct MissingForm: Decodable {
        var recipeId: String?
        /// The servings the recipe page showed, when it was scaled.
        var servings: String?
        var back: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.groceries, use: showGroceries)
        routes.post(.groceries, body: .form, use: addGrocery)
        routes.post(.groceryCheck(.key), body: .form, use: checkGrocery)
        routes.post(.groceryDelete(.key), body: .form, use: deleteGrocery)
        routes.post(.groceriesClearChecked, body: .form, use: clearChecked)
        routes.post(.groceriesToPantry, body: .form, use: moveCheckedToPantry)
        routes.post(.groceriesAddMissing, body: .form, use: addMissingForRecipe)
    }

    /// GET /groceries: the grocery list, by aisle or by store.
    @Sendable func showGroceries(request: Request, context: SignedInContext) async throws -> Response {
        try await render(context, by: request.queryFields.get("by"))
    }

    /// POST /groceries: adds an item to the list.
    @Sendable func addGrocery(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ItemForm.self, context: context)
        let text = form.item.trimmed
        guard !text.isEmpty, text.count <= 200 else {
            let error = text.isEmpty ? "Type what to buy, e.g. “2 lemons”." : "That is too long for one item (200 characters at most)."
            return try await render(context, item: FormField(id: "item", value: form.item, error: error), status: .unprocessableContent)
        }
        try await services.database.addGrocery(text: text, userID: context.userID)
        guard form.back != nil else { return SafeRedirect.seeOther(.groceries) }
        services.pages.flash(context, .success, "Added \(text) to your grocery list.")
        return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .groceries))
    }

    /// POST /groceries/{id}/check: ticks an item or unticks it.
    @Sendable func checkGrocery(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(CheckForm.self, context: context)
        try await services.database.setGroceryChecked(id: try PantryController.id(context), userID: context.userID, checked: form.checked == "yes")
        return SafeRedirect.seeOther(form.back)
    }

    /// POST /groceries/{id}/delete: takes an item off the list.
    @Sendable func deleteGrocery(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(CheckForm.self, context: context)
        try await services.database.deleteGrocery(id: try PantryController.id(context), userID: context.userID)
        return SafeRedirect.seeOther(form.back)
    }

    /// POST /groceries/clear-checked: takes the ticked items off the list.
    @Sendable func clearChecked(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.clearCheckedGroceries(userID: context.userID)
        services.pages.flash(context, .success, "Cleared the checked items.")
        return SafeRedirect.seeOther(.groceries)
    }

    /// POST /groceries/to-pantry: the ticked items go to the pantry, with the prices paid.
    @Sendable func moveCheckedToPantry(request: Request, context: SignedInContext) async throws -> Response {
        let fields = try await request.formFields(context: context)
        if let refused = try await recordPaid(fields, context) { return refused }
        let moved = try await services.database.moveCheckedGroceriesToPantry(userID: context.userID)
        if moved == 0 {
            // The button is on the page without JavaScript whether or not anything is ticked.
            services.pages.flash(context, .info, "Nothing is ticked yet: tick what you bought, then move it to the pantry.")
        } else {
            services.pages.flash(context, .success, moved == 1 ? "Moved 1 item to your pantry." : "Moved \(moved) items to your pantry.")
        }
        return SafeRedirect.seeOther(.groceries)
    }

    /// POST /groceries/add-missing: what a recipe needs and the pantry lacks goes on the list.
    @Sendable func addMissingForRecipe(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(MissingForm.self, context: context)
        guard let id = form.recipeId.flatMap(Int64.init) else { throw RecipesController.notFound }
        let added: [String]
        do {
            let servings = form.servings.flatMap(Int.init).map { min(max($0, 1), RecipePageOptions.maxServings) }
            added = try await services.database.addMissingToGroceries(recipeID: id, userID: context.userID, servings: servings)
        } catch RecipeError.notFound {
            throw RecipesController.notFound
        }
        services.pages.flash(context, .success, added.isEmpty ? "You have everything this recipe needs."
            : "Added to your grocery list: \(added.joined(separator: ", ")).")
        return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .recipe(.value(id))))
    }

    /// What was paid for checked items, recorded as prices; the page again with what was typed
    /// and a message when an amount or the store is wrong.
    private func recordPaid(_ fields: [String: String], _ context: SignedInContext) async throws -> Response? {
        let payment = GroceriesPage.Payment(fields)
        guard payment.isValid else { return try await render(context, payment: payment, status: .unprocessableContent) }
        guard let shopID = payment.shopID, !payment.amounts.isEmpty else { return nil }
        do {
            try await services.database.recordPaidForCheckedGroceries(payment.amounts, shopID: shopID, userID: context.userID)
        } catch let error as ShopError {
            return try await render(context, payment: payment.refused(error), status: .unprocessableContent)
        }
        return nil
    }

    /// The list; `item` and `payment` are a form sent back as typed with what is wrong with it.
    private func render(
        _ context: SignedInContext, by: String? = nil, item: FormField = FormField(id: "item"), payment: GroceriesPage.Payment? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let list = try await services.database.groceryList(userID: context.userID)
        // Stores for "What did you pay?", which shows with the first tick, without a reload.
        let payStores = list.entries.isEmpty ? [] : try await services.database.shops(userID: context.userID).map {
            FormOption(value: String($0.id ?? 0), label: $0.name, selected: String($0.id ?? 0) == payment?.store)
        }
        // By store is the default once the kitchen has prices of its own.
        let page = GroceriesPage(
            layout: services.pages.layout(context, title: "Grocery list", section: .groceries, hasForm: true), list: list,
            prices: try await services.database.kitchenPrices(userID: context.userID), byStore: by != "section",
            household: try await services.householdNote(context), payStores: payStores, item: item, payment: payment)
        return services.renderer.html(page, status: status)
    }
}
