import ArgumentParser
import Foundation
import PantrixCore

/// `pantrix admin …`: who runs the instance, from the command line. Works on the database of a
/// stopped or a running server (SQLite's WAL lets both write; a running server reads the account
/// again on every request, so a change counts from the next page). Each change is in the audit
/// log as done by "command line".
struct Admin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Grant or revoke admin, list admins, make an invite link.",
        subcommands: [Grant.self, Revoke.self, List.self, MakeInvite.self]
    )

    struct Grant: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Make an account an admin.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The account's username.") var username: String
        @Option(help: "Why, for the audit log.") var reason = ""

        func run() async throws {
            let user = try await Admin.change(.admin, username: username, reason: reason, in: database.open(mustExist: true))
            print("\(user.username) is an admin. The Admin link is in their menu from their next page.")
        }
    }

    struct Revoke: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Make an admin a member again (not the last admin).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The account's username.") var username: String
        @Option(help: "Why, for the audit log.") var reason = ""

        func run() async throws {
            let user = try await Admin.change(.member, username: username, reason: reason, in: database.open(mustExist: true))
            print("\(user.username) is a member, no longer an admin.")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the admins.")
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            let admins = try await database.open(mustExist: true).admins()
            if admins.isEmpty { print("No admins yet. Make one with: pantrix admin grant USERNAME") }
            for admin in admins { print(admin.username + (admin.isDisabled ? " (disabled)" : "")) }
        }
    }

    struct MakeInvite: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "invite",
            abstract: "Make an invite link (e.g. for the first account on an invite-only instance).")
        @OptionGroup var database: DatabaseOptions
        @Option(help: "How many accounts the link can create (1–100).") var uses = 1
        @Option(help: "Days the link is valid (1–90).") var days = 7
        @Option(help: "The address people open Pantrix at.") var url = "http://127.0.0.1:8080"
        @Option(help: "A note for the invite list.") var note = ""

        func validate() throws {
            guard (1...AppDatabase.inviteLimits.maxUses).contains(uses) else { throw ValidationError("--uses must be from 1 to 100.") }
            guard (1...AppDatabase.inviteLimits.maxDays).contains(days) else { throw ValidationError("--days must be from 1 to 90.") }
        }

        func run() async throws {
            let made = try await database.open(mustExist: true).createInvite(
                by: nil, maxUses: uses, expiresAt: Date().addingTimeInterval(TimeInterval(days) * 86_400), note: note)
            let base = url.hasSuffix("/") ? String(url.dropLast()) : url
            print("\(base)/register?invite=\(made.token)")
            print("Creates \(uses) account\(uses == 1 ? "" : "s") until \(made.invite.expiresAt.formatted(date: .abbreviated, time: .shortened)). Shown once: Pantrix keeps only a hash of it.")
        }
    }

    static func change(_ role: UserRole, username: String, reason: String, in database: AppDatabase) async throws -> User {
        do {
            return try await database.setRole(role, username: username, by: .commandLine, reason: reason)
        } catch AdminError.noSuchUser {
            throw failure("There is no account named \(username).")
        } catch AdminError.lastAdmin {
            throw failure("\(username) is the only admin; grant admin to someone else first.")
        }
    }

    /// The message on standard error and exit status 1, without the usage text.
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data(("Error: " + message + "\n").utf8))
        return ExitCode(1)
    }
}
