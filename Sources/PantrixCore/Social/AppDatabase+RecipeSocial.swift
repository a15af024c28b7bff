
/// Everything social the recipe page shows, read in one transaction.
package struct RecipeSocial: Sendable {
    package let favourite: FavouriteState
    package let rating: RatingSummary
    package let comments: CommentsPage
    package let commentsPage: Int
    /// The viewer's lists (empty when signed out).
    package let lists: [ListChoice]
    package let recipeAuthorID: Int64?

    /// Memberwise, also for the test-support samples (an implicit one would be internal).
    package init(favourite: FavouriteState, rating: RatingSummary, comments: CommentsPage, commentsPage: Int, lists: [ListChoice], recipeAuthorID: Int64?) {
        self.favourite = favourite
        self.rating = rating
        self.comments = comments
        self.commentsPage = commentsPage
        self.lists = lists
        self.recipeAuthorID = recipeAuthorID
    }
}

extension AppDatabase {
    package func recipeSocial(recipeID: Int64, viewerID: Int64?, commentsPage: Int = 1, commentsPageSize: Int = 20) async throws -> RecipeSocial {
        try await store.read { db in
            try Self.recipeSocial(db, recipeID: recipeID, viewerID: viewerID, commentsPage: commentsPage, commentsPageSize: commentsPageSize)
        }
    }

    /// `known`: the recipe's row, already read (and its visibility checked) in this transaction —
    /// the recipe page passes it, saving three reads of that row.
    static func recipeSocial(
        _ db: SQLConnection, recipeID: Int64, viewerID: Int64?, commentsPage: Int, commentsPageSize: Int, known: Recipe? = nil
    ) throws -> RecipeSocial {
        let author = try known.map(\.authorId) ?? RecipeAccess.visibleAuthor(db, recipeID: recipeID, viewerID: viewerID)
        let count = try known.map(\.favouriteCount)
            ?? Int.fetchOne(db.cachedStatement(sql: "SELECT favouriteCount FROM recipe WHERE id = ?"), arguments: [recipeID]) ?? 0
        var isFavourite = false
        var lists: [ListChoice] = []
        if let viewerID {
            isFavourite = try db.fetch(isFavouriteRead(userID: viewerID, recipeID: recipeID)) ?? false
            lists = try Self.listChoices(db, userID: viewerID, recipeID: recipeID)
        }
        let page = max(commentsPage, 1)
        return RecipeSocial(
            favourite: FavouriteState(isFavourite: isFavourite, count: count),
            rating: try Self.ratingSummary(db, recipeID: recipeID, userID: viewerID, known: known),
            comments: try Self.comments(db, recipeID: recipeID, viewerID: viewerID, page: page, pageSize: commentsPageSize),
            commentsPage: page, lists: lists, recipeAuthorID: author)
    }

    /// The reads of `recipeSocial` given the recipe's row, sent together.
    static func prefetchSocial(_ db: SQLConnection, recipeID: Int64, viewerID: Int64?, commentsPage: Int, commentsPageSize: Int) {
        guard db.sendsAhead else { return }
        if let viewerID {
            db.prefetch(isFavouriteRead(userID: viewerID, recipeID: recipeID), listChoicesRead(userID: viewerID, recipeID: recipeID),
                        myStarsRead(userID: viewerID, recipeID: recipeID))
        }
        db.prefetch(commentsRead(recipeID: recipeID, viewerID: viewerID, page: max(commentsPage, 1), pageSize: commentsPageSize))
    }

    static func isFavouriteRead(userID: Int64, recipeID: Int64) -> SQLRead<Bool?> {
        .value(Bool.self, sql: "SELECT EXISTS (SELECT 1 FROM favourite WHERE userId = ? AND recipeId = ?)", arguments: [userID, recipeID])
    }
}
