import Foundation
import PantrixCore

/// /admin/settings
package struct AdminSettingsPage: Sendable {
    package let layout: LayoutModel
    /// "server default" first, then each mode.
    package let registrationOptions: [FormOption]
    package let serverDefault: String
    package let membersMayInvite: Bool

    package init(layout: LayoutModel, registrationOptions: [FormOption], serverDefault: String, membersMayInvite: Bool) {
        self.layout = layout
        self.registrationOptions = registrationOptions
        self.serverDefault = serverDefault
        self.membersMayInvite = membersMayInvite
    }
}
