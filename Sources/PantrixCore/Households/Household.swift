import Foundation

/// People who share one kitchen: one pantry (with its staples), one grocery list and one meal
/// plan. Favourites, lists, ratings, photos and points stay each person's own.
package struct Household: Sendable, Equatable {
    package struct Member: Sendable, Equatable {
        package let id: Int64
        package let username: String
        package let joinedAt: Date

        package init(id: Int64, username: String, joinedAt: Date) {
            (self.id, self.username, self.joinedAt) = (id, username, joinedAt)
        }
    }

    /// A join link as the household sees it; the token itself is shown once, when it is made.
    package struct Invite: Sendable, Equatable {
        package let id: Int64
        package let createdBy: String?
        package let createdAt: Date
        package let expiresAt: Date

        package init(id: Int64, createdBy: String?, createdAt: Date, expiresAt: Date) {
            (self.id, self.createdBy, self.createdAt, self.expiresAt) = (id, createdBy, createdAt, expiresAt)
        }
    }

    /// The household's kitchen id.
    package let id: Int64
    package let name: String
    /// The one who may remove members (the creator, then the longest-standing member).
    package let managerID: Int64?
    /// Longest-standing first.
    package let members: [Member]
    /// Links not yet used and not expired.
    package let invites: [Invite]

    package init(id: Int64, name: String, managerID: Int64?, members: [Member], invites: [Invite]) {
        (self.id, self.name, self.managerID, self.members, self.invites) = (id, name, managerID, members, invites)
    }

    package func isManager(_ userID: Int64) -> Bool { managerID == userID }
    package var managerName: String? { members.first { $0.id == managerID }?.username }
}

/// What a join link shows before the person decides.
package struct HouseholdInvitePreview: Sendable, Equatable {
    package let householdID: Int64
    package let name: String
    package let memberNames: [String]
    package let expiresAt: Date
    /// The member who made the link.
    package let invitedBy: String

    package init(householdID: Int64, name: String, memberNames: [String], expiresAt: Date, invitedBy: String) {
        (self.householdID, self.name, self.memberNames, self.expiresAt, self.invitedBy) = (householdID, name, memberNames, expiresAt, invitedBy)
    }
}

package enum HouseholdError: Error, Equatable, Sendable {
    /// Creating or joining while already in a household: leave it first.
    case alreadyInHousehold
    case notInHousehold
    /// Only the household's manager may do that.
    case notManager
    /// Unknown, used or expired link: one answer for all, so a guessed link learns nothing.
    case inviteNotValid
    case badName
    /// The person to remove is not in this household.
    case notAMember
    /// The manager leaves with "Leave", not by removing themselves.
    case cannotRemoveSelf
    case tooManyInvites
}

extension AppDatabase {
    package static let householdLimits = (nameLength: 60, inviteDays: 7, openInvites: 20)

    /// The kitchen whose pantry, staples, grocery list and plan a person sees: their household's
    /// while they are in one, else their own. Every pantry, grocery and plan read and write goes
    /// through here, so sharing is one rule.
    static func kitchenID(_ db: SQLConnection, userID: Int64) throws -> Int64 {
        guard let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT \(kitchenOfUserSQL)"), arguments: [userID])
        else { throw PantryError.notFound }
        return id
    }

    /// `kitchenID` as a subquery of the person `?`, for reads keyed by person (one statement).
    static let kitchenOfUserSQL = "(SELECT coalesce(householdId, kitchenId) FROM user WHERE id = ?)"

    /// The household the person is in, with its members and (`invites`: for its own page) open
    /// join links; nil when none. The pantry, list and plan only name it, so they skip the links.
    package func household(userID: Int64, invites: Bool = true, now: Date = Date()) async throws -> Household? {
        try await store.read { db in try Self.household(db, userID: userID, invites: invites, now: now) }
    }

    static func household(_ db: SQLConnection, userID: Int64, invites withInvites: Bool = true, now: Date) throws -> Household? {
        guard let id = try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [userID]),
              let row = try SQLRow.fetchOne(db, sql: "SELECT name, managerId FROM kitchen WHERE id = ?", arguments: [id]) else { return nil }
        let members = try SQLRow.fetchAll(
            db, sql: "SELECT id, username, householdJoinedAt FROM user WHERE householdId = ? ORDER BY householdJoinedAt, id", arguments: [id]
        ).map { Household.Member(id: $0["id"], username: $0["username"], joinedAt: $0["householdJoinedAt"] ?? Date(timeIntervalSince1970: 0)) }
        let invites = !withInvites ? [] : try SQLRow.fetchAll(db, sql: """
            SELECT i.id, u.username, i.createdAt, i.expiresAt FROM household_invite i LEFT JOIN user u ON u.id = i.createdBy
            WHERE i.kitchenId = ? AND i.usedAt IS NULL AND i.expiresAt > ? ORDER BY i.createdAt DESC, i.id DESC
            """, arguments: [id, now]
        ).map { Household.Invite(id: $0["id"], createdBy: $0["username"], createdAt: $0["createdAt"], expiresAt: $0["expiresAt"]) }
        return Household(id: id, name: row["name"] ?? "", managerID: row["managerId"], members: members, invites: invites)
    }

    /// Starts a household with the person as its manager. It begins as a copy of their own
    /// kitchen (pantry, staples, grocery list, plan), which stays as it is for when they leave.
    @discardableResult
    package func createHousehold(userID: Int64, name: String, now: Date = Date()) async throws -> Household {
        let name = try Self.householdName(name)
        return try await store.write { db in
            guard let own = try SQLRow.fetchOne(db, sql: "SELECT kitchenId, householdId FROM user WHERE id = ?", arguments: [userID]) else {
                throw HouseholdError.notInHousehold
            }
            guard (own["householdId"] as Int64?) == nil else { throw HouseholdError.alreadyInHousehold }
            let id = try Int64.fetchOne(db, sql: "INSERT INTO kitchen (name, managerId, createdAt) VALUES (?, ?, ?) RETURNING id",
                                        arguments: [name, userID, now])!
            if let personal: Int64 = own["kitchenId"] { try Self.copyKitchen(db, from: personal, to: id, plan: true) }
            try db.execute(sql: "UPDATE user SET householdId = ?, householdJoinedAt = ? WHERE id = ?", arguments: [id, now, userID])
            guard let household = try Self.household(db, userID: userID, now: now) else { throw HouseholdError.notInHousehold }
            return household
        }
    }

    /// Renames the household; any member may.
    package func renameHousehold(userID: Int64, name: String) async throws {
        let name = try Self.householdName(name)
        try await store.write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [userID]) else {
                throw HouseholdError.notInHousehold
            }
            try db.execute(sql: "UPDATE kitchen SET name = ? WHERE id = ?", arguments: [name, id])
        }
    }

    /// A single-use join link valid for seven days; any member may make one. Returns the token
    /// (only its hash is kept).
    package func createHouseholdInvite(userID: Int64, now: Date = Date()) async throws -> String {
        let token = RandomToken.make()
        try await store.write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [userID]) else {
                throw HouseholdError.notInHousehold
            }
            let open = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM household_invite WHERE kitchenId = ? AND usedAt IS NULL AND expiresAt > ?", arguments: [id, now]) ?? 0
            guard open < Self.householdLimits.openInvites else { throw HouseholdError.tooManyInvites }
            try db.execute(
                sql: "INSERT INTO household_invite (kitchenId, tokenHash, createdBy, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [id, RandomToken.storedHash(of: token), userID, now,
                            now.addingTimeInterval(TimeInterval(Self.householdLimits.inviteDays) * 86_400)])
        }
        return token
    }

    /// Withdraws an unused link of the person's household.
    package func revokeHouseholdInvite(id: Int64, userID: Int64) async throws {
        try await store.write { db in
            try db.execute(sql: """
                DELETE FROM household_invite WHERE id = ? AND usedAt IS NULL
                AND kitchenId = (SELECT householdId FROM user WHERE id = ?)
                """, arguments: [id, userID])
            guard db.changesCount == 1 else { throw HouseholdError.inviteNotValid }
        }
    }

    /// The household a link would join; nil when the link may not be used (`usableHouseholdInvite`).
    package func householdInvite(token: String, now: Date = Date()) async throws -> HouseholdInvitePreview? {
        try await store.read { db in
            guard let row = try Self.usableHouseholdInvite(db, token: token, now: now) else { return nil }
            let id: Int64 = row["kitchenId"]
            let names = try String.fetchAll(db, sql: "SELECT username FROM user WHERE householdId = ? ORDER BY householdJoinedAt, id", arguments: [id])
            return HouseholdInvitePreview(
                householdID: id, name: row["name"] ?? "", memberNames: names, expiresAt: row["expiresAt"], invitedBy: row["maker"] ?? "")
        }
    }

    /// Joins the household a link is for, using the link up in the same transaction (two people
    /// racing for one link cannot both have it). With `bringPantry`, the person's own pantry items,
    /// staples and grocery items that the household lacks are copied in; their own kitchen stays
    /// as it is for when they leave.
    @discardableResult
    package func joinHousehold(token: String, userID: Int64, bringPantry: Bool, now: Date = Date()) async throws -> Household {
        try await store.write { db in
            guard let own = try SQLRow.fetchOne(db, sql: "SELECT kitchenId, householdId FROM user WHERE id = ?", arguments: [userID]) else {
                throw HouseholdError.inviteNotValid
            }
            guard (own["householdId"] as Int64?) == nil else { throw HouseholdError.alreadyInHousehold }
            guard let invite = try Self.usableHouseholdInvite(db, token: token, now: now) else { throw HouseholdError.inviteNotValid }
            try db.execute(sql: "UPDATE household_invite SET usedAt = ?, usedBy = ? WHERE id = ? AND usedAt IS NULL",
                           arguments: [now, userID, invite["id"] as Int64])
            guard db.changesCount == 1 else { throw HouseholdError.inviteNotValid }
            let household: Int64 = invite["kitchenId"]
            if bringPantry, let personal: Int64 = own["kitchenId"] { try Self.copyKitchen(db, from: personal, to: household, plan: false) }
            try db.execute(sql: "UPDATE user SET householdId = ?, householdJoinedAt = ? WHERE id = ?", arguments: [household, now, userID])
            guard let joined = try Self.household(db, userID: userID, now: now) else { throw HouseholdError.inviteNotValid }
            return joined
        }
    }

    /// Leaves the household: the person is back in their own kitchen as they left it (with
    /// `takeCopy`, the household's pantry items, staples and grocery items they lack are copied
    /// there). The others keep everything. The longest-standing member becomes manager when the
    /// manager leaves; the household ends with its last member.
    package func leaveHousehold(userID: Int64, takeCopy: Bool = false) async throws {
        try await store.write { db in
            guard let household = try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [userID]) else {
                throw HouseholdError.notInHousehold
            }
            if takeCopy, let personal = try Int64.fetchOne(db, sql: "SELECT kitchenId FROM user WHERE id = ?", arguments: [userID]) {
                try Self.copyKitchen(db, from: household, to: personal, plan: false)
            }
            try Self.departHousehold(db, userID: userID, household: household)
        }
    }

    /// The manager removes someone from the household; the removed person is back in their own
    /// kitchen, the household keeps everything.
    package func removeFromHousehold(memberID: Int64, by userID: Int64) async throws {
        try await store.write { db in
            guard let household = try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [userID]) else {
                throw HouseholdError.notInHousehold
            }
            guard try Int64.fetchOne(db, sql: "SELECT managerId FROM kitchen WHERE id = ?", arguments: [household]) == userID else {
                throw HouseholdError.notManager
            }
            guard memberID != userID else { throw HouseholdError.cannotRemoveSelf }
            guard try Int64.fetchOne(db, sql: "SELECT householdId FROM user WHERE id = ?", arguments: [memberID]) == household else {
                throw HouseholdError.notAMember
            }
            try Self.departHousehold(db, userID: memberID, household: household)
        }
    }

    /// The membership rule: a join link may be used while it is unused and unexpired and the
    /// member who made it is still in its household. The row (id, kitchenId, expiresAt, name) or nil.
    static func usableHouseholdInvite(_ db: SQLConnection, token: String, now: Date) throws -> SQLRow? {
        try SQLRow.fetchOne(db, sql: """
            SELECT i.id, i.kitchenId, i.expiresAt, k.name, maker.username AS maker FROM household_invite i JOIN kitchen k ON k.id = i.kitchenId
            JOIN user maker ON maker.id = i.createdBy AND maker.householdId = i.kitchenId
            WHERE i.tokenHash = ? AND i.usedAt IS NULL AND i.expiresAt > ?
            """, arguments: [RandomToken.storedHash(of: token), now])
    }

    /// Ends a membership (leaving, removal, or the account being deleted): what the person had
    /// through the household goes with it — the calendar link they made for its plan and the join
    /// links they made that are still open.
    static func departHousehold(_ db: SQLConnection, userID: Int64, household: Int64) throws {
        try db.execute(sql: "UPDATE user SET householdId = NULL, householdJoinedAt = NULL WHERE id = ?", arguments: [userID])
        try db.execute(sql: "DELETE FROM plan_feed WHERE kitchenId = ? AND madeBy = ?", arguments: [household, userID])
        try db.execute(sql: "DELETE FROM household_invite WHERE kitchenId = ? AND createdBy = ? AND usedAt IS NULL",
                       arguments: [household, userID])
        let next = try Int64.fetchOne(
            db, sql: "SELECT id FROM user WHERE householdId = ? ORDER BY householdJoinedAt, id LIMIT 1", arguments: [household])
        guard let next else {
            try db.execute(sql: "DELETE FROM kitchen WHERE id = ? AND personalUserId IS NULL", arguments: [household])
            return
        }
        try db.execute(sql: "UPDATE kitchen SET managerId = ? WHERE id = ? AND (managerId IS NULL OR managerId = ?)",
                       arguments: [next, household, userID])
    }

    /// Copies what `to` lacks of `from`'s pantry items, staples, grocery items (with the recipes
    /// and planned days they are for) and stores (with their prices) and, with `plan`, its plan
    /// entries; a food or store already present in `to` is left as it is there.
    static func copyKitchen(_ db: SQLConnection, from: Int64, to: Int64, plan: Bool) throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO pantry_item (kitchenId, text, name, ingredientKey, foodId, quantity, unit, grams, useBy, createdAt, updatedAt, amounts)
                SELECT :to, text, name, ingredientKey, foodId, quantity, unit, grams, useBy, createdAt, updatedAt, amounts
                FROM pantry_item WHERE kitchenId = :from ORDER BY id;
            INSERT OR IGNORE INTO staple (kitchenId, ingredientKey, name) SELECT :to, ingredientKey, name FROM staple WHERE kitchenId = :from;
            INSERT OR IGNORE INTO staple_setup (kitchenId) SELECT :to FROM staple_setup WHERE kitchenId = :from;
            INSERT OR IGNORE INTO kitchen_basics_answer (kitchenId, answeredAt) SELECT :to, answeredAt FROM kitchen_basics_answer WHERE kitchenId = :from;
            INSERT OR IGNORE INTO grocery_item (kitchenId, ingredientKey, name, foodId, amount, dimension, grams, storeSection, price, checked, createdAt)
                SELECT :to, ingredientKey, name, foodId, amount, dimension, grams, storeSection, price, checked, createdAt
                FROM grocery_item WHERE kitchenId = :from ORDER BY id;
            INSERT OR IGNORE INTO grocery_item_recipe (groceryItemId, recipeId)
                SELECT n.id, r.recipeId FROM grocery_item_recipe r JOIN grocery_item o ON o.id = r.groceryItemId
                JOIN grocery_item n ON n.kitchenId = :to AND n.ingredientKey = o.ingredientKey WHERE o.kitchenId = :from;
            INSERT OR IGNORE INTO grocery_item_day (groceryItemId, day)
                SELECT n.id, d.day FROM grocery_item_day d JOIN grocery_item o ON o.id = d.groceryItemId
                JOIN grocery_item n ON n.kitchenId = :to AND n.ingredientKey = o.ingredientKey WHERE o.kitchenId = :from;
            """, arguments: ["to": to, "from": from])
        try copyShops(db, from: from, to: to)
        if plan {
            try db.execute(sql: """
                INSERT INTO plan_entry (kitchenId, day, slot, recipeId, title, servings, note, cookedAt, createdBy, createdAt)
                    SELECT :to, day, slot, recipeId, title, servings, note, cookedAt, createdBy, createdAt
                    FROM plan_entry WHERE kitchenId = :from ORDER BY id
                """, arguments: ["to": to, "from": from])
        }
    }

    static func householdName(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= householdLimits.nameLength, !name.contains(where: { $0.isNewline }) else {
            throw HouseholdError.badName
        }
        return name
    }
}
