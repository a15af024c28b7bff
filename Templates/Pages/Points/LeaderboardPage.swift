import FoodKit
import Foundation
import PantrixCore

/// /leaderboard: the top cooks for a period, and where the viewer stands.
package struct LeaderboardPage: Sendable {
    package typealias Tab = NavLink

    package struct Row: Sendable {
        package let rank: Int
        package let username: String
        package let href: String
        package let points: Int
        package let cooked: Int
        package let isViewer: Bool
    }

    package let layout: LayoutModel
    package let periodLabel: String
    /// "this week", "this month", "of all time".
    package let periodPhrase: String
    package let tabs: [Tab]
    package let rows: [Row]
    package let viewer: Row?
    package let viewerOutsideTop: Bool
    package let participants: Int

    package init(layout: LayoutModel, board: Leaderboard, viewerID: Int64?) {
        self.layout = layout
        periodLabel = board.period.label
        periodPhrase = board.period == .allTime ? "of all time" : board.period.label.lowercased()
        tabs = PointsPeriod.allCases.map {
            Tab(label: $0.label, href: SiteURL.leaderboard.href(["period": $0.rawValue]), current: $0 == board.period)
        }
        func row(_ r: LeaderboardRow) -> Row {
            Row(rank: r.rank, username: r.username, href: SiteURL.profile(.value(r.username)).path, points: r.points, cooked: r.cooked, isViewer: r.userID == viewerID)
        }
        rows = board.top.map(row)
        viewer = board.viewer.map(row)
        viewerOutsideTop = board.viewer.map { mine in !board.top.contains { $0.userID == mine.userID } } ?? false
        participants = board.participants
    }
}
