#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import Foundation
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// An admin's invites: one active, one used up, and the link just made.
    static let invites = InvitesPage(
        layout: layout("Invites", section: .admin, hasForm: true),
        rows: SampleRecords.invites.map { InvitesPage.Row($0, now: SampleRecords.now) }, showsEveryone: true, modeNote: nil,
        newLink: "https://pantrix.example.org/register?invite=sample-invite-token")
}
