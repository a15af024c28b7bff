import Foundation

/// Everything the recipe page shows that comes from the database, read together (one brief read).
package struct RecipePageData: Sendable {
    package let detail: RecipeDetail
    package let social: RecipeSocial
    /// Public recipes sharing the most ingredients, best first.
    package let related: [RecipeCard]
    /// Which of the related cards the viewer has favourited.
    package let favouritedRelated: Set<Int64>
    /// The newest photos, at most the gallery's limit.
    package let photos: [GalleryPhoto]
    package let photoTotal: Int
    /// The signed-in viewer's pantry, for "you have…" beside each line.
    package let pantry: PantrySet?
    /// The signed-in viewer's kitchen prices, for the cost "at your prices".
    package var prices = KitchenPrices()

    /// Public so that the page's samples and view tests can build the page as the query does.
    package init(
        detail: RecipeDetail, social: RecipeSocial, related: [RecipeCard] = [], favouritedRelated: Set<Int64> = [],
        photos: [GalleryPhoto] = [], photoTotal: Int = 0, pantry: PantrySet? = nil, prices: KitchenPrices = KitchenPrices()
    ) {
        self.detail = detail
        self.social = social
        self.related = related
        self.favouritedRelated = favouritedRelated
        self.photos = photos
        self.photoTotal = photoTotal
        self.pantry = pantry
        self.prices = prices
    }
}

extension AppDatabase {
    /// The recipe page's reads in one brief read (`SQLStore.readBrief`: on SQLite one snapshot on
    /// the calling thread, statements compiled once; on PostgreSQL the reads sent together as one
    /// statement, without a transaction) instead of one per part. The related ranking runs on
    /// the in-memory index first. Throws `RecipeError.notFound` when the viewer may not see it.
    package func recipePage(
        id: Int64, viewerID: Int64?, commentsPage: Int = 1, commentsPageSize: Int = 20, galleryLimit: Int = 24, today: Date = Date()
    ) async throws -> RecipePageData {
        let relatedIDs = try await relatedRecipeIDs(to: id)
        // Every read but the photo count and the author's name depends on nothing read before it:
        // sent together, PostgreSQL answers them while the page waits once.
        let prefetch: @Sendable (SQLConnection) -> Void = { db in
            Self.prefetchDetail(db, id: id)
            if !relatedIDs.isEmpty { db.prefetch(Self.publicCardsRead(ids: relatedIDs)) }
            db.prefetch(Self.galleryRead(recipeID: id, viewerID: viewerID, limit: galleryLimit, offset: 0))
            Self.prefetchSocial(db, recipeID: id, viewerID: viewerID, commentsPage: commentsPage, commentsPageSize: commentsPageSize)
            if let viewerID {
                if !relatedIDs.isEmpty { db.prefetch(Self.favouritedIDsRead(userID: viewerID, among: relatedIDs)) }
                db.prefetch(Self.kitchenPricesRead(userID: viewerID))
            }
        }
        let read: @Sendable (SQLConnection, PantrySet?) throws -> RecipePageData = { db, pantry in
            let detail = try Self.recipeDetail(db, id: id, viewerID: viewerID)
            let related = try Self.publicCards(db, ids: relatedIDs)
            let photos = try Self.photos(db, forRecipe: id, viewerID: viewerID, limit: galleryLimit, offset: 0)
            var data = RecipePageData(
                detail: detail,
                social: try Self.recipeSocial(db, recipeID: id, viewerID: viewerID, commentsPage: commentsPage,
                                              commentsPageSize: commentsPageSize, known: detail.recipe),
                related: related,
                // Asked among every related id (as sent ahead); only the shown cards' matter.
                favouritedRelated: try Self.favouritedIDs(db, userID: viewerID, among: relatedIDs).intersection(related.map(\.id)),
                photos: photos,
                // Counting is only needed when the gallery is full.
                photoTotal: photos.count < galleryLimit ? photos.count : try Self.photoCount(db, forRecipe: id, viewerID: viewerID),
                pantry: pantry)
            if let viewerID { data.prices = try Self.kitchenPrices(db, userID: viewerID) }
            return data
        }
        guard let viewerID else {
            return try await store.readBrief { db in
                if db.sendsAhead { prefetch(db) }
                return try read(db, nil)
            }
        }
        return try await readWithPantry(userID: viewerID, today: today, brief: true, prefetch: prefetch) { db, stored in try read(db, stored.set) }
    }
}
