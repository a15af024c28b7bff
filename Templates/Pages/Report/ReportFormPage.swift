import Foundation
import PantrixCore

/// A report the server refused to take as sent (no reason chosen, a note too long): the form
/// again, on a page of its own, with what was typed and what to change.
package struct ReportFormPage: Sendable {
    package let layout: LayoutModel
    package let menu: ReportMenu
    package let backHref: String

    package init(layout: LayoutModel, menu: ReportMenu) {
        self.layout = layout
        self.menu = menu
        backHref = menu.back
    }
}
