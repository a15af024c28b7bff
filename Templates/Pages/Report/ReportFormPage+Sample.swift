#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// A report sent without a reason, shown again.
    static let reportForm: ReportFormPage = {
        let menu = ReportMenu(
            kind: .recipe, id: SampleRecords.allCards[4].id, back: SiteURL.recipe(.value(SampleRecords.allCards[4].id)).path,
            note: "Every step links to a shop.", reasonError: "Choose what is wrong with it.")
        return ReportFormPage(layout: layout("Report this recipe", section: nil), menu: menu)
    }()
}
