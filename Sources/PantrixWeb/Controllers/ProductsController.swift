import Foundation
import Hummingbird
import PantrixCore
import Templates

/// Products by barcode, shared by everyone on the instance: /products/new describes one nobody
/// has yet (and adds a package to the pantry), /products/{barcode} shows its labels per package
/// and per 100 g (signed out too) and lets a signed-in person change it; each change can be
/// undone by its maker or an admin.
struct ProductsController {
    let services: AppServices

    struct ProductForm: Decodable {
        var code: String?
        var name: String?
        var brand: String?
        var package: String?
        var food: String?
        var action: String?

        var details: ProductDetails {
            ProductDetails(name: name.trimmed, brand: brand.trimmed, package: package.trimmed, foodID: food.trimmed.isEmpty ? nil : food.trimmed)
        }
    }

    static let notFound = UserFacingError(status: .notFound, message: "Nobody here has described a product with that barcode yet. Scan it on your pantry page to add it.")

    func addRoutes(to routes: SiteRoutes<AppRequestContext>, signedIn: SiteRoutes<SignedInContext>) {
        signedIn.get(.productNew, use: showNewProduct)
        signedIn.post(.productNew, body: .form, use: createProduct)
        routes.get(.product(.key), use: showProduct)
        signedIn.post(.product(.key), body: .form, use: editProduct)
        signedIn.post(.productEditUndo(.key), body: .form, use: undoProductEdit)
    }

    /// GET /products/new: the form to describe a product not yet known.
    @Sendable func showNewProduct(request: Request, context: SignedInContext) async throws -> Response {
        let code: String = request.queryFields.get("code") ?? ""
        let barcode = try Self.barcode(code)
        if try await services.database.product(barcode: barcode) != nil { return SafeRedirect.seeOther(.product(.value(barcode.digits))) }
        return services.renderer.html(ProductNewPage(layout: layout(context, "New product"), barcode: barcode.digits))
    }

    /// POST /products/new: adds a product for a barcode.
    @Sendable func createProduct(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ProductForm.self, context: context)
        let barcode = try Self.barcode(form.code.trimmed)
        let details = form.details
        let problems = details.problems()
        guard form.action != "find", problems.isEmpty else {
            let finding = form.action == "find"
            let page = ProductNewPage(
                layout: layout(context, "New product"), barcode: barcode.digits, fields: ProductFields(details, problems: finding ? [:] : problems),
                problem: finding ? nil : problems.count == 1 ? "One thing needs fixing; see below." : "\(problems.count) things need fixing; see below.")
            return services.renderer.html(page, status: finding ? .ok : .unprocessableContent)
        }
        let product: Product
        do {
            product = try await services.database.describeProduct(barcode: barcode, details: details, userID: context.userID)
        } catch ProductError.exists {
            // Someone described it meanwhile: theirs stands, and the person gets the product.
            guard let existing = try await services.database.product(barcode: barcode) else { throw Self.notFound }
            product = existing
        }
        try await services.database.addProductToPantry(product, userID: context.userID)
        services.pages.flash(context, .success, "Saved “\(product.name)” for everyone here, and added \(product.package) to your pantry.")
        return SafeRedirect.seeOther(SiteURL.pantry.href(fragment: "items-heading"))
    }

    /// GET /products/{barcode}: a product's page.
    @Sendable func showProduct(request: Request, context: AppRequestContext) async throws -> Response {
        let barcode = try Self.barcode(context.parameters.get("barcode") ?? "")
        guard let product = try await services.database.product(barcode: barcode) else { throw Self.notFound }
        let page = ProductPage(
            layout: services.pages.layout(context, title: product.name, section: nil, hasForm: context.user != nil),
            product: product, edits: try await services.database.productEdits(productID: product.id), viewer: context.user)
        return services.renderer.html(page)
    }

    /// POST /products/{barcode}: saves a change to a product.
    @Sendable func editProduct(request: Request, context: SignedInContext) async throws -> Response {
        let barcode = try Self.barcode(context.parameters.get("barcode") ?? "")
        let form = try await request.decodeForm(ProductForm.self, context: context)
        guard let product = try await services.database.product(barcode: barcode) else { throw Self.notFound }
        let details = form.details
        let problems = details.problems()
        guard form.action != "find", problems.isEmpty else {
            let page = ProductPage(
                layout: layout(context, product.name), product: product,
                edits: try await services.database.productEdits(productID: product.id), viewer: context.user,
                fields: ProductFields(details, problems: form.action == "find" ? [:] : problems))
            return services.renderer.html(page, status: form.action == "find" ? .ok : .unprocessableContent)
        }
        try await services.database.editProduct(barcode: barcode, details: details, userID: context.userID)
        services.pages.flash(context, .success, "Saved. Your change is listed below; you can undo it.")
        return SafeRedirect.seeOther(.product(.value(barcode.digits)))
    }

    /// POST /products/edits/{id}/undo: undoes a change to a product.
    @Sendable func undoProductEdit(request: Request, context: SignedInContext) async throws -> Response {
        let id = try context.parameters.id(otherwise: Self.notFound)
        do {
            try await services.database.undoProductEdit(id: id, by: context.user)
        } catch ProductError.notFound, ProductError.notAllowed {
            throw UserFacingError(status: .notFound, message: "That change is gone, or isn't yours to undo.")
        } catch ProductError.changedSince {
            throw UserFacingError(status: .conflict, message: "The product was changed again after that; undo the later change first.")
        }
        guard let barcode = try await services.database.productBarcode(editID: id) else { return SafeRedirect.seeOther(.pantry) }
        services.pages.flash(context, .success, "Undone: the product is as it was before that change.")
        return SafeRedirect.seeOther(.product(.value(barcode)))
    }

    private func layout(_ context: SignedInContext, _ title: String) -> LayoutModel {
        services.pages.layout(context, title: title, section: .pantry, hasForm: true)
    }

    static func barcode(_ text: String) throws -> Barcode {
        do {
            return try Barcode(text)
        } catch {
            throw UserFacingError(status: .notFound, message: error.message)
        }
    }
}
