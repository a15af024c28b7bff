#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    /// A report sent without a reason, shown again.
    static let reportForm: ReportFormPage = {
        var menu = ReportMenu(kind: .recipe, id: SampleRecords.allCards[4].id, back: SiteURL.recipe(.value(SampleRecords.allCards[4].id)).path,
                              note: "Every step links to a shop.")
        menu.reasonError = "Choose what is wrong with it."
        return ReportFormPage(layout: layout("Report this recipe", section: nil), menu: menu)
    }()
}
