#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

extension PageSamples {
    /// A cook's entries as an admin sees them, one of them voided.
    static let cookingLog = CookingLogPage(
        layout: layout("Cooking entries of tomasz", section: nil), user: SampleRecords.author, entries: SampleRecords.moderatedHistory)
}
