#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let taste = TastePage(
        layout: layout("Your tastes", section: .account, hasForm: true), taste: SampleRecords.taste, welcome: false,
        cuisineNames: SampleRecords.cuisines)
}
