import PantrixTestSupport
import Templates
import PantrixCore

/// Reporting and the admins' moderation pages.
extension PageSamples {
    package static let reports = ReportQueuePage(
        layout: layout("Reports", section: nil), queue: SampleRecords.reportQueue, order: .newest, resolved: false, page: 1,
        viewerID: SampleRecords.viewer.id)

    /// A cook's entries as an admin sees them, one of them voided.
    package static let cookingLog = CookingLogPage(
        layout: layout("Cooking entries of tomasz", section: nil), user: SampleRecords.author, entries: SampleRecords.moderatedHistory)

    /// A report sent without a reason, shown again.
    package static let reportForm: ReportFormPage = {
        var menu = ReportMenu(kind: .recipe, id: SampleRecords.allCards[4].id, back: SiteURL.recipe(.value(SampleRecords.allCards[4].id)).path,
                              note: "Every step links to a shop.")
        menu.reasonError = "Choose what is wrong with it."
        return ReportFormPage(layout: layout("Report this recipe", section: nil), menu: menu)
    }()
}
