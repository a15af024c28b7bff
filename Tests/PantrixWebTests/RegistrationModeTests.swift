import PantrixTestSupport
import Foundation
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
import Testing
@testable import PantrixWeb

/// Who may join: open, invite-only and closed sign-up, invite links and the first admin.
@Suite struct RegistrationModeTests {
    static func config(_ mode: RegistrationMode?, firstUserAdmin: Bool = false) -> AppConfiguration {
        var config = TestApp.configuration()
        config.registration = mode
        config.firstUserAdmin = firstUserAdmin
        return config
    }

    /// The token from an invite link shown on the invites page.
    static func token(in page: Page) throws -> String {
        let range = try #require(page.text.range(of: #"invite=[A-Za-z0-9_-]+"#, options: .regularExpression))
        return String(page.text[range].dropFirst("invite=".count))
    }

    @Test func closedSignUpSaysSoAndCreatesNobody() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: Self.config(.closed))
        try await app.test(.router) { client in
            var visitor = Browser(client)
            let page = try await visitor.get("/register")
            #expect(page.status == .ok)
            #expect(page.contains("Sign-up is closed"))
            #expect(!page.contains(#"name="password""#), "no form to fill in for nothing")
            let posted = try await visitor.register("sneaky")
            #expect(posted.status == .forbidden)
            #expect(try await db.user(named: "sneaky") == nil)
        }
    }

    @Test func inviteOnlySignUpTakesOneUseOfTheLinkPerAccount() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: Self.config(.invite))
        let admin = try await db.createUser(username: "ada", email: nil, passwordHash: "x")
        try await db.setRole(.admin, username: "ada", by: .commandLine)
        let adminUser = try #require(try await db.user(id: admin.id!))
        let made = try await db.createInvite(by: adminUser, maxUses: 2, expiresAt: Date().addingTimeInterval(3600), note: "book club")
        try await app.test(.router) { client in
            var stranger = Browser(client)
            let plain = try await stranger.get("/register")
            #expect(plain.contains("Sign-up is by invitation"))
            #expect(try await stranger.register("stranger").status == .forbidden)

            var guessing = Browser(client)
            let guessed = try await guessing.get("/register?invite=not-a-real-token")
            #expect(guessed.contains("This invite link can&#39;t be used"))

            for name in ["first_friend", "second_friend"] {
                var friend = Browser(client)
                let form = try await friend.get("/register?invite=\(made.token)")
                #expect(form.contains(#"name="invite" value="\#(made.token)""#), "the link's token rides along in the form")
                let created = try await friend.post(
                    "/register",
                    ["username": name, "email": "", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "invite": made.token],
                    csrf: form.csrf)
                #expect(created.status == .seeOther, "\(name) joins with the link")
                #expect(try await db.user(named: name)?.inviteId == made.invite.id)
            }
            var third = Browser(client)
            let usedUp = try await third.get("/register?invite=\(made.token)")
            #expect(usedUp.contains("This invite link can&#39;t be used"), "two uses, then no more")
            #expect(try await db.invite(id: made.invite.id)?.uses == 2)
        }
    }

    @Test func aRevokedOrExpiredInviteCreatesNoAccount() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: Self.config(.invite))
        let ada = try await db.createUser(username: "ada", email: nil, passwordHash: "x")
        try await db.setRole(.admin, username: "ada", by: .commandLine)
        let admin = try #require(try await db.user(id: ada.id!))
        let expired = try await db.createInvite(by: admin, maxUses: 5, expiresAt: Date().addingTimeInterval(-1), note: "")
        let revoked = try await db.createInvite(by: admin, maxUses: 5, expiresAt: Date().addingTimeInterval(3600), note: "")
        try await db.revokeInvite(id: revoked.invite.id, by: admin)
        try await app.test(.router) { client in
            for token in [expired.token, revoked.token] {
                var friend = Browser(client)
                let form = try await friend.get("/register?invite=\(token)")
                #expect(form.contains("It was used up, withdrawn or has expired."))
                let posted = try await friend.post(
                    "/register",
                    ["username": "late_friend", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "invite": token],
                    csrf: form.csrf)
                #expect(posted.status == .forbidden)
            }
            #expect(try await db.user(named: "late_friend") == nil)
        }
    }

    @Test func anAdminsSettingWinsOverTheServerDefaultAndMembersMayBeAllowedToInvite() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: Self.config(nil))
        try await app.test(.router) { client in
            var admin = try await Browser.admin("ada", client, db)
            var member = Browser(client)
            try await member.register("bob")
            #expect(try await member.get("/invites").status == .notFound, "members can't invite unless an admin allows it")

            let saved = try await admin.post("/admin/settings", ["registration": "invite", "membersMayInvite": "yes"], csrfFrom: "/admin/settings")
            #expect(saved.status == .seeOther)
            var visitor = Browser(client)
            #expect(try await visitor.get("/register").contains("Sign-up is by invitation"), "loopback default was open; the admin made it invite-only")

            let madeByBob = try await member.post("/invites", ["uses": "1", "days": "7", "note": "for my sister"], csrfFrom: "/invites")
            #expect(madeByBob.status == .created)
            #expect(madeByBob.contains("Your invite link"))
            let token = try Self.token(in: madeByBob)
            let bobsInvite = try #require(try await db.invites().first)
            #expect(bobsInvite.creatorName == "bob" && bobsInvite.note == "for my sister")
            #expect(try await db.invites().allSatisfy { $0.id == bobsInvite.id }, "the raw token is not stored")
            #expect(!(try await member.get("/invites").contains(token)), "the link is shown once")

            let badForm = try await member.post("/invites", ["uses": "0", "days": "400", "note": "x"], csrfFrom: "/invites")
            #expect(badForm.status == .unprocessableContent)
            #expect(badForm.contains("A whole number from 1 to 100."))
            #expect(badForm.contains(#"value="400""#), "what was typed stays")

            // Someone else's invite can't be revoked by a member; the admin sees and revokes it.
            var carol = Browser(client)
            let join = try await carol.get("/register?invite=\(token)")
            _ = try await carol.post(
                "/register", ["username": "carol", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "invite": token],
                csrf: join.csrf)
            let adminsInvite = try await admin.post("/invites", ["uses": "3", "days": "1"], csrfFrom: "/invites")
            #expect(adminsInvite.status == .created)
            let adminInviteID = try #require(try await db.invites(createdBy: try await db.user(named: "ada")?.id).first?.id)
            let notHers = try await carol.post("/invites/\(adminInviteID)/revoke", [:], csrfFrom: "/invites")
            #expect(notHers.status == .notFound)
            let everyone = try await admin.get("/invites")
            #expect(everyone.contains("by bob") && everyone.contains("used up"))
            #expect(try await admin.post("/invites/\(adminInviteID)/revoke", [:], csrfFrom: "/invites").status == .seeOther)
            #expect(try await db.invite(id: adminInviteID)?.status() == .revoked)
            #expect(try await db.auditLog().contains { $0.action == "changed setting" && $0.target == "registration: invite" })
        }
    }

    @Test func theFirstAccountMayBecomeAdminOnlyWhileThereIsNone() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: Self.config(.open, firstUserAdmin: true))
        try await app.test(.router) { client in
            var first = Browser(client)
            let form = try await first.get("/register")
            #expect(form.contains("Make this account the admin of this Pantrix"))
            let created = try await first.post(
                "/register", ["username": "founder", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "makeAdmin": "yes"],
                csrf: form.csrf)
            #expect(created.status == .seeOther)
            #expect(try await db.user(named: "founder")?.isAdmin == true)
            #expect(try await first.get("/admin").status == .ok)

            var second = Browser(client)
            let later = try await second.get("/register")
            #expect(!later.contains("Make this account the admin"), "offered only while no admin exists")
            _ = try await second.post(
                "/register", ["username": "latecomer", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "makeAdmin": "yes"],
                csrf: later.csrf)
            #expect(try await db.user(named: "latecomer")?.isAdmin == false, "asking anyway changes nothing")
        }
    }

    @Test func withoutTheFlagNobodyIsOfferedAdmin() async throws {
        let db = try AppDatabase.inMemory()
        let app = try await TestApp.make(database: db, config: Self.config(.open))
        try await app.test(.router) { client in
            var first = Browser(client)
            #expect(!(try await first.get("/register").contains("Make this account the admin")))
            _ = try await first.post(
                "/register", ["username": "founder", "password": "correct horse battery", "passwordConfirm": "correct horse battery", "makeAdmin": "yes"],
                csrfFrom: "/register")
            #expect(try await db.user(named: "founder")?.isAdmin == false)
        }
    }
}
