#if !TEMPLATE_SAMPLES
#error("A sample compiled into Templates: touch Package.swift so SwiftPM lists this +Sample.swift file in TemplateSamples again")
#endif

import PantrixCore
import Templates

extension PageSamples {
    static let leaderboard = LeaderboardPage(
        layout: layout("Leaderboard", section: .leaderboard), board: SampleRecords.leaderboard, viewerID: SampleRecords.viewer.id)
}
