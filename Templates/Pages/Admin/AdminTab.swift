/// The admin area's pages: one tab strip across them, lists that read well on a phone.
package enum AdminTab: CaseIterable, Sendable {
    case overview, reports, people, invites, settings, audit

    var label: String {
        switch self {
        case .overview: "Overview"
        case .reports: "Reports"
        case .people: "People"
        case .invites: "Invites"
        case .settings: "Settings"
        case .audit: "Audit log"
        }
    }

    var url: SiteURL {
        switch self {
        case .overview: .admin
        case .reports: .adminReports
        case .people: .adminPeople
        case .invites: .invites
        case .settings: .adminSettings
        case .audit: .adminAudit
        }
    }
}

extension Partials {
    static func adminTabs(_ current: AdminTab) -> HTML {
        """
        <p class="breadcrumb">Admin area</p>
        <nav class="tabs tabs-wrap" aria-label="Admin area">
          \(HTML(each: AdminTab.allCases) { "<a href=\"\($0.url)\"\(if: $0 == current, " aria-current=\"page\"")>\($0.label)</a>" })
        </nav>
        """
    }

    static func pager(_ next: String?) -> HTML? {
        next.map { "<p class=\"pager\"><a class=\"button button-secondary\" href=\"\($0)\">More</a></p>" }
    }

    static func personBadges(_ person: PersonRow) -> HTML {
        """
        \(if: person.isAdmin, "<span class=\"badge\">admin</span>")\(if: person.disabled != nil, " <span class=\"badge badge-danger\">disabled</span>")
        """
    }
}
