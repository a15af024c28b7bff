import Foundation

/// What an admin does with a reported item. Each action is one transaction: the item, its
/// reports, the points it earned and the audit line change together.
extension AppDatabase {
    /// Closes the item's open reports and leaves the item as it is.
    package func dismissReports(_ item: ReportedItem, by actor: AdminActor, now: Date = Date()) async throws {
        try await store.write { db in
            let target = try Self.auditTarget(db, item) ?? "\(item.kind.noun) \(item.id) (gone)"
            let closed = try Self.resolveReports(db, item, as: "dismissed", by: actor, now: now)
            guard closed > 0 else { throw ModerationError.nothingOpen }
            try Self.recordAudit(
                db, actor: actor, action: "dismissed reports", target: target, reason: closed == 1 ? "1 report" : "\(closed) reports", now: now)
        }
    }

    /// Hides the item: it answers 404 to everyone but its owner, who is shown `reason`. A recipe
    /// leaves search, cook now, related recipes, feeds, suggestions and other people's lists at
    /// once, and every cooking entry logged with it loses its points; a photo leaves the gallery
    /// and the card image and loses its photo bonus. `photoFiles`: a photo's files under the new
    /// names `Moderation` moved them to, so links to the old ones stop working.
    func hide(
        _ item: ReportedItem, reason: String, by actor: AdminActor, photoFiles: (display: String, thumb: String)? = nil, now: Date
    ) async throws {
        let reason = try Self.moderationReason(reason)
        try await store.write { db in
            guard let target = try Self.auditTarget(db, item) else { throw ModerationError.itemGone }
            switch item.kind {
            case .recipe:
                guard let recipe = try Recipe.fetchOne(db, key: item.id) else { throw ModerationError.itemGone }
                guard !recipe.isHidden else { throw ModerationError.alreadyHidden }
                try db.execute(
                    sql: "UPDATE recipe SET visibility = 'hidden', hiddenAt = ?, hiddenReason = ? WHERE id = ?",
                    arguments: [now, reason, item.id])
                try Self.voidCookingEntries(db, recipeID: item.id, reason: "the recipe was hidden", now: now)
                db.announce(Self.recipeChangedEvent(item.id))
            case .photo:
                guard let photo = try Photo.fetchOne(db, key: item.id) else { throw ModerationError.itemGone }
                guard photo.hiddenAt == nil else { throw ModerationError.alreadyHidden }
                try db.execute(sql: """
                    UPDATE photo SET hiddenAt = ?, hiddenReason = ?, displayFile = ?, thumbFile = ? WHERE id = ?
                    """, arguments: [now, reason, photoFiles?.display ?? photo.displayFile, photoFiles?.thumb ?? photo.thumbFile, item.id])
                try Self.refreshCardImage(recipeID: photo.recipeId, db: db)
                try Self.removePhotoBonus(db, photoID: item.id)
            case .comment, .list, .profile:
                let table = Self.table(item.kind)
                try db.execute(sql: "UPDATE \(table) SET hiddenAt = ?, hiddenReason = ? WHERE id = ? AND hiddenAt IS NULL",
                               arguments: [now, reason, item.id])
                guard db.changesCount == 1 else { throw ModerationError.alreadyHidden }
            }
            _ = try Self.resolveReports(db, item, as: "hidden", by: actor, now: now)
            try Self.recordAudit(db, actor: actor, action: "hid \(item.kind.noun)", target: target, reason: reason, now: now)
        }
        if item.kind == .recipe { try await refreshCookNow(recipeID: item.id) }
    }

    /// Deletes the item as its owner's own delete would (a recipe with everything hanging off it,
    /// a photo with its bonus points); a recipe's cooking entries lose their points first.
    /// Returns the photos whose files are to go (`Moderation` removes them after the commit).
    func deleteReported(_ item: ReportedItem, reason: String, by actor: AdminActor, now: Date) async throws -> [Photo] {
        guard item.kind != .profile else { throw ModerationError.cannotDelete }
        let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard reason.count <= Self.maxModerationReasonLength else { throw ModerationError.reasonTooLong }
        let photos = try await store.write { db -> [Photo] in
            guard let target = try Self.auditTarget(db, item) else { throw ModerationError.itemGone }
            var photos: [Photo] = []
            switch item.kind {
            case .recipe:
                guard try Int.fetchOne(db, sql: "SELECT 1 FROM recipe WHERE id = ?", arguments: [item.id]) != nil else { throw ModerationError.itemGone }
                photos = try Photo.fetchAll(db, sql: "SELECT * FROM photo WHERE recipeId = ?", arguments: [item.id])
                try Self.voidCookingEntries(db, recipeID: item.id, reason: "the recipe was removed", now: now)
                try Self.deleteRecipeRows(id: item.id, db: db)
            case .photo:
                guard let photo = try Photo.fetchOne(db, key: item.id) else { throw ModerationError.itemGone }
                try Self.deletePhotoRow(photo, db: db)
                photos = [photo]
            case .comment, .list:
                try db.execute(sql: "DELETE FROM \(Self.table(item.kind)) WHERE id = ?", arguments: [item.id])
            case .profile:
                throw ModerationError.cannotDelete
            }
            _ = try Self.resolveReports(db, item, as: "deleted", by: actor, now: now)
            try Self.recordAudit(db, actor: actor, action: "deleted \(item.kind.noun)", target: target, reason: reason, now: now)
            return photos
        }
        if item.kind == .recipe { try await refreshCookNow(recipeID: item.id) }
        return photos
    }

    /// Marks the item's open reports resolved; returns how many there were.
    static func resolveReports(_ db: SQLConnection, _ item: ReportedItem, as resolution: String, by actor: AdminActor, now: Date) throws -> Int {
        try db.execute(sql: """
            UPDATE report SET resolvedAt = ?, resolvedBy = ?, resolution = ? WHERE itemKind = ? AND itemId = ? AND resolvedAt IS NULL
            """, arguments: [now, actor.userID, resolution, item.kind.rawValue, item.id])
        return db.changesCount
    }

    /// How the audit log names the item ("recipe 42 “Soup” by anna"); nil when it is gone.
    static func auditTarget(_ db: SQLConnection, _ item: ReportedItem) throws -> String? {
        guard let preview = try previews(db, items: [item])[item] else { return nil }
        let owner = preview.ownerName.map { " by \($0)" } ?? ""
        switch item.kind {
        case .recipe, .list: return "\(item.kind.noun) \(item.id) “\(preview.title)”\(owner)"
        case .photo, .comment: return "\(item.kind.noun) \(item.id)\(owner) on recipe \(preview.recipeId ?? 0) “\(preview.title)”"
        case .profile: return "profile \(preview.title)"
        }
    }

    static func table(_ kind: ReportKind) -> String {
        switch kind {
        case .recipe: "recipe"
        case .photo: "photo"
        case .comment: "comment"
        case .list: "recipe_list"
        case .profile: "user"
        }
    }

    /// The reason an admin gives for hiding or voiding, which its owner is shown: trimmed,
    /// 1–500 characters.
    static func moderationReason(_ text: String) throws -> String {
        let reason = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else { throw ModerationError.reasonRequired }
        guard reason.count <= maxModerationReasonLength else { throw ModerationError.reasonTooLong }
        return reason
    }
}
