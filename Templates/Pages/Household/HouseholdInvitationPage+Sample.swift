#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
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
