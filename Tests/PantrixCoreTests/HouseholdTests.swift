import PantrixTestSupport
import Foundation
import GRDB
import Testing
@testable import PantrixCore
@testable import PantrixDatabase
import PantrixTestDatabases

/// Households: members share one pantry, staples, grocery list and plan; everything else stays
/// personal; outsiders (and other households) never reach shared rows.
@Suite struct HouseholdTests {
    static let now = MealPlanTests.wednesday

    /// Two households (Ann + Ben, Cat + Dan) and an outsider, Eve, each with something of their own.
    struct World {
        let db: AppDatabase
        let ann: Int64, ben: Int64, cat: Int64, dan: Int64, eve: Int64
        let omelette: Int64
    }

    static func world() async throws -> World {
        let db = try AppDatabase.inMemory()
        var ids: [String: Int64] = [:]
        for name in ["ann", "ben", "cat", "dan", "eve"] {
            ids[name] = try #require(try await db.createUser(username: name, email: nil, passwordHash: "x").id)
        }
        let omelette = try await db.addRecipe(
            PreparedRecipe(CookNowTests.draft("Omelette", ["3 large eggs", "1 tbsp butter", "salt to taste"])), origin: .seed)
        let (ann, ben, cat, dan, eve) = (ids["ann"]!, ids["ben"]!, ids["cat"]!, ids["dan"]!, ids["eve"]!)
        try await db.addPantryItems(userID: ann, lines: ["6 eggs"], now: now)
        try await db.addPantryItems(userID: ben, lines: ["500 g rice"], now: now)
        try await db.addPantryItems(userID: eve, lines: ["1 l milk"], now: now)
        try await db.createHousehold(userID: ann, name: "Ann's flat", now: now)
        try await db.joinHousehold(token: db.createHouseholdInvite(userID: ann, now: now), userID: ben, bringPantry: false, now: now)
        try await db.createHousehold(userID: cat, name: "Cat and Dan", now: now)
        try await db.joinHousehold(token: db.createHouseholdInvite(userID: cat, now: now), userID: dan, bringPantry: false, now: now)
        return World(db: db, ann: ann, ben: ben, cat: cat, dan: dan, eve: eve, omelette: omelette)
    }

    static func pantryNames(_ db: AppDatabase, _ user: Int64) async throws -> [String] {
        try await db.pantryItems(userID: user).map(\.name).sorted()
    }

    @Test func membersShareOnePantryGroceryListAndPlan() async throws {
        let w = try await Self.world()
        #expect(try await Self.pantryNames(w.db, w.ben) == ["eggs"], "Ben sees the household's pantry (Ann's, copied in), not his rice")
        try await w.db.addPantryItems(userID: w.ben, lines: ["2 onions"], now: Self.now)
        #expect(try await Self.pantryNames(w.db, w.ann) == ["eggs", "onions"], "what Ben adds, Ann sees")

        try await w.db.addGrocery(text: "2 lemons", userID: w.ann)
        let lemon = try #require(try await w.db.groceryList(userID: w.ben).entries.first?.item)
        try await w.db.setGroceryChecked(id: try #require(lemon.id), userID: w.ben, checked: true)
        #expect(try await w.db.groceryList(userID: w.ann).entries.first?.item.checked == true, "Ben ticked it for both")

        let entry = try await w.db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, recipeID: w.omelette), userID: w.ann)
        #expect(try await w.db.planWeek(PlanWeek(containing: Self.now), userID: w.ben).entries.map(\.id) == [entry.id])
        try await w.db.movePlanEntry(id: try #require(entry.id), userID: w.ben, day: "2026-11-26", slot: .lunch)
        #expect(try await w.db.planWeek(PlanWeek(containing: Self.now), userID: w.ann).entries.first?.day == "2026-11-26")

        // Ben cooks the planned omelette: the shared eggs go down, the shared plan is ticked, the points are Ben's.
        try await w.db.movePlanEntry(id: try #require(entry.id), userID: w.ben, day: "2026-11-25", slot: .dinner)
        _ = try await w.db.recordCooking(recipeID: w.omelette, userID: w.ben, servings: nil, usedUp: [], now: Self.now)
        #expect(try await w.db.planWeek(PlanWeek(containing: Self.now), userID: w.ann).entries.first?.isCooked == true)
        #expect(try await w.db.pantryItems(userID: w.ann).first { $0.name == "eggs" }?.quantity == 3, "6 eggs − 3")
        #expect(try await w.db.cookingHistory(userID: w.ben).count == 1)
        #expect(try await w.db.cookingHistory(userID: w.ann).isEmpty, "points and history stay personal")
    }

    @Test func otherHouseholdsAndOutsidersNeverReachSharedRows() async throws {
        let w = try await Self.world()
        try await w.db.addGrocery(text: "flour", userID: w.ann)
        let flour = try #require(try await w.db.groceryList(userID: w.ann).entries.first?.item.id)
        let eggs = try #require(try await w.db.pantryItems(userID: w.ann).first?.id)
        let planned = try #require(try await w.db.addToPlan(PlanAddition(day: "2026-11-25", slot: .dinner, text: "soup"), userID: w.ann).id)
        for stranger in [w.cat, w.dan, w.eve] {
            await #expect(throws: PantryError.notFound) { try await w.db.setGroceryChecked(id: flour, userID: stranger, checked: true) }
            await #expect(throws: PantryError.notFound) { try await w.db.deleteGrocery(id: flour, userID: stranger) }
            await #expect(throws: PantryError.notFound) { try await w.db.removePantryItem(id: eggs, userID: stranger) }
            await #expect(throws: PantryError.notFound) {
                try await w.db.updatePantryItem(id: eggs, userID: stranger, text: "1 egg", useBy: nil, now: Self.now)
            }
            await #expect(throws: PlanError.notFound) { try await w.db.removePlanEntry(id: planned, userID: stranger) }
            #expect(try await w.db.groceryList(userID: stranger).entries.isEmpty)
            #expect(try await w.db.planWeek(PlanWeek(containing: Self.now), userID: stranger).entries.isEmpty)
        }
        #expect(try await Self.pantryNames(w.db, w.eve) == ["milk"])
        #expect(try await w.db.groceryList(userID: w.ann).entries.first?.item.checked == false, "nothing an outsider tried took effect")
        #expect(try await w.db.household(userID: w.eve) == nil)
        #expect(try await w.db.household(userID: w.cat)?.members.map(\.username) == ["cat", "dan"])
    }

    @Test func joinLinksAreSingleUseExpireAfterSevenDaysAndCanBeWithdrawn() async throws {
        let w = try await Self.world()
        let token = try await w.db.createHouseholdInvite(userID: w.ben, now: Self.now)
        #expect(try await w.db.householdInvite(token: token, now: Self.now)?.name == "Ann's flat")
        #expect(try await w.db.householdInvite(token: token, now: Self.now)?.memberNames == ["ann", "ben"])
        #expect(try await w.db.householdInvite(token: token, now: Self.now)?.invitedBy == "ben", "the link says who sent it")
        #expect(try await w.db.householdInvite(token: token, now: Self.now.addingTimeInterval(7 * 86_400 + 1)) == nil, "expired")
        await #expect(throws: HouseholdError.inviteNotValid) {
            try await w.db.joinHousehold(token: token, userID: w.eve, bringPantry: false, now: Self.now.addingTimeInterval(8 * 86_400))
        }
        await #expect(throws: HouseholdError.alreadyInHousehold, "Cat must leave her own household first") {
            try await w.db.joinHousehold(token: token, userID: w.cat, bringPantry: false, now: Self.now)
        }
        try await w.db.joinHousehold(token: token, userID: w.eve, bringPantry: true, now: Self.now)
        #expect(try await Self.pantryNames(w.db, w.ann) == ["eggs", "milk"], "Eve brought her milk along")
        let other = try await w.db.createUser(username: "fay", email: nil, passwordHash: "x").id!
        await #expect(throws: HouseholdError.inviteNotValid, "used once") {
            try await w.db.joinHousehold(token: token, userID: other, bringPantry: false, now: Self.now)
        }
        await #expect(throws: HouseholdError.inviteNotValid) { try await w.db.joinHousehold(token: "guess", userID: other, bringPantry: false) }

        let withdrawn = try await w.db.createHouseholdInvite(userID: w.ann, now: Self.now)
        let id = try #require(try await w.db.household(userID: w.ann, now: Self.now)?.invites.first?.id)
        await #expect(throws: HouseholdError.inviteNotValid, "only the household's own members withdraw its links") {
            try await w.db.revokeHouseholdInvite(id: id, userID: w.cat)
        }
        try await w.db.revokeHouseholdInvite(id: id, userID: w.ben)
        #expect(try await w.db.householdInvite(token: withdrawn, now: Self.now) == nil)
        await #expect(throws: HouseholdError.notInHousehold) { try await w.db.createHouseholdInvite(userID: other) }
    }

    /// Eve answered the kitchen-basics checklist at home; bringing her pantry into Ann's flat brings
    /// the answer too, so the household is not asked again and has what she took.
    @Test func aJoinerBringingTheirPantryBringsTheirKitchenBasicsAnswer() async throws {
        let w = try await Self.world()
        #expect(try await w.db.kitchenBasicsPending(userID: w.ann))
        try await w.db.answerKitchenBasics(userID: w.eve, taking: ["cinnamon"])
        try await w.db.joinHousehold(token: w.db.createHouseholdInvite(userID: w.ann), userID: w.eve, bringPantry: true)
        #expect(try await w.db.kitchenBasicsPending(userID: w.ann) == false, "the household is not asked again")
        #expect(try await w.db.staples(userID: w.ben).map(\.name).contains("cinnamon"))
    }

    /// Ann ticks two items on the shared list while offline; meanwhile Ben removes one. Back
    /// online, her tick of the other lands on the list they share, and Ben's removal stands.
    @Test func offlineCheckOffsMeetAMembersRemoval() async throws {
        let w = try await Self.world()
        try await w.db.addGrocery(text: "2 lemons", userID: w.ann)
        try await w.db.addGrocery(text: "bread", userID: w.ann)
        let items = try await w.db.groceryList(userID: w.ben).entries.map(\.item)
        let lemons = try #require(items.first { $0.name == "lemons" }?.id), bread = try #require(items.first { $0.name == "bread" }?.id)
        try await w.db.deleteGrocery(id: lemons, userID: w.ben)
        let outcomes = try await w.db.applyGroceryCheckOffs(
            [GroceryCheckOff(id: lemons, checked: true), GroceryCheckOff(id: bread, checked: true)], userID: w.ann)
        #expect(outcomes == [.removed, .applied(name: "bread")])
        #expect(try await w.db.groceryList(userID: w.ben).entries.map { "\($0.item.name) \($0.item.checked)" } == ["bread true"])
        let stranger = try await w.db.applyGroceryCheckOffs([GroceryCheckOff(id: bread, checked: false)], userID: w.cat)
        #expect(stranger == [.removed], "another household's item is never touched")
        #expect(try await w.db.groceryList(userID: w.ann).entries.first?.item.checked == true)
    }

    @Test func leavingTakesNothingOfTheOthersAway() async throws {
        let w = try await Self.world()
        try await w.db.addGrocery(text: "2 lemons", userID: w.ben)
        try await w.db.leaveHousehold(userID: w.ben)
        #expect(try await Self.pantryNames(w.db, w.ben) == ["rice"], "Ben is back in his own kitchen as he left it")
        #expect(try await w.db.groceryList(userID: w.ben).entries.isEmpty)
        #expect(try await Self.pantryNames(w.db, w.ann) == ["eggs"])
        #expect(try await w.db.groceryList(userID: w.ann).entries.map(\.item.name) == ["lemons"], "what Ben added stays with the household")
        #expect(try await w.db.household(userID: w.ann)?.members.map(\.username) == ["ann"])
        await #expect(throws: HouseholdError.notInHousehold) { try await w.db.leaveHousehold(userID: w.ben) }

        // Leaving with a copy: Dan takes the household's things along, Cat keeps hers.
        try await w.db.addPantryItems(userID: w.cat, lines: ["1 kg potatoes"], now: Self.now)
        try await w.db.leaveHousehold(userID: w.dan, takeCopy: true)
        #expect(try await Self.pantryNames(w.db, w.dan) == ["potatoes"])
        #expect(try await Self.pantryNames(w.db, w.cat) == ["potatoes"])
    }

    /// Stores go along like the pantry: what the other kitchen lacks (by name), never a duplicate.
    @Test func storesComeAlongWhenBroughtAndWhenLeavingWithACopy() async throws {
        let w = try await Self.world()
        let eveCorner = try await w.db.addShop(name: "Corner market", address: "", userID: w.eve)
        try await w.db.recordPrice(item: "eggs", quantity: "6", paid: "3.00", shopID: eveCorner.id, userID: w.eve)
        _ = try await w.db.addShop(name: "corner Market", address: "", userID: w.ann)
        _ = try await w.db.addShop(name: "Bigmart", address: "", userID: w.eve)
        try await w.db.joinHousehold(token: w.db.createHouseholdInvite(userID: w.ann), userID: w.eve, bringPantry: true)
        #expect(try await w.db.shops(userID: w.ben).map(\.name).sorted() == ["Bigmart", "corner Market"], "the household's own Corner market stays")
        try await w.db.leaveHousehold(userID: w.ben, takeCopy: true)
        #expect(try await w.db.shops(userID: w.ben).map(\.name).sorted() == ["Bigmart", "corner Market"])
        #expect(try await w.db.shops(userID: w.ann).count == 2, "the household keeps its stores")
    }

    @Test func theManagerRemovesMembersAndHandsOverWhenLeaving() async throws {
        let w = try await Self.world()
        try await w.db.joinHousehold(token: w.db.createHouseholdInvite(userID: w.ann, now: Self.now), userID: w.eve, bringPantry: false, now: Self.now)
        await #expect(throws: HouseholdError.notManager) { try await w.db.removeFromHousehold(memberID: w.eve, by: w.ben) }
        await #expect(throws: HouseholdError.notAMember) { try await w.db.removeFromHousehold(memberID: w.cat, by: w.ann) }
        await #expect(throws: HouseholdError.cannotRemoveSelf) { try await w.db.removeFromHousehold(memberID: w.ann, by: w.ann) }
        try await w.db.removeFromHousehold(memberID: w.eve, by: w.ann)
        #expect(try await w.db.household(userID: w.eve) == nil)
        #expect(try await Self.pantryNames(w.db, w.eve) == ["milk"])

        try await w.db.leaveHousehold(userID: w.ann)
        let household = try #require(try await w.db.household(userID: w.ben))
        #expect(household.isManager(w.ben) && household.members.map(\.username) == ["ben"], "the longest-standing member manages it now")
        let kitchen = household.id
        try await w.db.leaveHousehold(userID: w.ben)
        let left = try await w.db.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM pantry_item WHERE kitchenId = ?", arguments: [kitchen]) }
        #expect(left == 0, "the household ended with its last member, its rows with it")
    }

    @Test func deletingAnAccountLeavesTheHouseholdWhole() async throws {
        let w = try await Self.world()
        try await w.db.deleteUser(id: w.ann)
        let household = try #require(try await w.db.household(userID: w.ben))
        #expect(household.isManager(w.ben))
        #expect(try await Self.pantryNames(w.db, w.ben) == ["eggs"])
        try await w.db.deleteUser(id: w.ben)
        let kitchens = try await w.db.store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM kitchen WHERE personalUserId IS NULL") }
        #expect(kitchens == 1, "only Cat and Dan's household is left")
    }

    @Test func namesAreCheckedAndOnlyOneHouseholdAtATime() async throws {
        let w = try await Self.world()
        await #expect(throws: HouseholdError.badName) { try await w.db.createHousehold(userID: w.eve, name: "   ") }
        await #expect(throws: HouseholdError.badName) { try await w.db.createHousehold(userID: w.eve, name: String(repeating: "x", count: 61)) }
        await #expect(throws: HouseholdError.alreadyInHousehold) { try await w.db.createHousehold(userID: w.ann, name: "Second") }
        try await w.db.renameHousehold(userID: w.ben, name: " The flat ")
        #expect(try await w.db.household(userID: w.ann)?.name == "The flat")
    }

    /// A database from before households keeps every pantry, staple, grocery and plan row with its
    /// owner, and new accounts get kitchens of their own.
    @Test func theMigrationKeepsEveryonesThings() async throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v16-details")
        try await queue.write { db in
            for (id, name) in [(1, "old"), (2, "older")] {
                try db.execute(sql: "INSERT INTO user (id, username, usernameKey, passwordHash, createdAt) VALUES (?, ?, ?, 'x', ?)",
                               arguments: [id, name, name, Self.now])
            }
            try db.execute(sql: """
                INSERT INTO pantry_item (userId, text, name, ingredientKey, createdAt, updatedAt) VALUES (2, '6 eggs', 'eggs', 'egg', :now, :now);
                INSERT INTO staple_setup (userId) VALUES (2);
                INSERT INTO staple (userId, ingredientKey, name) VALUES (2, 'salt', 'salt');
                INSERT INTO grocery_item (userId, ingredientKey, name, storeSection, createdAt) VALUES (2, 'lemon', 'lemon', 'Produce', :now);
                INSERT INTO grocery_item_day (groceryItemId, day) VALUES (1, '2026-11-25');
                INSERT INTO plan_entry (planOwnerId, day, slot, title, servings, createdAt) VALUES (2, '2026-11-25', 'dinner', 'soup', 2, :now);
                INSERT INTO plan_feed (planOwnerId, tokenHash, createdAt) VALUES (2, 'abc', :now);
                """, arguments: ["now": Self.now])
        }
        try Migrations.migrator.migrate(queue)
        let db = try AppDatabase(queue)
        #expect(try await db.pantryItems(userID: 2).map(\.name) == ["eggs"])
        #expect(try await db.pantryItems(userID: 1).isEmpty)
        #expect(try await db.staples(userID: 2).map(\.name) == ["salt"])
        #expect(try await db.groceryList(userID: 2).entries.first?.days == ["2026-11-25"])
        #expect(try await db.planWeek(PlanWeek(containing: Self.now), userID: 2).entries.map(\.title) == ["soup"])
        #expect(try await db.planWeek(PlanWeek(containing: Self.now), userID: 2).hasFeed)
        let new = try #require(try await db.createUser(username: "new", email: nil, passwordHash: "x").id)
        try await db.addPantryItems(userID: new, lines: ["rice"])
        #expect(try await db.pantryItems(userID: new).map(\.name) == ["rice"])
        #expect(try await db.pantryItems(userID: 2).map(\.name) == ["eggs"])
        let kitchens = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT count(DISTINCT kitchenId) FROM user") }
        #expect(kitchens == 3)
        let dangling = try await queue.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count }
        #expect(dangling == 0)
    }
}
