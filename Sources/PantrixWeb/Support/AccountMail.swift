import Foundation
import Logging
import PantrixCore
import Templates

/// Mail about accounts: reset links, new-address confirmations and the notice to an old
/// address. Made and sent in the background (`Outbox`) so a request never waits on the mail
/// program, and a failure is logged and kept for admins (`mail_failure`), never shown to the
/// person who asked.
struct AccountMail: Sendable {
    let from: String
    let sender: SendmailCommand
    let publicURL: String
    let database: AppDatabase
    let outbox: Outbox
    let limits: RateLimits
    let logger: Logger
    let now: @Sendable () -> Date

    /// Nil unless the server has both `--mail-from` (with a program) and `--public-url`.
    init?(config: AppConfiguration, database: AppDatabase, limits: RateLimits, now: @escaping @Sendable () -> Date) {
        guard let mail = config.mail, let publicURL = config.publicURL else { return nil }
        self.from = mail.from
        self.sender = SendmailCommand(executable: mail.command, timeout: mail.timeout)
        self.publicURL = publicURL
        self.database = database
        self.outbox = Outbox()
        self.limits = limits
        self.logger = Logger(label: "pantrix.mail")
        self.now = now
    }

    func link(_ url: SiteURL) -> String { publicURL + url.path }

    /// "Forgot your password?": finds the accounts, makes a link for each and mails it, all in
    /// the background, so whoever asks gets the same answer as fast whether or not an account
    /// matched.
    func sendResetLinks(to nameOrEmail: String) async {
        await queue("reset request") { await self.resetLinks(nameOrEmail) }
    }

    /// The link that confirms a new address goes to that address.
    func sendEmailConfirmation(to email: String, username: String, token: String) async {
        let mail = AccountMailText.confirmEmail(username: username, link: link(.confirmEmail(.value(token))))
        await queue("email confirmation") { await self.deliver(mail, to: email) }
    }

    /// Tells the old address that the account's email changed.
    func sendEmailChangedNotice(to email: String, username: String) async {
        await queue("email change notice") { await self.deliver(AccountMailText.emailChanged(username: username), to: email) }
    }

    private func queue(_ what: String, _ job: @escaping Outbox.Job) async {
        if await !outbox.enqueue(job) {
            logger.error("mail queue full: a \(what) was dropped")
        }
    }

    private func resetLinks(_ nameOrEmail: String) async {
        do {
            for user in try await database.recoverableAccounts(matching: nameOrEmail) {
                guard let id = user.id, let email = user.email else { continue }
                let key = "account:\(id)"
                if await limits.resetMailsPerAccount.retryAfter(key) != nil {
                    logger.notice("reset link not mailed: the account had several in the last hour", metadata: ["user": "\(id)"])
                    continue
                }
                await limits.resetMailsPerAccount.record(key)
                let made = try await database.createResetLink(userID: id, now: now())
                await deliver(AccountMailText.resetLink(username: user.username, link: link(.resetPassword(.value(made.token)))), to: email)
            }
        } catch {
            logger.error("reset link could not be made", metadata: ["error": "\(error)"])
        }
    }

    /// Hands the mail to the program; a failure goes to the log and to the admins' list.
    func deliver(_ mail: AccountMailText.Mail, to recipient: String) async {
        do {
            let message = try MailMessage(from: from, to: recipient, subject: mail.subject, body: mail.body)
            try await sender.send(message, date: now())
            logger.info("mail sent", metadata: ["subject": "\(mail.subject)"])
        } catch {
            let reason = error is MailError ? "the address was refused before sending (\(error))" : "\(error)"
            logger.error("mail failed", metadata: ["to": "\(recipient)", "subject": "\(mail.subject)", "error": "\(reason)"])
            do {
                try await database.recordMailFailure(recipient: recipient, subject: mail.subject, error: reason, now: now())
            } catch {
                logger.error("mail failure could not be recorded", metadata: ["error": "\(error)"])
            }
        }
    }
}
