#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import FoodKit
import PantrixCore
import Templates

extension PageSamples {
    /// The same link opened signed out, on a Pantrix taking new accounts.
    static let householdInvitation = HouseholdInvitationPage(
        layout: layout("Join The flat on Elm Street", section: .account, user: nil), preview: joinPreview,
        joinPath: householdJoin.action, signUpOpen: true)
}
