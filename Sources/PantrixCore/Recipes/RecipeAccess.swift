/// Who may see a recipe, the one rule every page, list, count, total, feed, history and photo
/// goes through: a public recipe is anyone's; a private one, or one a moderator hid (its
/// visibility is then "hidden"), is its author's alone. Written once in Swift and once in SQL,
/// side by side, so the two can't drift apart (`RecipeVisibilityTests` checks they agree).
package enum RecipeAccess {
    /// The rule in Swift, for a recipe already read.
    static func mayView(visibility: String, authorID: Int64?, viewerID: Int64?) -> Bool {
        isEveryones(visibility) || isOwn(authorID: authorID, viewerID: viewerID)
    }

    /// The rule's two halves, for indexes that keep the first as a bit per recipe (cook now's
    /// `visible` bitset) and ask the second per row.
    package static func isEveryones(_ visibility: String) -> Bool { visibility == RecipeVisibility.public.rawValue }
    static func isOwn(authorID: Int64?, viewerID: Int64?) -> Bool { viewerID != nil && authorID == viewerID }

    /// The rule in SQL for the recipe row aliased `alias`, with the viewer bound at its one `?`
    /// (`viewerArgument`). Uses only the row's own columns, so a count or a join stays an
    /// index walk plus a primary-key probe per row.
    static func visibleSQL(_ alias: String) -> String {
        "(\(alias).visibility = 'public' OR \(alias).authorId = ?)"
    }

    /// The same rule for a page that is the same for everyone (no viewer): public recipes only.
    static func publicSQL(_ alias: String) -> String {
        "\(alias).visibility = 'public'"
    }

    /// What to bind at `visibleSQL`'s `?`: ids start at 1, so -1 is no one's.
    static func viewerArgument(_ viewerID: Int64?) -> Int64 { viewerID ?? -1 }

    /// The recipe's author id (nil for seed recipes); throws `SocialError.notFound` when the
    /// recipe is missing or not the viewer's to see.
    @discardableResult
    static func visibleAuthor(_ db: SQLConnection, recipeID: Int64, viewerID: Int64?) throws -> Int64? {
        guard let row = try SQLRow.fetchOne(db.cachedStatement(sql: "SELECT authorId, visibility FROM recipe WHERE id = ?"), arguments: [recipeID]),
              mayView(visibility: row["visibility"], authorID: row["authorId"], viewerID: viewerID) else {
            throw SocialError.notFound
        }
        return row["authorId"]
    }

    static func isVisible(_ db: SQLConnection, recipeID: Int64, viewerID: Int64?) -> Bool {
        do {
            try visibleAuthor(db, recipeID: recipeID, viewerID: viewerID)
            return true
        } catch {
            return false
        }
    }
}

extension Recipe {
    /// `RecipeAccess`'s rule for this row.
    package func isVisible(to viewerID: Int64?) -> Bool {
        RecipeAccess.mayView(visibility: visibility, authorID: authorId, viewerID: viewerID)
    }
}
