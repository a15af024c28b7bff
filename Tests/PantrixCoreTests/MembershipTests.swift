import PantrixTestSupport
import Foundation
import Testing
@testable import PantrixCore
import PantrixTestDatabases

/// The membership rule: access that comes from a household ends with membership (the calendar
/// link and open join links a member made), and an invite may be used only while its maker may
/// still invite.
@Suite struct MembershipTests {
    static let now = HouseholdTests.now

    enum Departure: String, CaseIterable { case removed, left, deleted }

    @Test(arguments: Departure.allCases)
    func leavingEndsTheCalendarLinkAndJoinLinksTheMemberMade(_ departure: Departure) async throws {
        let w = try await HouseholdTests.world()
        let bensFeed = try await w.db.makePlanFeed(userID: w.ben, now: Self.now)
        let bensLink = try await w.db.createHouseholdInvite(userID: w.ben, now: Self.now)
        let annsLink = try await w.db.createHouseholdInvite(userID: w.ann, now: Self.now)
        #expect(try await w.db.planFeedEntries(token: bensFeed, now: Self.now) != nil)
        #expect(try await w.db.householdInvite(token: bensLink, now: Self.now) != nil)

        switch departure {
        case .removed: try await w.db.removeFromHousehold(memberID: w.ben, by: w.ann)
        case .left: try await w.db.leaveHousehold(userID: w.ben)
        case .deleted: try await w.db.deleteUser(id: w.ben)
        }

        #expect(try await w.db.planFeedEntries(token: bensFeed, now: Self.now) == nil, "Ben's calendar link no longer shows the household's plan")
        #expect(try await w.db.householdInvite(token: bensLink, now: Self.now) == nil)
        await #expect(throws: HouseholdError.inviteNotValid) {
            try await w.db.joinHousehold(token: bensLink, userID: w.eve, bringPantry: false, now: Self.now)
        }
        #expect(try await w.db.household(userID: w.ann, now: Self.now)?.invites.count == 1, "Ben's link is withdrawn from the list")
        #expect(try await w.db.householdInvite(token: annsLink, now: Self.now)?.name == "Ann's flat", "Ann's own link still works")
    }

    @Test func aCalendarLinkWorksOnlyWhileItsMakerCooksInItsKitchen() async throws {
        let w = try await HouseholdTests.world()
        let bensFeed = try await w.db.makePlanFeed(userID: w.ben, now: Self.now)
        // A path that ends Ben's membership without the clean-up: the link stops all the same.
        try await w.db.store.write { db in
            try db.execute(sql: "UPDATE user SET householdId = NULL WHERE id = ?", arguments: [w.ben])
        }
        #expect(try await w.db.planFeedEntries(token: bensFeed, now: Self.now) == nil)
        let annsFeed = try await w.db.makePlanFeed(userID: w.ann, now: Self.now)
        #expect(try await w.db.planFeedEntries(token: annsFeed, now: Self.now) != nil)
    }

    @Test func aJoinLinkWorksOnlyWhileItsMakerIsAMember() async throws {
        let w = try await HouseholdTests.world()
        let bensLink = try await w.db.createHouseholdInvite(userID: w.ben, now: Self.now)
        try await w.db.store.write { db in
            try db.execute(sql: "UPDATE user SET householdId = NULL WHERE id = ?", arguments: [w.ben])
        }
        #expect(try await w.db.householdInvite(token: bensLink, now: Self.now) == nil)
        await #expect(throws: HouseholdError.inviteNotValid) {
            try await w.db.joinHousehold(token: bensLink, userID: w.eve, bringPantry: false, now: Self.now)
        }
    }

    @Test func aMembersInviteDiesWhenMemberInvitesAreTurnedOff() async throws {
        let db = try AppDatabase.inMemory()
        let ada = try await db.createUser(username: "ada", email: nil, passwordHash: "x", admin: true)
        let bob = try await db.createUser(username: "bob", email: nil, passwordHash: "x")
        let admin = AdminActor(ada)
        try await db.saveSiteSettings(SiteSettings(registration: .invite, membersMayInvite: true), by: admin)
        let expires = Date().addingTimeInterval(86_400)
        let bobs = try await db.createInvite(by: bob, maxUses: 5, expiresAt: expires, note: "").token
        let adas = try await db.createInvite(by: ada, maxUses: 5, expiresAt: expires, note: "").token
        let commandLine = try await db.createInvite(by: nil, maxUses: 5, expiresAt: expires, note: "").token
        #expect(try await db.inviteIsUsable(token: bobs))

        try await db.saveSiteSettings(SiteSettings(registration: .invite, membersMayInvite: false), by: admin)
        #expect(try await !db.inviteIsUsable(token: bobs))
        await #expect(throws: InviteError.notValid) {
            _ = try await db.createUser(username: "carol", email: nil, passwordHash: "x", invite: bobs)
        }
        #expect(try await db.invites(createdBy: bob.id).first?.status() == .revoked, "Bob's list says his link is withdrawn")
        #expect(try await db.auditLog().contains { $0.action == "revoked invites" && $0.target == "1 made by members" })
        #expect(try await db.inviteIsUsable(token: adas), "an admin's stays")
        #expect(try await db.inviteIsUsable(token: commandLine), "the command line's stays")

        // The rule holds where the links are used, whatever turned member invites off.
        let again = try await db.createInvite(by: bob, maxUses: 5, expiresAt: expires, note: "").token
        try await db.store.write { db in
            try db.execute(sql: "UPDATE site_setting SET value = '0' WHERE key = 'membersMayInvite'")
        }
        #expect(try await !db.inviteIsUsable(token: again))
        try await db.store.write { db in
            try db.execute(sql: "UPDATE site_setting SET value = '1' WHERE key = 'membersMayInvite'")
        }
        #expect(try await db.inviteIsUsable(token: again))
        try await db.disableUser(id: try #require(bob.id), reason: "spam", by: admin)
        #expect(try await !db.inviteIsUsable(token: again), "a disabled member's link stops")
    }
}
