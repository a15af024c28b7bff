import Foundation

/// Who may have an uploaded file, and so how it may be cached.
package enum PhotoFileAccess: Sendable, Equatable {
    /// Anyone: the photo shows with a public recipe and is not hidden, the same for everyone.
    case everyone
    /// This viewer, and not everyone: a photo of a private or hidden recipe, a hidden photo, or a
    /// cover photo held for the viewer's form.
    case viewerOnly
}

extension AppDatabase {
    /// Who may have the file `name` (a photo's display file or thumbnail): the photo's recipe
    /// must be one the viewer may see (`RecipeAccess`), and a hidden photo is its uploader's;
    /// admins moderating see every file. A cover photo held for a form (`HeldPhoto`) is its
    /// uploader's alone, while it is held. Nil when no photo has the file or the viewer may not.
    package func photoFileAccess(name: String, viewerID: Int64?, isAdmin: Bool = false, now: Date = Date()) async throws -> PhotoFileAccess? {
        try await store.read { db in
            guard let row = try SQLRow.fetchOne(db.cachedStatement(sql: """
                SELECT p.userId, p.hiddenAt, r.visibility, r.authorId FROM photo p JOIN recipe r ON r.id = p.recipeId
                WHERE p.displayFile = ? OR p.thumbFile = ? LIMIT 1
                """), arguments: [name, name]) else {
                guard let viewerID else { return nil }
                let held = try Int.fetchOne(db.cachedStatement(sql: """
                    SELECT 1 FROM held_photo WHERE userId = ? AND (displayFile = ? OR thumbFile = ?) AND expiresAt > ? LIMIT 1
                    """), arguments: [viewerID, name, name, now])
                return held == nil ? nil : .viewerOnly
            }
            let visibility: String = row["visibility"], authorID: Int64? = row["authorId"]
            let shown = (row["hiddenAt"] as Date?) == nil
            if shown, RecipeAccess.mayView(visibility: visibility, authorID: authorID, viewerID: nil) { return .everyone }
            let uploader: Int64 = row["userId"]
            let mayView = RecipeAccess.mayView(visibility: visibility, authorID: authorID, viewerID: viewerID)
                && (shown || uploader == viewerID)
            return mayView || isAdmin ? .viewerOnly : nil
        }
    }
}
