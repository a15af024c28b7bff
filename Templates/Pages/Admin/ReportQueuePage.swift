import Foundation
import PantrixCore

/// /admin/reports: reported items, each previewed in place with its reports and what an admin
/// can do with it.
package struct ReportQueuePage: Sendable {
    package struct Report: Sendable {
        package let reporter: String
        package let reason: String
        package let note: String?
        package let when: String
    }

    package struct Group: Sendable {
        package let kind: ReportKind
        package let id: Int64
        /// "Recipe", "Photo", …
        package let kindLabel: String
        package let title: String
        package let body: String?
        package let imageURL: String?
        package let itemHref: String?
        package let ownerName: String?
        package let ownerHref: String?
        /// The owner's cooking entries, to void points (not for seed recipes).
        package let cookingHref: String?
        package let countText: String
        package let latest: String
        /// "spam ×2 · offensive".
        package let reasons: String
        package let reports: [Report]
        /// False when the item is the viewing admin's own: they are not shown who reported them.
        package let showReporters: Bool
        package let hiddenNote: String?
        package let isGone: Bool
        /// How it ended, in the resolved list.
        package let resolution: String?
        package let canHide: Bool
        package let canDelete: Bool
        package let dismissAction: String
        package let hideAction: String
        package let deleteAction: String
        package var hideReason: FormField
        package let deleteNote: String
    }

    package let layout: LayoutModel
    package let groups: [Group]
    package let tabs: [NavLink]
    package let resolved: Bool
    /// This page's address, where the forms come back to.
    package let back: String
    package let newerHref: String?
    package let olderHref: String?

    /// `failed`: the item whose hide was refused, with the reason as typed and what is wrong.
    package init(
        layout: LayoutModel, queue: ReportQueue, order: ReportQueueOrder, resolved: Bool, page: Int, viewerID: Int64?,
        failed: (item: ReportedItem, reason: FormField)? = nil
    ) {
        self.layout = layout
        self.resolved = resolved
        let query: (Int) -> String = { page in
            SiteURL.adminReports.href([
                "sort": resolved || order == .newest ? nil : order.rawValue, "show": resolved ? "resolved" : nil,
                "page": page > 1 ? String(page) : nil,
            ])
        }
        back = query(page)
        newerHref = page > 1 ? query(page - 1) : nil
        olderHref = queue.hasMore ? query(page + 1) : nil
        tabs = [
            NavLink(label: "Newest", href: SiteURL.adminReports.path, current: !resolved && order == .newest),
            NavLink(label: "Most reported", href: SiteURL.adminReports.href(["sort": ReportQueueOrder.most.rawValue]), current: !resolved && order == .most),
            NavLink(label: "Resolved", href: SiteURL.adminReports.href(["show": "resolved"]), current: resolved),
        ]
        groups = queue.groups.map { group in
            Self.group(group, viewerID: viewerID, failed: failed?.item == group.item ? failed?.reason : nil, resolved: resolved)
        }
    }

    static func group(_ group: ReportGroup, viewerID: Int64?, failed: FormField?, resolved: Bool) -> Group {
        let item = group.item, preview = group.preview
        let kind = Parameter.value(item.kind), id = Parameter.value(item.id)
        let itemHref: String? = preview.map { preview in
            switch item.kind {
            case .recipe: SiteURL.recipe(.value(item.id)).path
            case .photo: SiteURL.recipe(.value(preview.recipeId ?? 0)).href(fragment: "photo-\(item.id)")
            case .comment: SiteURL.recipe(.value(preview.recipeId ?? 0)).href(fragment: "comment-\(item.id)")
            case .list: SiteURL.list(.value(item.id)).path
            case .profile: SiteURL.profile(.value(preview.title)).path
            }
        }
        let title: String = switch item.kind {
        case .recipe, .list, .profile: preview?.title ?? "\(item.kind.noun.capitalized) \(item.id)"
        case .photo, .comment: preview.map { "On “\($0.title)”" } ?? "\(item.kind.noun.capitalized) \(item.id)"
        }
        let body = preview?.body.isEmpty == false ? preview?.body : nil
        let isOwn = viewerID != nil && preview?.ownerId == viewerID
        let isHidden = preview?.hiddenAt != nil
        return Group(
            kind: item.kind, id: item.id, kindLabel: item.kind.noun.capitalized, title: title,
            body: body.map { $0.count > 600 ? String($0.prefix(600)) + "…" : $0 },
            imageURL: preview?.imageFile.map { SiteURL.uploads(.value($0)).path }, itemHref: itemHref,
            ownerName: preview?.ownerName, ownerHref: preview?.ownerName.map { SiteURL.profile(.value($0)).path },
            cookingHref: preview?.ownerId.map { SiteURL.adminCookingLog(.value($0)).path },
            countText: group.reports == 1 ? "1 report" : "\(group.reports) reports",
            latest: DateText.dayAndTime(group.latest),
            reasons: group.reasons.map { $0.count > 1 ? "\($0.reason.shortLabel) ×\($0.count)" : $0.reason.shortLabel }.joined(separator: " · "),
            reports: group.entries.prefix(20).map {
                Report(reporter: $0.reporter, reason: $0.reason.shortLabel, note: $0.note.isEmpty ? nil : $0.note, when: DateText.dayAndTime($0.createdAt))
            },
            showReporters: !isOwn,
            hiddenNote: preview?.hiddenAt.map { "Hidden on \(DateText.day($0))" + (preview?.hiddenReason.map { ": “\($0)”" } ?? "") },
            isGone: preview == nil, resolution: resolved ? group.resolution : nil,
            canHide: !resolved && preview != nil && !isHidden, canDelete: !resolved && preview != nil && item.kind != .profile,
            dismissAction: SiteURL.adminReportDismiss(kind, id).path, hideAction: SiteURL.adminReportHide(kind, id).path,
            deleteAction: SiteURL.adminReportDelete(kind, id).path,
            hideReason: failed ?? FormField(id: "hide-\(item.kind.rawValue)-\(item.id)"),
            deleteNote: Self.deleteNote(item.kind))
    }

    static func deleteNote(_ kind: ReportKind) -> String {
        switch kind {
        case .recipe: "Deletes the recipe with its photos, comments and ratings, and takes back the points everyone earned cooking it."
        case .photo: "Deletes the photo's files and takes back its photo bonus."
        case .comment: "Deletes the comment."
        case .list: "Deletes the list; the recipes in it stay."
        case .profile: ""
        }
    }
}
