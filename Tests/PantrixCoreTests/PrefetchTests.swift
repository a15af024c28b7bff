import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

/// Reads announced with `prefetch` (on PostgreSQL: several sent as one statement, their rows
/// coming back as JSON) answer exactly what the same reads answer one by one.
@Suite struct PrefetchTests {
    /// A recipe whose text has everything JSON escapes, numbers of both kinds, and NULLs.
    func awkwardRecipe(_ db: AppDatabase) async throws -> Int64 {
        let author = try await db.createUser(username: "quoted", email: nil, passwordHash: "x")
        let draft = RecipeDraft(
            title: "Crème \"brûlée\" \\ back\u{2F}slash 🍮",
            description: "Line one\nline two\ttabbed \u{1}control, emoji 👩‍🍳 and 漢字", category: "dessert",
            servings: 3, prepMinutes: 10, cookMinutes: 35, tags: ["dessert", "french"],
            ingredients: ["1.5 cups whole milk", "2 eggs", "\u{22}secret\u{22} spice"],
            steps: ["Heat the milk to 82.5 °C.", "Whisk \"gently\"."])
        return try await db.addRecipe(PreparedRecipe(draft), origin: .user, authorID: author.id)
    }

    func reads(_ id: Int64) -> (SQLRead<Recipe?>, SQLRead<[RecipeIngredient]>, SQLRead<[String]>, SQLRead<[String]>, SQLRead<Bool?>) {
        (AppDatabase.recipeRead(id: id), AppDatabase.ingredientsRead(recipeID: id), AppDatabase.stepsRead(recipeID: id),
         AppDatabase.tagsRead(recipeID: id), AppDatabase.isFavouriteRead(userID: -1, recipeID: id))
    }

    @Test func prefetchedReadsAnswerWhatPlainReadsAnswer() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await awkwardRecipe(db)
        let (recipe, ingredients, steps, tags, favourite) = reads(id)
        let plain = try await db.store.read { db in
            (try db.fetch(recipe), try db.fetch(ingredients), try db.fetch(steps), try db.fetch(tags), try db.fetch(favourite))
        }
        let prefetched = try await db.store.read { db in
            db.prefetch(recipe, ingredients, steps, tags, favourite)
            return (try db.fetch(recipe), try db.fetch(ingredients), try db.fetch(steps), try db.fetch(tags), try db.fetch(favourite))
        }
        let stored = try #require(plain.0)
        #expect(stored.title == "Crème \"brûlée\" \\ back/slash 🍮")
        #expect(prefetched.0 == plain.0)
        #expect(prefetched.1 == plain.1)
        #expect(prefetched.1.first?.quantity == 1.5)
        #expect(prefetched.2 == plain.2)
        #expect(prefetched.2.first == "Heat the milk to 82.5 °C.")
        #expect(prefetched.3 == ["dessert", "french"])
        #expect(prefetched.4 == false)
    }

    /// Reads taken in another order than announced, one announced twice, one never taken, and a
    /// read nobody announced in between: each still gets its own answer.
    @Test func readsTakenOutOfOrderOrNotAtAllKeepTheirOwnAnswers() async throws {
        let db = try AppDatabase.inMemory()
        let first = try await awkwardRecipe(db)
        let second = try await db.addRecipe(
            PreparedRecipe(RecipeDraft(title: "Plain toast", category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["Toast."])),
            origin: .user)
        let titles = try await db.store.read { db in
            db.prefetch(AppDatabase.recipeRead(id: first), AppDatabase.recipeRead(id: second), AppDatabase.stepsRead(recipeID: second))
            db.prefetch(AppDatabase.recipeRead(id: second))
            let unannounced = try db.fetch(AppDatabase.tagsRead(recipeID: first))
            return [try db.fetch(AppDatabase.recipeRead(id: second))?.title ?? "-", try db.fetch(AppDatabase.recipeRead(id: first))?.title ?? "-",
                    unannounced.joined(separator: ",")]
        }
        #expect(titles == ["Plain toast", "Crème \"brûlée\" \\ back/slash 🍮", "dessert,french"])
    }

    @Test func jsonRowsReadEveryKindOfValue() throws {
        let (rows, _) = try JSONRows.parse("""
            [{"id":1,"price":2.5,"big":1e+20,"neg":-3,"name":"a \\"b\\" \\\\ \\/ \\n\\t\\u00e9\\ud83c\\udf6e","none":null,"yes":true,"no":false},
             {"id":2,"price":0,"big":-0.5,"neg":0,"name":"Crème 🍮","none":null,"yes":false,"no":true}]
            """)
        #expect(rows.count == 2)
        #expect(rows[0].columnNames == ["id", "price", "big", "neg", "name", "none", "yes", "no"])
        #expect(rows[0].values == [.integer(1), .real(2.5), .real(1e20), .integer(-3), .text("a \"b\" \\ / \n\té🍮"), .null, .integer(1), .integer(0)])
        #expect(rows[1]["name"] as String == "Crème 🍮")
        #expect(rows[1]["price"] as Double == 0)
        #expect(try JSONRows.parse("[]").rows.isEmpty)
        #expect(throws: (any Error).self) { try JSONRows.parse("[{\"id\":1") }
    }

    /// A read's JSON parsed again with the columns it came back with before: the keys are checked,
    /// not made again, and anything else (other keys, more, fewer) still reads as written.
    @Test func jsonRowsReadWithKnownColumnsShareThemAndStillReadOtherKeys() throws {
        let json = #"[{"recipeid":7,"title":"Toast \"x\""},{"recipeid":8,"title":"Tea"}]"#
        let (first, columns) = try JSONRows.parse(json, known: nil)
        let known = try #require(columns)
        let (again, sameColumns) = try JSONRows.parse(json, known: known)
        #expect(sameColumns === known)
        #expect(again.map(\.values) == first.map(\.values))
        #expect(again.allSatisfy { $0.columns === known })
        #expect(again[1]["recipeId"] as Int64 == 8)
        #expect(again[0]["title"] as String == "Toast \"x\"")

        let (other, otherColumns) = try JSONRows.parse(#"[{"recipeid":9,"name":"Jam","extra":null}]"#, known: known)
        #expect(otherColumns !== known)
        #expect(other[0].columnNames == ["recipeid", "name", "extra"])
        #expect(other[0]["name"] as String == "Jam")
        let (fewer, _) = try JSONRows.parse(#"[{"recipeid":3}]"#, known: known)
        #expect(fewer[0].columnNames == ["recipeid"])
        #expect(fewer[0].values == [.integer(3)])
        #expect(throws: (any Error).self) { try JSONRows.parse(#"[{"recipeid":1,"title""#, known: known) }
    }

    /// PostgreSQL names unquoted columns in small letters: rows are still read by the names the
    /// domain writes.
    @Test func columnsAreFoundByTheirNameInAnyASCIICase() {
        let columns = SQLColumns(["recipeid", "imagePath", "kcal"])
        #expect(columns.index(of: "recipeId") == 0)
        #expect(columns.index(of: "RECIPEID") == 0)
        #expect(columns.index(of: "imagepath") == 1)
        #expect(columns.index(of: "imagePath") == 1)
        #expect(columns.index(of: "aVeryLongColumnNameIndeed") == nil)
        #expect(SQLColumns.folded("aVeryLongColumnNameIndeed") == "averylongcolumnnameindeed")
    }

    /// Brief and batched reads run without a transaction on PostgreSQL: the reads they send
    /// together must still see one state while writes change them together (a recipe's title and
    /// its step).
    @Test func readsSentTogetherInABriefReadSeeOneState() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.addRecipe(
            PreparedRecipe(RecipeDraft(title: "v0", category: "breakfast", servings: 1, ingredients: ["1 slice bread"], steps: ["v0"])),
            origin: .user)
        let writer = Task {
            for round in 1...60 {
                try await db.store.write { db in
                    try db.execute(sql: "UPDATE recipe SET title = ? WHERE id = ?", arguments: ["v\(round)", id])
                    try db.execute(sql: "UPDATE recipe_step SET text = ? WHERE recipeId = ?", arguments: ["v\(round)", id])
                }
            }
        }
        while true {
            let read: @Sendable (SQLConnection) throws -> (String?, [String]) = { db in
                if db.sendsAhead { db.prefetch(AppDatabase.recipeRead(id: id), AppDatabase.stepsRead(recipeID: id)) }
                return (try db.fetch(AppDatabase.recipeRead(id: id))?.title, try db.fetch(AppDatabase.stepsRead(recipeID: id)))
            }
            let (title, steps) = try await db.store.readBrief(read)
            let (batchedTitle, batchedSteps) = try await db.store.readBatched(read)
            #expect(steps == [title ?? "-"])
            #expect(batchedSteps == [batchedTitle ?? "-"])
            if batchedTitle == "v60" { break }
        }
        try await writer.value
    }

    /// A brief read that throws before taking the reads it sent ahead leaves its connection fit
    /// for the next read (on PostgreSQL their answers are still on their way).
    @Test func aBriefReadThatThrowsWithReadsOnTheirWayLeavesTheConnectionFit() async throws {
        let db = try AppDatabase.inMemory()
        let first = try await awkwardRecipe(db)
        struct Stop: Error {}
        for _ in 1...3 {
            await #expect(throws: Stop.self) {
                try await db.store.readBrief { db in
                    db.prefetch(AppDatabase.recipeRead(id: first), AppDatabase.stepsRead(recipeID: first), AppDatabase.tagsRead(recipeID: first))
                    _ = try db.fetch(AppDatabase.ingredientsRead(recipeID: first))
                    throw Stop()
                }
            }
            let tags = try await db.store.readBrief { db in
                db.prefetch(AppDatabase.tagsRead(recipeID: first), AppDatabase.stepsRead(recipeID: first))
                return try db.fetch(AppDatabase.tagsRead(recipeID: first))
            }
            #expect(tags == ["dessert", "french"])
        }
    }

    @Test(.enabled(if: AppDatabase.testsUsePostgres, "only PostgreSQL runs it without a transaction"))
    func aOneStatementReadRefusesASecondStatement() async throws {
        let db = try AppDatabase.inMemory()
        #expect(try await db.store.readStatement { try Int.fetchOne($0, sql: "SELECT 1") } == 1)
        await #expect(throws: (any Error).self) {
            try await db.store.readStatement { db in
                _ = try Int.fetchOne(db, sql: "SELECT 1")
                return try Int.fetchOne(db, sql: "SELECT 2")
            }
        }
    }
}
