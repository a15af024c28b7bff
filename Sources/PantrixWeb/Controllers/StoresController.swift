import Foundation
import Hummingbird
import PantrixCore
import Templates

/// /stores (signed in): the kitchen's stores and the prices recorded there. A mistake re-renders
/// the page with what was typed and a message by the field.
struct StoresController {
    let services: AppServices
    let now: @Sendable () -> Date

    struct StoreForm: Decodable {
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
        routes.get(.stores, use: showStores)
        routes.post(.stores, body: .form, use: addStore)
        routes.post(.store(.key), body: .form, use: updateStore)
        routes.post(.storeDelete(.key), body: .form, use: deleteStore)
        routes.post(.storePrices, body: .form, use: recordPrice)
        routes.post(.storePriceDelete(.key), body: .form, use: deletePrice)
    }

    /// GET /stores: your stores and the prices you paid.
    @Sendable func showStores(request: Request, context: SignedInContext) async throws -> Response {
        try await render(context)
    }

    /// POST /stores: adds a store.
    @Sendable func addStore(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(StoreForm.self, context: context)
        do {
            let store = try await services.database.addStore(name: form.name ?? "", address: form.address ?? "", userID: context.userID, now: now())
            services.pages.flash(context, .success, "Added \(store.name).")
            return SafeRedirect.seeOther(.stores)
        } catch let error as StoreError {
            return try await render(context, rejected: .newStore(name: form.name ?? "", address: form.address ?? "", error: error), status: .unprocessableContent)
        }
    }

    /// POST /stores/{id}: renames a store or changes its address.
    @Sendable func updateStore(request: Request, context: SignedInContext) async throws -> Response {
        let id = try PantryController.id(context)
        let form = try await request.decodeForm(StoreForm.self, context: context)
        do {
            try await services.database.updateStore(id: id, name: form.name ?? "", address: form.address ?? "", userID: context.userID)
            services.pages.flash(context, .success, "Saved.")
            return SafeRedirect.seeOther(.stores)
        } catch let error as StoreError {
            let rejected = StoresPage.Rejected.store(id: id, name: form.name ?? "", address: form.address ?? "", error: error)
            return try await render(context, rejected: rejected, status: .unprocessableContent)
        }
    }

    /// POST /stores/{id}/delete: deletes a store and its prices.
    @Sendable func deleteStore(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.deleteStore(id: try PantryController.id(context), userID: context.userID)
        services.pages.flash(context, .success, "Deleted the store and its prices.")
        return SafeRedirect.seeOther(.stores)
    }

    /// POST /stores/prices: records what an item cost at a store.
    @Sendable func recordPrice(request: Request, context: SignedInContext) async throws -> Response {
        let form = try await request.decodeForm(PriceForm.self, context: context)
        do {
            let price = try await services.database.recordPrice(
                item: form.item ?? "", quantity: form.quantity ?? "", paid: form.paid ?? "",
                storeID: form.store.flatMap { Int64($0) }, userID: context.userID, now: now())
            services.pages.flash(context, .success, "Recorded \(price.name): \(Money.usd(price.paid)) for \(price.quantityText).")
            return SafeRedirect.seeOther(.stores)
        } catch let error as StoreError {
            let rejected = StoresPage.Rejected.price(item: form.item ?? "", quantity: form.quantity ?? "", paid: form.paid ?? "", store: form.store ?? "", error: error)
            return try await render(context, rejected: rejected, status: .unprocessableContent)
        }
    }

    /// POST /stores/prices/{id}/delete: deletes a recorded price.
    @Sendable func deletePrice(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.deleteStorePrice(id: try PantryController.id(context), userID: context.userID)
        services.pages.flash(context, .success, "Deleted the price.")
        return SafeRedirect.seeOther(.stores)
    }

    private func render(_ context: SignedInContext, rejected: StoresPage.Rejected? = nil, status: HTTPResponse.Status = .ok) async throws -> Response {
        let page = StoresPage(
            layout: services.pages.layout(context, title: "Your stores", section: .groceries, hasForm: true),
            stores: try await services.database.stores(userID: context.userID),
            prices: try await services.database.recentStorePrices(userID: context.userID), household: try await services.householdNote(context),
            rejected: rejected)
        return services.renderer.html(page, status: status)
    }
}
