import Templates
import Foundation
import Hummingbird
import PantrixCore

/// Named recipe lists: /lists (signed in) and /lists/{id} (public lists for anyone, private ones
/// only for their owner; to anyone else they don't exist).
struct ListsController {
    let services: AppServices

    struct ListForm: Decodable {
        var name: String?
        var visibility: String?
        var recipeId: String?
        var back: String?
    }

    struct ItemForm: Decodable {
        var listId: String?
        var recipeId: String?
        var back: String?
    }

    struct MoveForm: Decodable { var direction: String? }
    struct OrderForm: Decodable { var order: String? }

    func addPublicRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.list(.key), use: showList)
    }

    /// GET /lists/{id}: a list's recipes, if it is yours or public.
    @Sendable func showList(request: Request, context: AppRequestContext) async throws -> Response {
        try await show(context, id: try Self.listID(context))
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.lists, use: showLists)
        routes.post(.lists, body: .form, use: createList)
        routes.post(.listsAddRecipe, body: .form, use: addToList)
        routes.post(.list(.key), body: .form, use: updateList)
        routes.post(.listDelete(.key), body: .form, use: deleteList)
        routes.post(.listItemDelete(.key, .key), body: .form, use: removeFromList)
        routes.post(.listItemMove(.key, .key), body: .form, use: moveInList)
        routes.post(.listOrder(.key), body: .form, use: reorderList)
    }

    /// GET /lists: your lists.
    @Sendable func showLists(request: Request, context: SignedInContext) async throws -> Response {
        try await index(context)
    }

    /// POST /lists: makes a list, with a first recipe if one is given.
    @Sendable func createList(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ListForm.self, context: context)
        let given = form.recipeId.flatMap { $0.isEmpty ? nil : $0 }
        let recipeID = given.flatMap(Int64.init)
        guard given == nil || recipeID != nil else { throw SocialError.notFound }
        do {
            let list = try await services.database.createList(
                userID: context.userID, name: form.name ?? "", isPublic: form.visibility == "public", with: recipeID)
            guard let recipeID else { return SafeRedirect.seeOther(.list(.value(list.id ?? 0))) }
            services.pages.flash(context, .success, "Created “\(list.name)” and added the recipe to it.")
            return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .recipe(.value(recipeID))))
        } catch let error as SocialError where error != .notFound {
            let message = Self.message(error)
            if let recipeID {
                services.pages.flash(context, .error, message)
                return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .recipe(.value(recipeID))))
            }
            return try await index(context, name: FormField(id: "list-name", value: form.name, error: message), status: .unprocessableContent)
        }
    }

    /// POST /lists/add-recipe: adds a recipe to one of your lists.
    @Sendable func addToList(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ItemForm.self, context: context)
        guard let listID = form.listId.flatMap(Int64.init), let recipeID = form.recipeId.flatMap(Int64.init) else {
            throw SocialError.notFound
        }
        try await services.database.addToList(listID: listID, recipeID: recipeID, userID: context.userID)
        services.pages.flash(context, .success, "Added to your list.")
        return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .list(.value(listID))))
    }

    /// POST /lists/{id}: renames a list or changes who sees it.
    @Sendable func updateList(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ListForm.self, context: context)
        let id = try Self.listID(context)
        do {
            try await services.database.updateList(id: id, userID: context.userID, name: form.name ?? "", isPublic: form.visibility == "public")
            services.pages.flash(context, .success, "Saved.")
        } catch let error as SocialError where error != .notFound {
            services.pages.flash(context, .error, Self.message(error))
        }
        return SafeRedirect.seeOther(.list(.value(id)))
    }

    /// POST /lists/{id}/delete: deletes a list (not its recipes).
    @Sendable func deleteList(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.deleteList(id: try Self.listID(context), userID: context.userID)
        services.pages.flash(context, .success, "List deleted. The recipes themselves are still there.")
        return SafeRedirect.seeOther(.lists)
    }

    /// POST /lists/{id}/items/{recipeId}/delete: takes a recipe off a list.
    @Sendable func removeFromList(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ItemForm.self, context: context)
        let id = try Self.listID(context)
        try await services.database.removeFromList(listID: id, recipeID: try Self.recipeID(context), userID: context.userID)
        services.pages.flash(context, .success, "Removed from the list.")
        return SafeRedirect.seeOther(SafeRedirect.localPath(form.back, fallback: .list(.value(id))))
    }

    /// POST /lists/{id}/items/{recipeId}/move: moves a recipe up or down the list.
    @Sendable func moveInList(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(MoveForm.self, context: context)
        let id = try Self.listID(context), recipeID = try Self.recipeID(context)
        guard let direction = form.direction.flatMap(ListMove.init(rawValue:)) else { throw SocialError.notFound }
        try await services.database.moveInList(listID: id, recipeID: recipeID, userID: context.userID, direction: direction)
        return SafeRedirect.seeOther(SiteURL.list(.value(id)).href(fragment: "recipe-\(recipeID)"))
    }

    /// POST /lists/{id}/order: puts a list's recipes in the order sent; drag and drop sends the
    /// whole order at once (JavaScript only).
    @Sendable func reorderList(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(OrderForm.self, context: context)
        let id = try Self.listID(context)
        let ids = (form.order ?? "").split(separator: ",").prefix(1000).compactMap { Int64($0) }
        try await services.database.reorderList(listID: id, userID: context.userID, recipeIDs: ids)
        return SocialIDs.wantsJSON(request) ? SocialIDs.json(#"{"ok":true}"#) : SafeRedirect.seeOther(.list(.value(id)))
    }

    private func index(_ context: SignedInContext, name: FormField = FormField(id: "list-name"), status: HTTPResponse.Status = .ok) async throws -> Response {
        let page = ListsPage(
            layout: services.pages.layout(context, title: "Your lists", section: .favourites, hasForm: true),
            lists: try await services.database.lists(ofUser: context.userID), name: name)
        return services.renderer.html(page, status: status)
    }

    private func show(_ context: AppRequestContext, id: Int64) async throws -> Response {
        let detail = try await services.database.listDetail(id: id, viewerID: context.user?.id)
        let marks = try await services.favouriteMarks(detail.cards, viewerID: context.user?.id)
        let page = ListPage(layout: services.pages.layout(context, title: detail.list.name, section: detail.isOwner ? .favourites : nil),
                            detail: detail, marks: marks)
        return services.renderer.html(page)
    }

    /// The list and the recipe in the path: one that isn't a number is as missing as one that isn't there.
    private static func listID(_ context: some RequestContext) throws -> Int64 { try context.parameters.id(otherwise: SocialError.notFound) }
    private static func recipeID(_ context: some RequestContext) throws -> Int64 { try context.parameters.id("recipeId", otherwise: SocialError.notFound) }

    static func message(_ error: SocialError) -> String {
        switch error {
        case .emptyName: "Give the list a name, e.g. “Weeknight dinners”."
        case .nameTooLong: "A list name can be at most \(AppDatabase.maxListNameLength) characters."
        default: "That didn't work; please try again."
        }
    }
}
