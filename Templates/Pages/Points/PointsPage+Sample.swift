#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let points = PointsPage(layout: layout("How points work", section: .leaderboard))
}
