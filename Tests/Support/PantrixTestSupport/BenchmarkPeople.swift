import PantrixCore
import Foundation

/// Made-up people around a generated catalogue, for the scale benchmarks only
/// (`pantrix-dev generate-bench-data --people N`): pantries, favourites, ratings, public lists,
/// cooking history with its points, photos, follows and comments, spread as on a real site —
/// most people do a little, a few a lot, and popular recipes collect most of the hearts. Names
/// start with "bench-person-" and passwords are unusable, so none can pass for a real account.
/// Person 1 has the longest history (the benchmarks' "profile with a long history").
package enum BenchmarkPeople {
    /// What was written, for the generator's summary line.
    package struct Summary: Sendable {
        package var people = 0, pantryItems = 0, favourites = 0, ratings = 0, lists = 0, listItems = 0
        package var cooked = 0, photos = 0, follows = 0, comments = 0

        package var description: String {
            "\(people) people: \(pantryItems) pantry items, \(favourites) favourites, \(ratings) ratings, "
                + "\(lists) lists (\(listItems) entries), \(cooked) cooked, \(photos) photos, \(follows) follows, \(comments) comments"
        }
    }

    /// What people keep at home, as they type it (read once by the pantry's own parser).
    static let pantryLines = [
        "12 eggs", "1 l milk", "250 g butter", "1 kg onions", "1 head garlic", "1 kg rice", "500 g spaghetti",
        "400 g canned tomatoes", "500 g chicken breast", "200 g cheddar cheese", "olive oil", "1 kg all-purpose flour",
        "1 kg sugar", "2 kg potatoes", "1 kg carrots", "3 lemons", "400 g ground beef", "200 g spinach", "broccoli",
        "250 g mushrooms", "2 bell peppers", "500 g plain yogurt", "1 (15 oz) can black beans", "honey", "parsley",
        "soy sauce", "ginger", "ground cumin", "smoked paprika", "green onions", "300 g pork loin", "2 salmon fillets",
        "300 g shrimp", "400 g firm tofu", "1 (15 oz) can chickpeas", "500 g red lentils", "4 zucchini", "6 tomatoes",
        "1 eggplant", "celery", "frozen peas", "1 leek", "green beans", "1 cabbage", "2 sweet potatoes", "couscous",
        "1 loaf bread", "rolled oats", "egg noodles", "quinoa", "heavy cream", "parmesan", "feta cheese", "basil",
        "dried oregano", "chicken broth", "chili flakes", "curry powder", "6 bananas", "blueberries", "4 apples",
        "dark chocolate", "vanilla extract", "lamb mince",
    ]

    static let comments = [
        "Made this on a weeknight and it was gone in minutes.", "Lovely. I used what I had and it still worked.",
        "A keeper: the family asked for it again.", "Took a little longer than it says, but worth it.",
        "Good with extra garlic.", "Easy and cheap, just what I needed.", "I halved it for two and it was perfect.",
    ]

    /// Recipe `rank` of `count` by popularity (0 the most popular), scattered over the ids so
    /// popular recipes are not all the oldest.
    static func recipe(popularity draw: Double, in ids: [Int64]) -> Int64 {
        let rank = Int(Double(ids.count) * draw * draw * draw)
        return ids[(min(rank, ids.count - 1) &* 7_919 &+ 13) % ids.count]
    }
}

extension AppDatabase {
    /// Adds `count` made-up people to a database that already holds generated recipes, in
    /// batches of one transaction each (`progress` is called after each with the people so far).
    package func generateBenchmarkPeople(
        count: Int, now: Date = Date(), seed: UInt64 = 7, progress: @Sendable (Int) -> Void = { _ in }
    ) async throws -> BenchmarkPeople.Summary {
        let ids = try await store.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM recipe WHERE visibility = 'public' ORDER BY id") }
        guard !ids.isEmpty else { return BenchmarkPeople.Summary() }
        let entries = BenchmarkPeople.pantryLines.compactMap { PantryEntry(text: $0) }
        var summary = BenchmarkPeople.Summary()
        var totals: [String: [Int64: (points: Int, cooked: Int)]] = [:]
        let batch = 100
        for start in stride(from: 0, to: count, by: batch) {
            let people = start..<min(start + batch, count)
            let (written, batchTotals) = try await store.write { db in
                try Self.writeBenchmarkPeople(db, people: people, recipeIDs: ids, entries: entries, now: now, seed: seed)
            }
            summary.add(written)
            for (period, users) in batchTotals { totals[period, default: [:]].merge(users) { $1 } }
            progress(people.upperBound)
        }
        // Every person's totals per week, month and all time, then the histogram the ranks are
        // counted from, made again from all the totals.
        try await store.write { [totals] db in
            let total = try db.makeStatement(sql: "INSERT INTO points_total(period, userId, points, cooked) VALUES (?, ?, ?, ?)")
            for (period, users) in totals {
                for (user, sums) in users { try total.execute(arguments: [period, user, sums.points, sums.cooked]) }
            }
            try Self.rebuildPointsHistogram(db)
        }
        return summary
    }

    private static func writeBenchmarkPeople(
        _ db: SQLConnection, people: Range<Int>, recipeIDs ids: [Int64], entries: [PantryEntry], now: Date, seed: UInt64
    ) throws -> (BenchmarkPeople.Summary, [String: [Int64: (points: Int, cooked: Int)]]) {
        var summary = BenchmarkPeople.Summary()
        var totals: [String: [Int64: (points: Int, cooked: Int)]] = [:]
        let user = try db.makeStatement(sql: """
            INSERT INTO user(username, usernameKey, email, passwordHash, createdAt, historyPublic) VALUES (?, ?, NULL, '!', ?, ?) RETURNING id
            """)
        // The kitchen the user's trigger made (RETURNING gives the row as inserted, before it).
        let kitchen = try db.makeStatement(sql: "SELECT kitchenId FROM user WHERE id = ?")
        let favourite = try db.makeStatement(sql: "INSERT OR IGNORE INTO favourite(userId, recipeId, createdAt) VALUES (?, ?, ?) RETURNING 1")
        let rating = try db.makeStatement(sql: "INSERT OR IGNORE INTO rating(userId, recipeId, stars, updatedAt) VALUES (?, ?, ?, ?) RETURNING 1")
        let comment = try db.makeStatement(sql: "INSERT INTO comment(recipeId, userId, body, createdAt) VALUES (?, ?, ?, ?)")
        let list = try db.makeStatement(sql: """
            INSERT INTO recipe_list(userId, name, isPublic, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?) RETURNING id
            """)
        let listItem = try db.makeStatement(sql: "INSERT OR IGNORE INTO recipe_list_item(listId, recipeId, position, addedAt) VALUES (?, ?, ?, ?) RETURNING 1")
        let photo = try db.makeStatement(sql: """
            INSERT INTO photo(userId, recipeId, caption, displayFile, thumbFile, width, height, thumbWidth, thumbHeight, bytes, createdAt)
            VALUES (?, ?, '', ?, ?, 1600, 1200, 400, 300, 180000, ?) RETURNING id
            """)
        let cooked = try db.makeStatement(sql: """
            INSERT INTO cooking_log(userId, recipeId, recipeTitle, servings, cookedAt, day, weekKey, monthKey, itemsUsed,
              basePoints, pantryPoints, useByPoints, photoPoints, points, photoId)
            SELECT ?, id, title, servings, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM recipe WHERE id = ?
            """)
        let follow = try db.makeStatement(sql: "INSERT OR IGNORE INTO follow(followerId, followeeId, createdAt) VALUES (?, ?, ?) RETURNING 1")
        let rules = PointsRules.standard
        let encoder = JSONEncoder()
        for index in people {
            var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
            func draw() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
            func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
            // How active this person is: most a little, a few a lot; person 1 the most of all.
            let activity = index == 0 ? 1.0 : pow(draw(), 4)
            let joined = now.addingTimeInterval(-86_400 * (30 + 700 * draw()))
            let name = "bench-person-\(index + 1)"
            let userID = try Int64.fetchOne(user, arguments: [name, name, joined, index % 2 == 0])!
            let kitchenID = try Int64.fetchOne(kitchen, arguments: [userID])!
            summary.people += 1

            for entry in entries where draw() < 0.15 + 0.4 * activity {
                var item = PantryItem(entry, kitchenID: kitchenID, useBy: nil, at: joined)
                try item.insert(db)
                summary.pantryItems += 1
            }
            for _ in 0..<Int(400 * activity) {
                // A repeat of an earlier pick is ignored, and not counted.
                if try Int.fetchOne(favourite, arguments: [userID, BenchmarkPeople.recipe(popularity: draw(), in: ids), joined]) != nil {
                    summary.favourites += 1
                }
            }
            for _ in 0..<Int(150 * activity) {
                let recipeID = BenchmarkPeople.recipe(popularity: draw(), in: ids)
                if try Int.fetchOne(rating, arguments: [userID, recipeID, [3, 4, 4, 5, 5, 2][pick(6)], joined]) != nil { summary.ratings += 1 }
                if pick(5) == 0 {
                    try comment.execute(arguments: [recipeID, userID, BenchmarkPeople.comments[pick(BenchmarkPeople.comments.count)], joined])
                    summary.comments += 1
                }
            }
            for number in 0..<Int(8 * activity) {
                let listID = try Int64.fetchOne(list, arguments: [userID, "Favourites \(number + 1)", pick(2) == 0, joined, joined])!
                summary.lists += 1
                for position in 0..<(5 + pick(25)) {
                    if try Int.fetchOne(listItem, arguments: [listID, BenchmarkPeople.recipe(popularity: draw(), in: ids), position, joined]) != nil {
                        summary.listItems += 1
                    }
                }
            }
            // Follows go to people made before this one in this run (one writer: their ids are
            // the ones just before).
            for _ in 0..<(index == 0 ? 0 : Int(20 * activity)) {
                let followee = userID - 1 - Int64(pick(index))
                if try Int.fetchOne(follow, arguments: [userID, followee, joined]) != nil { summary.follows += 1 }
            }
            // Cooking history: about as many cooks as the person is active, spread since they joined.
            let cooks = index == 0 ? 2_000 : Int(1_200 * activity)
            let span = now.timeIntervalSince(joined)
            for _ in 0..<cooks {
                let recipeID = BenchmarkPeople.recipe(popularity: draw(), in: ids)
                let at = now.addingTimeInterval(-span * draw())
                let used = (0..<pick(5)).map { _ in
                    PointsRules.UsedItem(name: entries[pick(entries.count)].name, freshness: pick(4) == 0 ? .nearUseBy : .fresh)
                }
                let award = rules.award(used: used, recipeAlreadyCountedToday: false, entriesCountedToday: 0)
                var photoID: Int64?
                var photoPoints = 0
                if pick(10) == 0 {
                    let file = "bench/\(userID)-\(summary.photos)"
                    photoID = try Int64.fetchOne(photo, arguments: [userID, recipeID, file + ".jpg", file + "-thumb.jpg", at])
                    photoPoints = rules.photo
                    summary.photos += 1
                }
                let usedJSON = String(decoding: try encoder.encode(used), as: UTF8.self)
                let points = award.total + photoPoints
                let week = PointsPeriod.week.key(for: at), month = PointsPeriod.month.key(for: at)
                try cooked.execute(arguments: [
                    userID, at, UseByDate.string(at), week, month, usedJSON,
                    award.base, award.pantry, award.useBy, photoPoints, points, photoID, recipeID,
                ])
                for key in [week, month, PointsPeriod.allTime.key(for: at)] {
                    let sums = totals[key, default: [:]][userID] ?? (0, 0)
                    totals[key, default: [:]][userID] = (sums.points + points, sums.cooked + 1)
                }
                summary.cooked += 1
            }
        }
        return (summary, totals)
    }
}

extension BenchmarkPeople.Summary {
    mutating func add(_ other: Self) {
        people += other.people; pantryItems += other.pantryItems; favourites += other.favourites; ratings += other.ratings
        lists += other.lists; listItems += other.listItems; cooked += other.cooked; photos += other.photos
        follows += other.follows; comments += other.comments
    }
}
