#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: SwiftPM used a stale reading of Package.swift. touch Package.swift, then build with --manifest-cache none")
#endif

import PantrixCore
import Templates

extension PageSamples {
    /// A cook's entries as an admin sees them, one of them voided.
    static let cookingLog = CookingLogPage(
        layout: layout("Cooking entries of tomasz", section: nil), user: SampleRecords.author, entries: SampleRecords.moderatedHistory)
}
