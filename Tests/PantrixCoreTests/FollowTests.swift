import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The following feed: new recipes and photos from followed cooks only, never private ones.
@Suite struct FollowTests {
    @Test func feedHasFollowedCooksRecipesAndPhotosButNothingPrivate() async throws {
        let db = try AppDatabase.inMemory()
        let fan = try #require(try await db.createUser(username: "fan", email: nil, passwordHash: "x").id)
        let chef = try #require(try await db.createUser(username: "chef", email: nil, passwordHash: "x").id)
        let stranger = try #require(try await db.createUser(username: "stranger", email: nil, passwordHash: "x").id)
        func recipe(_ title: String, by author: Int64, _ visibility: RecipeVisibility = .public) async throws -> Int64 {
            let draft = RecipeDraft(title: title, category: "dinner", servings: 2, ingredients: ["2 large eggs"], steps: ["Cook."])
            return try await db.addRecipe(PreparedRecipe(draft), origin: .user, authorID: author, visibility: visibility)
        }
        func photo(_ user: Int64, _ recipe: Int64, _ caption: String) async throws {
            let row = Photo(id: nil, userId: user, recipeId: recipe, caption: caption, displayFile: UUID().uuidString, thumbFile: UUID().uuidString,
                            width: 10, height: 10, thumbWidth: 10, thumbHeight: 10, bytes: 1, createdAt: Date())
            _ = try await db.insertPhoto(row, quota: 10)
        }
        let open = try await recipe("Open Omelette", by: chef)
        let secret = try await recipe("Secret Omelette", by: chef, .private)
        _ = try await recipe("Stranger Omelette", by: stranger)
        try await photo(chef, open, "golden")
        try await photo(chef, secret, "hidden")
        try await photo(stranger, open, "not followed")

        #expect(try await db.followingRecipes(of: fan).isEmpty)
        try await db.setFollowing(true, username: "Chef", followerID: fan)
        await #expect(throws: PeopleError.cannotFollowSelf) { try await db.setFollowing(true, username: "fan", followerID: fan) }
        #expect(try await db.followingRecipes(of: fan).map(\.card.title) == ["Open Omelette"])
        #expect(try await db.followingPhotos(of: fan).map(\.photo.caption) == ["golden"])
        try await db.setFollowing(false, username: "chef", followerID: fan)
        #expect(try await db.followingPhotos(of: fan).isEmpty)
    }
}
