import Foundation
import Hummingbird
import PantrixCore
import Templates

/// /stores (signed in): the kitchen's stores and the prices recorded there. A mistake re-renders
/// the page with what was typed and a message by the field.
struct ShopsController {
    let services: AppServices
    let now: @Sendable () -> Date

    struct ShopForm: Decodable {
        var name: String?
        var address: String?
    }

    struct PriceForm: Decodable {
        var item: String?
        var quantity: String?
        var paid: String?
        var store: String?
    }

    func addRoutes(to routes: SiteRoutes<SignedInContext>) {
        routes.get(.stores, use: showShops)
        routes.post(.stores, body: .form, use: addShop)
        routes.post(.store(.key), body: .form, use: updateShop)
        routes.post(.storeDelete(.key), body: .form, use: deleteShop)
        routes.post(.storePrices, body: .form, use: recordPrice)
        routes.post(.storePriceDelete(.key), body: .form, use: deletePrice)
    }

    /// GET /stores: your stores and the prices you paid.
    @Sendable func showShops(request: Request, context: SignedInContext) async throws -> Response {
        try await render(context)
    }

    /// POST /stores: adds a store.
    @Sendable func addShop(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(ShopForm.self, context: context)
        do {
            let store = try await services.database.addShop(name: form.name ?? "", address: form.address ?? "", userID: context.userID, now: now())
            services.pages.flash(context, .success, "Added \(store.name).")
            return SafeRedirect.seeOther(.stores)
        } catch let error as ShopError {
            return try await render(context, rejected: .newShop(name: form.name ?? "", address: form.address ?? "", error: error), status: .unprocessableContent)
        }
    }

    /// POST /stores/{id}: renames a store or changes its address.
    @Sendable func updateShop(request: Request, context: SignedInContext) async throws -> Response {
        let id = try PantryController.id(context)
        let form = try await request.decodeForm(ShopForm.self, context: context)
        do {
            try await services.database.updateShop(id: id, name: form.name ?? "", address: form.address ?? "", userID: context.userID)
            services.pages.flash(context, .success, "Saved.")
            return SafeRedirect.seeOther(.stores)
        } catch let error as ShopError {
            let rejected = ShopsPage.Rejected.store(id: id, name: form.name ?? "", address: form.address ?? "", error: error)
            return try await render(context, rejected: rejected, status: .unprocessableContent)
        }
    }

    /// POST /stores/{id}/delete: deletes a store and its prices.
    @Sendable func deleteShop(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.deleteShop(id: try PantryController.id(context), userID: context.userID)
        services.pages.flash(context, .success, "Deleted the store and its prices.")
        return SafeRedirect.seeOther(.stores)
    }

    /// POST /stores/prices: records what an item cost at a store.
    @Sendable func recordPrice(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(PriceForm.self, context: context)
        do {
            let price = try await services.database.recordPrice(
                item: form.item ?? "", quantity: form.quantity ?? "", paid: form.paid ?? "",
                shopID: form.store.flatMap { Int64($0) }, userID: context.userID, now: now())
            services.pages.flash(context, .success, "Recorded \(price.name): \(Money.usd(price.paid)) for \(price.quantityText).")
            return SafeRedirect.seeOther(.stores)
        } catch let error as ShopError {
            let rejected = ShopsPage.Rejected.price(item: form.item ?? "", quantity: form.quantity ?? "", paid: form.paid ?? "", store: form.store ?? "", error: error)
            return try await render(context, rejected: rejected, status: .unprocessableContent)
        }
    }

    /// POST /stores/prices/{id}/delete: deletes a recorded price.
    @Sendable func deletePrice(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.deleteShopPrice(id: try PantryController.id(context), userID: context.userID)
        services.pages.flash(context, .success, "Deleted the price.")
        return SafeRedirect.seeOther(.stores)
    }

    private func render(_ context: SignedInContext, rejected: ShopsPage.Rejected? = nil, status: HTTPResponse.Status = .ok) async throws -> Response {
        let page = ShopsPage(
            layout: services.pages.layout(context, title: "Your stores", section: .groceries, hasForm: true),
            stores: try await services.database.shops(userID: context.userID),
            prices: try await services.database.recentShopPrices(userID: context.userID), household: try await services.householdNote(context),
            rejected: rejected)
        return services.renderer.html(page, status: status)
    }
}
