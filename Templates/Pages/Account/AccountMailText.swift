/// The words of the mail Pantrix sends about accounts: plain text, one link each.
package enum AccountMailText {
    package struct Mail: Sendable, Equatable {
        package let subject: String
        package let body: String
    }

    package static func resetLink(username: String, link: String) -> Mail {
        Mail(subject: "Choose a new Pantrix password", body: """
            Hello \(username),

            Someone, hopefully you, asked for a new password for your Pantrix account "\(username)". \
            Open this link to choose one:

            \(link)

            The link works once, for one hour. If you didn't ask, ignore this email: your password stays as it is.
            """)
    }

    package static func confirmEmail(username: String, link: String) -> Mail {
        Mail(subject: "Confirm your new Pantrix email address", body: """
            Hello \(username),

            To use this address for your Pantrix account "\(username)", open this link:

            \(link)

            The link works once, for 24 hours. If you didn't ask for this, ignore this email: nothing changes.
            """)
    }

    /// To the old address once a new one is confirmed, so a change nobody expected is noticed.
    package static func emailChanged(username: String) -> Mail {
        Mail(subject: "Your Pantrix email address was changed", body: """
            Hello \(username),

            The email address of your Pantrix account "\(username)" was just changed, and this address \
            no longer belongs to it.

            If you made this change, there is nothing to do. If you didn't, ask an admin of the site for help.
            """)
    }
}
