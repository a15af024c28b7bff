#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    /// A cook's entries as an admin sees them, one of them voided.
    static let cookingLog = CookingLogPage(
        layout: layout("Cooking entries of tomasz", section: nil), user: SampleRecords.author, entries: SampleRecords.moderatedHistory)
}
