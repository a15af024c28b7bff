#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import Foundation
import PantrixCore
import Templates

extension PageSamples {
    /// An admin's invites: one active, one used up, and the link just made.
    static let invites: InvitesPage = {
        var page = InvitesPage(
            layout: layout("Invites", section: .admin, hasForm: true),
            rows: SampleRecords.invites.map { InvitesPage.Row($0, now: SampleRecords.now) }, showsEveryone: true, modeNote: nil)
        page.newLink = "https://pantrix.example.org/register?invite=sample-invite-token"
        return page
    }()
}
