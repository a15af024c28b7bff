import PantrixTestSupport
import DishPhotos
import Foundation
import GRDB
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// Reports, the admin queue, hiding and deleting, and points taken back: the rules as the store
/// keeps them, against a fixed clock.
@Suite struct ModerationTests {
    static let now = PointsTests.wednesday
    static func later(_ minutes: Double) -> Date { now.addingTimeInterval(minutes * 60) }

    struct World {
        let db: AppDatabase
        let ann: User
        let bob: User
        let cat: User
        let admin: AdminActor
        /// Ann's public recipe.
        let omelette: Int64
        /// A seed recipe nobody owns.
        let toast: Int64
    }

    static func world() async throws -> World {
        let db = try AppDatabase.inMemory()
        let ann = try await db.createUser(username: "ann", email: nil, passwordHash: "x")
        let bob = try await db.createUser(username: "bob", email: nil, passwordHash: "x")
        let cat = try await db.createUser(username: "cat", email: nil, passwordHash: "x")
        let root = try await db.createUser(username: "root", email: nil, passwordHash: "x")
        try await db.setRole(.admin, username: "root", by: .commandLine)
        let omelette = try await db.addRecipe(
            PreparedRecipe(CookNowTests.draft("Omelette", ["3 large eggs", "1 tbsp butter"])), origin: .user, authorID: ann.id)
        let toast = try await db.addRecipe(PreparedRecipe(CookNowTests.draft("Toast", ["2 slices bread", "1 tbsp butter"])), origin: .seed)
        return World(db: db, ann: ann, bob: bob, cat: cat, admin: AdminActor(root), omelette: omelette, toast: toast)
    }

    /// The running totals and the histogram agree with the cooking log, entry by entry.
    static func expectTotalsMatchTheLog(_ db: AppDatabase, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await db.store.read { db in
            let totals = try SQLRow.fetchAll(db, sql: "SELECT period, userId, points, cooked FROM points_total")
            for row in totals {
                let period: String = row["period"]
                let column = period == "all" ? "'all'" : period.hasPrefix("w") ? "weekKey" : "monthKey"
                let logged = try SQLRow.fetchOne(db, sql: """
                    SELECT coalesce(sum(points), 0) AS points, count(*) AS cooked FROM cooking_log
                    WHERE userId = ? AND \(column) = ? AND withheld IS NULL
                    """, arguments: [row["userId"] as Int64, period])!
                #expect(row["points"] as Int == logged["points"] as Int, "points of \(row)", sourceLocation: sourceLocation)
                #expect(row["cooked"] as Int == logged["cooked"] as Int, "cooked of \(row)", sourceLocation: sourceLocation)
            }
            let histogram = try SQLRow.fetchAll(db, sql: "SELECT period, points, users FROM points_histogram")
            let counted = try SQLRow.fetchAll(db, sql: "SELECT period, points, count(*) AS users FROM points_total WHERE points > 0 GROUP BY period, points")
            #expect(Set(histogram.map { "\($0["period"] as String) \($0["points"] as Int) \($0["users"] as Int)" })
                    == Set(counted.map { "\($0["period"] as String) \($0["points"] as Int) \($0["users"] as Int)" }),
                    "the histogram counts the totals", sourceLocation: sourceLocation)
        }
    }

    @Test func onePersonReportsAnItemOnceAndOnlyWhatTheyMaySeeAndDoNotOwn() async throws {
        let w = try await Self.world()
        let recipe = ReportedItem(.recipe, w.omelette)
        try await w.db.report(recipe, reason: .spam, note: " looks like an ad ", by: w.bob, now: Self.now)
        await #expect(throws: ReportError.alreadyReported) {
            try await w.db.report(recipe, reason: .offensive, note: "", by: w.bob, now: Self.later(1))
        }
        try await w.db.report(recipe, reason: .copyright, note: "", by: w.cat, now: Self.later(2))
        #expect(try await w.db.openReportCount() == 1, "two reports of one item wait as one")
        await #expect(throws: ReportError.ownItem) { try await w.db.report(recipe, reason: .spam, note: "", by: w.ann) }
        await #expect(throws: ReportError.noteTooLong) {
            try await w.db.report(ReportedItem(.recipe, w.toast), reason: .other, note: String(repeating: "x", count: 501), by: w.bob)
        }
        let secret = try await w.db.addRecipe(
            PreparedRecipe(CookNowTests.draft("Secret", ["1 onion"])), origin: .user, authorID: w.ann.id, visibility: .private)
        await #expect(throws: ReportError.notFound) { try await w.db.report(ReportedItem(.recipe, secret), reason: .spam, note: "", by: w.bob) }
        await #expect(throws: ReportError.notFound) { try await w.db.report(ReportedItem(.comment, 999), reason: .spam, note: "", by: w.bob) }

        // Every kind: a comment, a list, a profile (a photo: see photoHideMovesItsFilesAndTakesItsBonusBack).
        let comment = try await w.db.addComment(recipeID: w.toast, userID: w.ann.id!, body: "Burnt it. Twice.")
        try await w.db.report(ReportedItem(.comment, comment), reason: .offensive, note: "", by: w.bob)
        let list = try await w.db.createList(userID: w.ann.id!, name: "Picnic", isPublic: true)
        try await w.db.report(ReportedItem(.list, list.id!), reason: .spam, note: "", by: w.bob)
        let privateList = try await w.db.createList(userID: w.ann.id!, name: "Mine", isPublic: false)
        await #expect(throws: ReportError.notFound) { try await w.db.report(ReportedItem(.list, privateList.id!), reason: .spam, note: "", by: w.bob) }
        try await w.db.report(ReportedItem(.profile, w.ann.id!), reason: .other, note: "", by: w.bob)
        await #expect(throws: ReportError.ownItem) { try await w.db.report(ReportedItem(.profile, w.ann.id!), reason: .other, note: "", by: w.ann) }
        #expect(try await w.db.openReportCount() == 4)

        // A disabled account reports nothing, even with the User it signed in with.
        try await w.db.disableUser(id: w.cat.id!, reason: "spam", by: w.admin)
        await #expect(throws: ReportError.accountDisabled) {
            try await w.db.report(ReportedItem(.recipe, w.toast), reason: .spam, note: "", by: w.cat)
        }
        var disabled = w.cat
        disabled.disabledAt = Self.now
        await #expect(throws: ReportError.accountDisabled) {
            try await w.db.report(ReportedItem(.recipe, w.toast), reason: .spam, note: "", by: disabled)
        }
    }

    @Test func theQueueShowsNewestFirstMostReportedAmongEqualsAndDismissedReportsLeaveIt() async throws {
        let w = try await Self.world()
        let omelette = ReportedItem(.recipe, w.omelette), toast = ReportedItem(.recipe, w.toast)
        let profile = ReportedItem(.profile, w.ann.id!)
        try await w.db.report(omelette, reason: .spam, note: "", by: w.bob, now: Self.later(1))
        try await w.db.report(omelette, reason: .spam, note: "buy now", by: w.cat, now: Self.later(5))
        try await w.db.report(toast, reason: .unsafeFood, note: "raw eggs?", by: w.bob, now: Self.later(5))
        try await w.db.report(profile, reason: .offensive, note: "", by: w.bob, now: Self.later(9))

        let newest = try await w.db.reportQueue()
        #expect(newest.groups.map(\.item) == [profile, omelette, toast], "newest first; the most reported first at the same time")
        let first = try #require(newest.groups.first { $0.item == omelette })
        #expect(first.reports == 2 && first.reasons == [.init(reason: .spam, count: 2)])
        #expect(first.entries.map(\.reporter) == ["cat", "bob"] && first.entries.first?.note == "buy now")
        #expect(first.preview?.title == "Omelette" && first.preview?.ownerName == "ann")
        #expect(newest.groups.last?.preview?.ownerName == nil, "a seed recipe has no owner")
        #expect(try await w.db.reportQueue(order: .most).groups.map(\.item) == [omelette, profile, toast])
        let paged = try await w.db.reportQueue(page: 2, pageSize: 2)
        #expect(paged.groups.map(\.item) == [toast] && !paged.hasMore)

        try await w.db.dismissReports(omelette, by: w.admin, now: Self.later(10))
        await #expect(throws: ModerationError.nothingOpen) { try await w.db.dismissReports(omelette, by: w.admin) }
        #expect(try await w.db.reportQueue().groups.map(\.item) == [profile, toast])
        #expect(try await w.db.openReportCount() == 2)
        let resolved = try await w.db.reportQueue(resolved: true)
        #expect(resolved.groups.map(\.item) == [omelette] && resolved.groups.first?.resolution == "dismissed")
        let audit = try #require(try await w.db.auditLog().first { $0.action == "dismissed reports" })
        #expect(audit.target == "recipe \(w.omelette) “Omelette” by ann" && audit.reason == "2 reports" && audit.actor == "root")

        // A new report after a dismissal opens the item again.
        try await w.db.report(omelette, reason: .other, note: "", by: try #require(try await w.db.user(named: "root")))
        #expect(try await w.db.reportQueue().groups.first?.item == omelette)
    }

    @Test func hidingARecipeTakesBackEveryPointEarnedWithItAndKeepsTotalsExact() async throws {
        let w = try await Self.world()
        try await w.db.addPantryItems(userID: w.bob.id!, lines: ["eggs", "butter", "bread"])
        try await w.db.addPantryItems(userID: w.ann.id!, lines: ["eggs"])
        let bobs = try await w.db.recordCooking(recipeID: w.omelette, userID: w.bob.id!, servings: nil, usedUp: [], now: Self.now)
        #expect(try await w.db.awardPhotoBonus(photoID: 70, userID: w.bob.id!, recipeID: w.omelette, now: Self.later(30)) == 15)
        _ = try await w.db.recordCooking(recipeID: w.toast, userID: w.bob.id!, servings: nil, usedUp: [], now: Self.later(60))
        let anns = try await w.db.recordCooking(recipeID: w.omelette, userID: w.ann.id!, servings: nil, usedUp: [], now: Self.now)
        #expect(bobs.award.total > 0 && anns.award.total > 0)
        let toastPoints = try #require(try await w.db.standing(userID: w.bob.id!, now: Self.now)?.points) - bobs.award.total - 15
        try await Self.expectTotalsMatchTheLog(w.db)

        try await w.db.report(ReportedItem(.recipe, w.omelette), reason: .copyright, note: "", by: w.bob, now: Self.later(61))
        try await w.db.hide(ReportedItem(.recipe, w.omelette), reason: "Copied from a cookbook", by: w.admin, now: Self.later(62))

        #expect(try await w.db.standing(userID: w.bob.id!, now: Self.now)?.points == toastPoints, "the omelette and its photo bonus no longer count")
        #expect(try await w.db.standing(userID: w.ann.id!, now: Self.now) == nil, "the author's own points with it too")
        let history = try await w.db.cookingHistory(userID: w.bob.id!)
        let voided = try #require(history.first { $0.id == bobs.entryID })
        #expect(voided.withheld == "voided" && voided.points == 0 && voided.photoPoints == 0 && voided.voidReason == "the recipe was hidden")
        try await Self.expectTotalsMatchTheLog(w.db)
        let board = try await w.db.leaderboard(.week, now: Self.now, viewerID: w.ann.id)
        #expect(board.top.map(\.username) == ["bob"] && board.viewer == nil && board.participants == 1)

        // Its author still sees and may cook it, for no points; nobody else can.
        let recipe = try await w.db.recipeDetail(id: w.omelette, viewerID: w.ann.id).recipe
        #expect(recipe.isHidden && recipe.hiddenReason == "Copied from a cookbook")
        await #expect(throws: RecipeError.notFound) { try await w.db.recipeDetail(id: w.omelette, viewerID: w.bob.id) }
        let again = try await w.db.recordCooking(recipeID: w.omelette, userID: w.ann.id!, servings: nil, usedUp: [], now: PointsTests.day(1))
        #expect(again.award.withheld == .recipeHidden && again.award.total == 0)
        await #expect(throws: RecipeError.notFound) {
            try await w.db.recordCooking(recipeID: w.omelette, userID: w.bob.id!, servings: nil, usedUp: [], now: PointsTests.day(1))
        }
        #expect(try await w.db.reportQueue().groups.isEmpty, "hiding resolves its reports")
        let audit = try #require(try await w.db.auditLog().first { $0.action == "hid recipe" })
        #expect(audit.reason == "Copied from a cookbook" && audit.target == "recipe \(w.omelette) “Omelette” by ann" && audit.actor == "root")
        await #expect(throws: ModerationError.alreadyHidden) {
            try await w.db.hide(ReportedItem(.recipe, w.omelette), reason: "again", by: w.admin, now: Self.now)
        }
        try await Self.expectTotalsMatchTheLog(w.db)
    }

    @Test func anAdminVoidsOneEntryWithAReasonItsCookSees() async throws {
        let w = try await Self.world()
        try await w.db.addPantryItems(userID: w.bob.id!, lines: ["eggs", "butter", "bread"])
        let omelette = try await w.db.recordCooking(recipeID: w.omelette, userID: w.bob.id!, servings: nil, usedUp: [], now: Self.now)
        let toast = try await w.db.recordCooking(recipeID: w.toast, userID: w.bob.id!, servings: nil, usedUp: [], now: Self.later(5))
        let before = try #require(try await w.db.standing(userID: w.bob.id!, now: Self.now)?.points)

        await #expect(throws: ModerationError.reasonRequired) { try await w.db.voidCookingEntry(id: toast.entryID, reason: "  ", by: w.admin) }
        await #expect(throws: ModerationError.entryNotFound) { try await w.db.voidCookingEntry(id: 9_999, reason: "x", by: w.admin) }
        try await w.db.voidCookingEntry(id: toast.entryID, reason: "Logged 40 times in an hour", by: w.admin, now: Self.later(10))
        await #expect(throws: ModerationError.nothingToVoid) { try await w.db.voidCookingEntry(id: toast.entryID, reason: "again", by: w.admin) }

        let standing = try #require(try await w.db.standing(userID: w.bob.id!, now: Self.now))
        #expect(standing.points == before - toast.award.total && standing.points == omelette.award.total && standing.cooked == 1)
        let entry = try #require(try await w.db.cookingHistory(userID: w.bob.id!).first { $0.id == toast.entryID })
        #expect(entry.withheld == "voided" && entry.voidReason == "Logged 40 times in an hour")
        try await Self.expectTotalsMatchTheLog(w.db)
        let audit = try #require(try await w.db.auditLog().first { $0.action == "voided cooking entry" })
        #expect(audit.target == "cooking entry \(toast.entryID) by bob: “Toast” (\(toast.award.total) points)")
        #expect(audit.reason == "Logged 40 times in an hour" && audit.actor == "root")

        // Removing the voided entry afterwards takes nothing more.
        try await w.db.deleteCookingEntry(id: toast.entryID, userID: w.bob.id!)
        #expect(try await w.db.standing(userID: w.bob.id!, now: Self.now)?.points == omelette.award.total)
        try await Self.expectTotalsMatchTheLog(w.db)
    }

    @Test func photoHideMovesItsFilesAndTakesItsBonusBackAndDeleteRemovesThem() async throws {
        let s = try await PhotoStoreTests.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        let root = try await s.db.createUser(username: "root", email: nil, passwordHash: "x")
        try await s.db.setRole(.admin, username: "root", by: .commandLine)
        let admin = AdminActor(root)
        let moderation = Moderation(photos: s.store)
        _ = try await s.db.recordCooking(recipeID: s.recipe, userID: s.user, servings: nil, usedUp: [], now: Date())
        let photo = try await s.store.addPhoto(userID: s.user, recipeID: s.recipe, caption: "mine", processed: s.photo)
        #expect(try await s.db.standing(userID: s.user)?.points == 25)
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == photo.thumbFile)
        let bob = try #require(try await s.db.user(id: s.other))
        try await s.db.report(ReportedItem(.photo, photo.id!), reason: .offensive, note: "", by: bob)

        await #expect(throws: ModerationError.reasonRequired) { try await moderation.hide(ReportedItem(.photo, photo.id!), reason: "", by: admin) }
        #expect(PhotoStoreTests.files(s.path) == [photo.displayFile, photo.thumbFile], "a refused hide moves nothing")
        try await moderation.hide(ReportedItem(.photo, photo.id!), reason: "Not food", by: admin)
        let hidden = try #require(try await s.db.photo(id: photo.id!))
        #expect(hidden.hiddenReason == "Not food" && hidden.displayFile != photo.displayFile && hidden.thumbFile != photo.thumbFile)
        #expect(PhotoStoreTests.files(s.path) == [hidden.displayFile, hidden.thumbFile], "the old links answer nothing")
        #expect(try await s.db.standing(userID: s.user)?.points == 10, "the photo bonus is taken back")
        #expect(try await s.db.recipeDetail(id: s.recipe, viewerID: nil).recipe.imagePath == nil, "a hidden photo is no card image")
        #expect(try await s.db.photos(forRecipe: s.recipe, viewerID: s.other).isEmpty)
        #expect(try await s.db.photos(forRecipe: s.recipe).isEmpty)
        #expect(try await s.db.photos(forRecipe: s.recipe, viewerID: s.user).map(\.photo.id) == [photo.id], "its uploader still sees it")
        try await Self.expectTotalsMatchTheLog(s.db)

        try await moderation.delete(ReportedItem(.photo, photo.id!), reason: "", by: admin)
        #expect(PhotoStoreTests.files(s.path).isEmpty)
        #expect(try await s.db.photo(id: photo.id!) == nil)
        #expect(Array(try await s.db.auditLog().map(\.action).prefix(2)) == ["deleted photo", "hid photo"])
        await #expect(throws: ModerationError.itemGone) { try await moderation.delete(ReportedItem(.photo, photo.id!), by: admin) }
    }

    @Test func deletingAReportedRecipeRemovesItsRowsFilesIndexEntryAndPoints() async throws {
        let s = try await PhotoStoreTests.setup()
        defer { try? FileManager.default.removeItem(atPath: s.path) }
        let root = try await s.db.createUser(username: "root", email: nil, passwordHash: "x")
        try await s.db.setRole(.admin, username: "root", by: .commandLine)
        try await s.db.ensureCookNowIndex()
        _ = try await s.db.recordCooking(recipeID: s.recipe, userID: s.other, servings: nil, usedUp: [], now: Date())
        let photo = try await s.store.addPhoto(userID: s.other, recipeID: s.recipe, caption: "", processed: s.photo)
        #expect(try await s.db.standing(userID: s.other)?.points == 25)
        #expect(s.db.cookNow.snapshot?.holds(recipeID: s.recipe) == true)

        await #expect(throws: ModerationError.cannotDelete) {
            try await Moderation(photos: s.store).delete(ReportedItem(.profile, s.user), by: AdminActor(root))
        }
        try await Moderation(photos: s.store).delete(ReportedItem(.recipe, s.recipe), reason: "spam", by: AdminActor(root))
        #expect(try await s.db.recipeCount() == 0)
        #expect(try await s.db.photo(id: photo.id!) == nil && PhotoStoreTests.files(s.path).isEmpty)
        #expect(s.db.cookNow.snapshot?.holds(recipeID: s.recipe) != true, "gone from cook now")
        #expect(try await s.db.standing(userID: s.other) == nil, "the points cooking it earned are taken back")
        let entry = try #require(try await s.db.cookingHistory(userID: s.other).first)
        #expect(entry.recipeId == nil && entry.voidReason == "the recipe was removed")
        try await Self.expectTotalsMatchTheLog(s.db)
        let audit = try #require(try await s.db.auditLog().first)
        #expect(audit.action == "deleted recipe" && audit.reason == "spam" && audit.target == "recipe \(s.recipe) “Soup”")
    }
}
