import Foundation

extension AppDatabase {
    /// Files a report. The reporter must be able to see the item and must not own it; a second
    /// report of the same item by the same person is `alreadyReported`. A disabled account
    /// reports nothing, whatever its session says.
    package func report(_ item: ReportedItem, reason: ReportReason, note: String, by reporter: User, now: Date = Date()) async throws {
        guard let reporterID = reporter.id else { throw ReportError.notFound }
        guard !reporter.isDisabled else { throw ReportError.accountDisabled }
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= Self.maxReportNoteLength else { throw ReportError.noteTooLong }
        try await store.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT disabledAt IS NULL FROM user WHERE id = ?", arguments: [reporterID]) == true else {
                throw ReportError.accountDisabled
            }
            let owner = try Self.visibleOwner(db, item, viewerID: reporterID)
            guard owner != reporterID else { throw ReportError.ownItem }
            try db.execute(sql: """
                INSERT INTO report (reporterId, itemKind, itemId, reason, note, createdAt) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (reporterId, itemKind, itemId) DO NOTHING
                """, arguments: [reporterID, item.kind.rawValue, item.id, reason.rawValue, note, now])
            guard db.changesCount == 1 else { throw ReportError.alreadyReported }
        }
    }

    /// Who owns the item (nil for a seed recipe), when the viewer may see it; `notFound` when it
    /// is missing, private or hidden to them.
    static func visibleOwner(_ db: SQLConnection, _ item: ReportedItem, viewerID: Int64) throws -> Int64? {
        @discardableResult
        func visibleRecipe(_ id: Int64) throws -> Int64? {
            do {
                return try RecipeAccess.visibleAuthor(db, recipeID: id, viewerID: viewerID)
            } catch SocialError.notFound {
                throw ReportError.notFound
            }
        }
        switch item.kind {
        case .recipe:
            return try visibleRecipe(item.id)
        case .photo, .comment:
            let table = item.kind == .photo ? "photo" : "comment"
            guard let row = try SQLRow.fetchOne(db, sql: "SELECT userId, recipeId, hiddenAt FROM \(table) WHERE id = ?", arguments: [item.id]),
                  (row["hiddenAt"] as Date?) == nil || row["userId"] == viewerID else { throw ReportError.notFound }
            try visibleRecipe(row["recipeId"])
            return row["userId"]
        case .list:
            guard let list = try RecipeList.fetchOne(db, key: item.id),
                  (list.isPublic && list.hiddenAt == nil) || list.userId == viewerID else { throw ReportError.notFound }
            return list.userId
        case .profile:
            guard let row = try SQLRow.fetchOne(db, sql: "SELECT id, hiddenAt FROM user WHERE id = ?", arguments: [item.id]),
                  (row["hiddenAt"] as Date?) == nil || row["id"] == viewerID else { throw ReportError.notFound }
            return item.id
        }
    }

    /// How many reported items wait for an admin (an item reported by several people counts once).
    package func openReportCount() async throws -> Int {
        try await store.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM report WHERE resolvedAt IS NULL GROUP BY itemKind, itemId) AS open") ?? 0
        }
    }

    /// The admin queue: one group per item with open reports (or, with `resolved`, items whose
    /// reports were dealt with, latest first), each with its reports and the item previewed.
    /// Four queries whatever the page size: the groups, their reports, and one preview query
    /// per kind of item on the page.
    package func reportQueue(order: ReportQueueOrder = .newest, resolved: Bool = false, page: Int = 1, pageSize: Int = 20) async throws -> ReportQueue {
        try await store.read { db in
            let sql: String
            if resolved {
                // The resolution is the latest resolved report's.
                sql = """
                    SELECT itemKind, itemId, count(*) AS reports, max(resolvedAt) AS latest,
                        (SELECT last.resolution FROM report last
                         WHERE last.itemKind = report.itemKind AND last.itemId = report.itemId AND last.resolvedAt IS NOT NULL
                         ORDER BY last.resolvedAt DESC, last.id DESC LIMIT 1) AS resolution
                    FROM report WHERE resolvedAt IS NOT NULL GROUP BY itemKind, itemId
                    ORDER BY latest DESC, itemKind, itemId LIMIT ? OFFSET ?
                    """
            } else {
                let ordering = order == .newest ? "latest DESC, reports DESC" : "reports DESC, latest DESC"
                sql = """
                    SELECT itemKind, itemId, count(*) AS reports, max(createdAt) AS latest, NULL AS resolution
                    FROM report WHERE resolvedAt IS NULL GROUP BY itemKind, itemId
                    ORDER BY \(ordering), max(id) DESC LIMIT ? OFFSET ?
                    """
            }
            let rows = try SQLRow.fetchAll(db, sql: sql, arguments: [pageSize + 1, (max(page, 1) - 1) * pageSize])
            let shown = rows.prefix(pageSize).compactMap { row -> (ReportedItem, Int, Date, String?)? in
                guard let kind = ReportKind(rawValue: row["itemKind"]) else { return nil }
                return (ReportedItem(kind, row["itemId"]), row["reports"], row["latest"], row["resolution"])
            }
            let items = shown.map(\.0)
            let entries = try Self.reportEntries(db, items: items, resolved: resolved)
            let previews = try Self.previews(db, items: items)
            let groups = shown.map { item, count, latest, resolution in
                let mine = entries[item] ?? []
                var counts: [ReportReason: Int] = [:]
                for entry in mine { counts[entry.reason, default: 0] += 1 }
                let reasons = ReportReason.allCases.compactMap { reason in counts[reason].map { ReportGroup.Reasons(reason: reason, count: $0) } }
                    .sorted { $0.count > $1.count }
                return ReportGroup(
                    item: item, reports: count, latest: latest, reasons: reasons, entries: mine, preview: previews[item], resolution: resolution)
            }
            return ReportQueue(groups: groups, hasMore: rows.count > pageSize)
        }
    }

    /// The reports of these items, newest first, with the reporters' names.
    static func reportEntries(_ db: SQLConnection, items: [ReportedItem], resolved: Bool) throws -> [ReportedItem: [ReportGroup.Entry]] {
        guard !items.isEmpty else { return [:] }
        let pairs = Array(repeating: "(?, ?)", count: items.count).joined(separator: ", ")
        let rows = try SQLRow.fetchAll(db, sql: """
            SELECT r.itemKind, r.itemId, r.reason, r.note, r.createdAt, u.username FROM report r JOIN user u ON u.id = r.reporterId
            WHERE r.resolvedAt IS \(resolved ? "NOT NULL" : "NULL") AND (r.itemKind, r.itemId) IN (VALUES \(pairs))
            ORDER BY r.createdAt DESC, r.id DESC
            """, arguments: SQLArguments(items.flatMap { [$0.kind.rawValue, $0.id] as [any SQLValueConvertible] }))
        var entries: [ReportedItem: [ReportGroup.Entry]] = [:]
        for row in rows {
            guard let kind = ReportKind(rawValue: row["itemKind"]), let reason = ReportReason(rawValue: row["reason"]) else { continue }
            entries[ReportedItem(kind, row["itemId"]), default: []].append(
                ReportGroup.Entry(reporter: row["username"], reason: reason, note: row["note"], createdAt: row["createdAt"]))
        }
        return entries
    }

    /// What each item is now, one query per kind; items that no longer exist are left out.
    static func previews(_ db: SQLConnection, items: [ReportedItem]) throws -> [ReportedItem: ReportedItemPreview] {
        var previews: [ReportedItem: ReportedItemPreview] = [:]
        for kind in ReportKind.allCases {
            let ids = items.filter { $0.kind == kind }.map(\.id)
            guard !ids.isEmpty else { continue }
            let sql = previewSQL(kind).replacingOccurrences(of: "IN (?)", with: "IN (\(databaseQuestionMarks(count: ids.count)))")
            for preview in try ReportedItemPreview.fetchAll(db, sql: sql, arguments: SQLArguments(ids)) {
                previews[ReportedItem(kind, preview.id)] = preview
            }
        }
        return previews
    }

    /// Each kind's row in the preview's columns.
    static func previewSQL(_ kind: ReportKind) -> String {
        switch kind {
        case .recipe:
            """
            SELECT r.id, r.title, r.description AS body, r.imagePath AS imageFile, r.authorId AS ownerId, u.username AS ownerName,
                   r.id AS recipeId, r.hiddenAt, r.hiddenReason, r.createdAt
            FROM recipe r LEFT JOIN user u ON u.id = r.authorId WHERE r.id IN (?)
            """
        case .photo:
            """
            SELECT p.id, r.title, p.caption AS body, p.thumbFile AS imageFile, p.userId AS ownerId, u.username AS ownerName,
                   p.recipeId, p.hiddenAt, p.hiddenReason, p.createdAt
            FROM photo p JOIN user u ON u.id = p.userId JOIN recipe r ON r.id = p.recipeId WHERE p.id IN (?)
            """
        case .comment:
            """
            SELECT c.id, r.title, c.body, NULL AS imageFile, c.userId AS ownerId, u.username AS ownerName,
                   c.recipeId, c.hiddenAt, c.hiddenReason, c.createdAt
            FROM comment c JOIN user u ON u.id = c.userId JOIN recipe r ON r.id = c.recipeId WHERE c.id IN (?)
            """
        case .list:
            """
            SELECT l.id, l.name AS title, 'Recipes in it: ' || (SELECT count(*) FROM recipe_list_item i WHERE i.listId = l.id) AS body,
                   NULL AS imageFile, l.userId AS ownerId, u.username AS ownerName, NULL AS recipeId, l.hiddenAt, l.hiddenReason, l.createdAt
            FROM recipe_list l JOIN user u ON u.id = l.userId WHERE l.id IN (?)
            """
        case .profile:
            """
            SELECT u.id, u.username AS title,
                   'Recipes: ' || (SELECT count(*) FROM recipe WHERE authorId = u.id) || ' · comments: '
                     || (SELECT count(*) FROM comment WHERE userId = u.id) || ' · photos: ' || (SELECT count(*) FROM photo WHERE userId = u.id) AS body,
                   NULL AS imageFile, u.id AS ownerId, u.username AS ownerName, NULL AS recipeId, u.hiddenAt, u.hiddenReason, u.createdAt
            FROM user u WHERE u.id IN (?)
            """
        }
    }
}
