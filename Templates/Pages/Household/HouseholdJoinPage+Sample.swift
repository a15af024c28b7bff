#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import FoodKit
import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// Marta's join link to the flat on Elm Street.
    static let joinPreview = HouseholdInvitePreview(
        householdID: 900, name: "The flat on Elm Street", memberNames: ["marta", "joe"],
        expiresAt: SampleRecords.now.addingTimeInterval(6 * 86_400), invitedBy: "marta")

    /// A join link opened by someone in no household yet.
    static let householdJoin = HouseholdJoinPage(
        layout: layout("Join The flat on Elm Street", section: .account, hasForm: true),
        preview: joinPreview, action: "/household/join/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4", currentHousehold: nil)
}
