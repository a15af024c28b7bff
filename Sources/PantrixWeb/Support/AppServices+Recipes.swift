import Foundation
import PantrixCore

extension AppServices {
    /// A recipe a person wrote (in the editor or through the API), saved: it goes into their
    /// favourites, where one looks for one's own, and the cuisine list learns its cuisine.
    func addAuthoredRecipe(_ prepared: PreparedRecipe, authorID: Int64, visibility: RecipeVisibility) async throws -> Int64 {
        let id = try await database.addRecipe(prepared, origin: .user, authorID: authorID, visibility: visibility)
        try await database.setFavourite(recipeID: id, userID: authorID, on: true)
        cuisines.invalidate()
        return id
    }

    /// Saves the author's changes to their recipe.
    func updateAuthoredRecipe(id: Int64, authorID: Int64, with prepared: PreparedRecipe, visibility: RecipeVisibility) async throws {
        try await database.updateRecipe(id: id, authorID: authorID, with: prepared, visibility: visibility)
        cuisines.invalidate()
    }

    /// Deletes the author's recipe and its photos' files (`RecipeError.notFound` for anyone else's).
    func removeRecipe(id: Int64, authorID: Int64) async throws {
        _ = try await database.editableRecipe(id: id, authorID: authorID)
        // Files first: once the rows cascade away nothing would name them.
        try await photos.removeFiles(recipeID: id)
        try await database.deleteRecipe(id: id, authorID: authorID)
    }
}
