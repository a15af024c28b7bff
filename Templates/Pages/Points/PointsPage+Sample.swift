#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let points = PointsPage(layout: layout("How points work", section: .leaderboard))
}
