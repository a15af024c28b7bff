import Templates
import Foundation
import Hummingbird
import PantrixCore

/// /pantry (signed in): what you have at home, and your staples.
struct PantryController {
    let services: AppServices

    struct AddForm: Decodable {
        var item: String?
        var useBy: String?
        var lines: String?
    }

    struct EditForm: Decodable {
        var text: String?
        var useBy: String?
    }

    struct StapleForm: Decodable {
        var staple: String?
        var key: String?
    }

    struct ScanForm: Decodable { var code: String? }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.pantry, use: showPantry)
        routes.post(.pantryItems, body: .form, use: addToPantry)
        routes.post(.pantryScan, body: .form, use: addScanned)
        routes.post(.pantryItem(.key), body: .form, use: updatePantryItem)
        routes.post(.pantryItemDelete(.key), body: .form, use: removePantryItem)
        routes.post(.pantryBasics, body: .form, use: answerBasics)
        routes.post(.pantryStaples, body: .form, use: changeStaples)
    }

    /// GET /pantry: what is in your pantry, with the forms to add more.
    @Sendable func showPantry(request: Request, context: SignedInContext) async throws -> Response {
        try await render(context)
    }

    /// POST /pantry/scan: a barcode, typed or read by the camera. A known product goes in at once;
    /// an unknown one is described once, for everyone.
    @Sendable func addScanned(request: Request, context: SignedInContext) async throws -> Response {
        let typed = try await request.decodeForm(ScanForm.self, context: context).code.trimmed
        let barcode: Barcode
        do {
            barcode = try Barcode(typed)
        } catch let problem {
            return try await render(context, rejected: .barcode(typed: typed, error: problem.message), status: .unprocessableContent)
        }
        guard let product = try await services.database.product(barcode: barcode) else {
            return SafeRedirect.seeOther(SiteURL.productNew.href(["code": barcode.digits]))
        }
        try await services.database.addProductToPantry(product, userID: context.userID)
        services.pages.flash(context, .success, "Added \(product.package) \(product.name)\(product.brand.map { " (\($0))" } ?? "") to your pantry.")
        return SafeRedirect.seeOther(SiteURL.pantry.href(fragment: "items-heading"))
    }

    /// POST /pantry/items/{id}: changes an item's text or use-by date.
    @Sendable func updatePantryItem(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(EditForm.self, context: context)
        let useBy = form.useBy.trimmed
        guard useBy.isEmpty || UseByDate.parse(useBy) != nil else {
            services.pages.flash(context, .error, "“\(useBy)” is not a date; use the date picker or YYYY-MM-DD.")
            return SafeRedirect.seeOther(.pantry)
        }
        do {
            try await services.database.updatePantryItem(id: try Self.id(context), userID: context.userID, text: form.text.trimmed, useBy: UseByDate.parse(useBy))
        } catch PantryError.emptyItem {
            services.pages.flash(context, .error, "An item needs a name. To remove it, use Remove.")
            return SafeRedirect.seeOther(.pantry)
        }
        services.pages.flash(context, .success, "Saved.")
        return SafeRedirect.seeOther(.pantry)
    }

    /// POST /pantry/items/{id}/delete: takes an item out of the pantry.
    @Sendable func removePantryItem(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.removePantryItem(id: try Self.id(context), userID: context.userID)
        services.pages.flash(context, .success, "Removed from your pantry.")
        return SafeRedirect.seeOther(.pantry)
    }

    /// POST /pantry/staples: adds a staple or removes one.
    @Sendable func changeStaples(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(StapleForm.self, context: context)
        if let key = form.key, !key.isEmpty {
            try await services.database.removeStaple(userID: context.userID, ingredientKey: key)
        } else if !form.staple.trimmed.isEmpty {
            try await services.database.addStaple(userID: context.userID, text: form.staple.trimmed)
        }
        return SafeRedirect.seeOther(SiteURL.pantry.href(fragment: "staples"))
    }

    static func id(_ context: SignedInContext) throws -> Int64 {
        let id = try context.parameters.id(otherwise: PantryError.notFound)
        return id
    }

    private func render(_ context: SignedInContext, rejected: PantryPage.Rejected? = nil, status: HTTPResponse.Status = .ok) async throws -> Response {
        let database = services.database
        let page = PantryPage(
            layout: services.pages.layout(context, title: "Your pantry", section: .pantry, hasForm: true),
            items: try await database.pantryItems(userID: context.userID), staples: try await database.staples(userID: context.userID),
            vocabulary: try await services.vocabulary.names(database), household: try await services.householdNote(context),
            basicsPending: try await database.kitchenBasicsPending(userID: context.userID), rejected: rejected)
        return services.renderer.html(page, status: status)
    }

    /// POST /pantry/basics: the answers to the kitchen-basics checklist.
    /// The kitchen-basics checklist: the ticked ones become staples, or "not now"; either way it is not asked again.
    @Sendable func answerBasics(request: Request, context: SignedInContext) async throws -> Response {
        let fields = try await request.formFields(context: context)
        let taken = fields["answer"] == "skip" ? [] : KitchenBasicsOffer.taken(fields)
        try await services.database.answerKitchenBasics(userID: context.userID, taking: taken)
        services.pages.flash(context, .success, taken.isEmpty ? "Not now, then: add staples on your pantry page whenever you like."
            : "Added \(taken.count) basics to your staples; cook now counts them as always there.")
        return SafeRedirect.seeOther(SafeRedirect.localPath(fields["back"], fallback: .pantry))
    }

    /// POST /pantry/items: adds ingredient lines to the pantry.
    @Sendable func addToPantry(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(AddForm.self, context: context)
        let useByText = form.useBy.trimmed
        let lines = form.lines.map { $0.components(separatedBy: .newlines) } ?? [form.item.trimmed]
        let (kept, useBy, problem) = PantryEntry.check(lines, useBy: useByText)
        if let problem {
            return try await render(context, rejected: .add(item: form.item, lines: form.lines, useBy: useByText, error: problem), status: .unprocessableContent)
        }
        let report = try await services.database.addPantryItems(userID: context.userID, lines: kept, useBy: useBy)
        var message = [String]()
        if !report.added.isEmpty { message.append("Added " + report.added.joined(separator: ", ") + ".") }
        if !report.merged.isEmpty { message.append("Updated " + report.merged.joined(separator: ", ") + " (already in your pantry).") }
        services.pages.flash(context, .success, message.joined(separator: " "))
        for note in report.notes { services.pages.flash(context, .info, note) }
        return SafeRedirect.seeOther(.pantry)
    }
}
