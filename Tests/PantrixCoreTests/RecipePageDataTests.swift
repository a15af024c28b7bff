import Foundation
import Testing
@testable import PantrixCore

/// The recipe page's one-transaction read gives what its separate reads give.
@Suite struct RecipePageDataTests {
    @Test func onePageReadMatchesThePartsReadOneByOne() async throws {
        let db = try await RecipeSearchTests.database()
        let cook = try #require(try await db.createUser(username: "cook", email: nil, passwordHash: "x").id)
        let stew = try await RecipeSearchTests.first("chickpea stew", in: db)
        let pasta = try #require(try await db.recipePage(id: stew.id, viewerID: nil).related.first)
        _ = try await db.setFavourite(recipeID: pasta.id, userID: cook, on: true)
        try await db.addPantryItems(userID: cook, lines: ["canned tomatoes", "1 onion"])

        // Signed in, before the cook's default staples exist: the page writes them once.
        let page = try await db.recipePage(id: stew.id, viewerID: cook)
        #expect(page.detail.recipe.title == "Chickpea Stew" && page.detail.ingredients.count == 3)
        #expect(page.related.map(\.id) == (try await db.recipePage(id: stew.id, viewerID: nil)).related.map(\.id), "the same related recipes signed in and out")
        #expect(page.favouritedRelated == [pasta.id], "the heart on the related card the cook favourited")
        let pantry = try #require(page.pantry)
        let names = pantry.holdings.values.map(\.name)
        #expect(names.contains { $0.contains("tomato") } && names.contains { $0.contains("onion") })
        #expect(names.contains("salt"), "a default staple")
        #expect(page.photos.isEmpty && page.photoTotal == 0)
        #expect(page.social.favourite.count == 0 && page.social.comments.comments.isEmpty)

        // Again, now read in the one transaction: the same pantry.
        let again = try await db.recipePage(id: stew.id, viewerID: cook)
        #expect(again.pantry?.holdings.keys.sorted() == pantry.holdings.keys.sorted())

        // Signed out: no pantry, no hearts.
        let visitor = try await db.recipePage(id: stew.id, viewerID: nil)
        #expect(visitor.pantry == nil && visitor.favouritedRelated.isEmpty && visitor.related.map(\.id) == page.related.map(\.id))
    }

    @Test func aPrivateRecipeIsNotFoundForOthers() async throws {
        let db = try await RecipeSearchTests.database()
        let owner = try #require(try await db.createUser(username: "owner", email: nil, passwordHash: "x").id)
        let other = try #require(try await db.createUser(username: "other", email: nil, passwordHash: "x").id)
        let id = try await db.addRecipe(
            PreparedRecipe(RecipeSearchTests.draft("Secret Soup", "soup", ingredients: ["4 tomatoes"])), origin: .user,
            authorID: owner, visibility: .private)
        await #expect(throws: RecipeError.notFound) { try await db.recipePage(id: id, viewerID: nil) }
        await #expect(throws: RecipeError.notFound) { try await db.recipePage(id: id, viewerID: other) }
        await #expect(throws: RecipeError.notFound) { try await db.recipePage(id: 999_999, viewerID: nil) }
        #expect(try await db.recipePage(id: id, viewerID: owner).detail.recipe.title == "Secret Soup")
    }
}
