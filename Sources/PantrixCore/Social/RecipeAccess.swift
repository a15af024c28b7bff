
/// Who may see a recipe: anyone when it is public, otherwise only its author.
enum RecipeAccess {
    /// The recipe's author id (nil for seed recipes); throws `SocialError.notFound` when the
    /// recipe is missing or private to someone else.
    @discardableResult
    static func visibleAuthor(_ db: SQLConnection, recipeID: Int64, viewerID: Int64?) throws -> Int64? {
        guard let row = try SQLRow.fetchOne(db.cachedStatement(sql: "SELECT authorId, visibility FROM recipe WHERE id = ?"), arguments: [recipeID]) else {
            throw SocialError.notFound
        }
        let author: Int64? = row["authorId"]
        let visibility: String = row["visibility"]
        guard visibility == RecipeVisibility.public.rawValue || (viewerID != nil && author == viewerID) else {
            throw SocialError.notFound
        }
        return author
    }

    static func isVisible(_ db: SQLConnection, recipeID: Int64, viewerID: Int64?) -> Bool {
        do {
            try visibleAuthor(db, recipeID: recipeID, viewerID: viewerID)
            return true
        } catch {
            return false
        }
    }

    /// The SQL condition for "r is visible to the viewer bound at this place".
    static let visibleSQL = "(r.visibility = 'public' OR r.authorId = ?)"
}
