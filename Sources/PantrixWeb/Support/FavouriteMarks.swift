import PantrixCore

extension AppServices {
    /// Which cards on a page the viewer has favourited: one query for every card on the page,
    /// whatever the number of cards or sections.
    func favouriteMarks(_ sections: [RecipeCard]..., viewerID: Int64?) async throws -> Set<Int64> {
        try await database.favouritedIDs(userID: viewerID, among: sections.flatMap { $0.map(\.id) })
    }
}
