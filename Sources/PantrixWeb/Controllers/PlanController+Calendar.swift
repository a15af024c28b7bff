import Foundation
import Hummingbird
import PantrixCore
import Templates

/// The plan's private calendar link: made and revoked on /plan, read by calendar apps at
/// /plan/{token}.ics without a sign-in (the token is the key).
extension PlanController {
    /// GET /plan/{token}.ics: the plan as a calendar feed; the token is the key.
    @Sendable func showCalendarFeed(request: Request, context: AppRequestContext) async throws -> Response {
        guard let token = context.parameters.get("token"), token.count <= 100,
              let entries = try await services.database.planFeedEntries(token: token, now: now())
        else { throw UserFacingError(status: .notFound, message: "This calendar link doesn't work any more. Make a new one on your meal plan.") }
        return calendar(entries, request: request)
    }

    /// POST /plan/feed: a new private calendar link, shown once.
    @Sendable func makeCalendarLink(request: Request, context: SignedInContext) async throws -> Response {
        let token = try await services.database.makePlanFeed(userID: context.userID, now: now())
        let link = services.absoluteURL(SiteURL.planFeed(.value(token)).path, request: request)
        var response = try await render(context, week: PlanWeek(containing: now()), feedLink: link)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// POST /plan/feed/delete: turns the calendar link off.
    @Sendable func revokeCalendarLink(request: Request, context: SignedInContext) async throws -> Response {
        try await services.database.revokePlanFeed(userID: context.userID)
        services.pages.flash(context, .success, "The calendar link is off: calendars that used it no longer get your plan.")
        return SafeRedirect.seeOther(SiteURL.plan.href([:], fragment: "calendar"))
    }

    /// The feed itself: one all-day event per entry, with the recipe's address.
    private func calendar(_ entries: [PlanEntry], request: Request) -> Response {
        let events = entries.map { entry in
            var description: [String] = []
            if entry.recipeId != nil { description.append(entry.servings == 1 ? "1 serving" : "\(entry.servings) servings") }
            if let note = entry.note { description.append(note) }
            if let recipe = entry.recipeId {
                description.append(services.absoluteURL(SiteURL.recipe(.value(recipe)).path, request: request))
            }
            return ICalendar.Event(
                uid: "plan-entry-\(entry.id ?? 0)@pantrix", day: entry.day,
                summary: "\(entry.mealSlot.label): \(entry.title)\(entry.isCooked ? " ✓" : "")", description: description.joined(separator: "\n"))
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/calendar; charset=utf-8"
        headers[.cacheControl] = "private, no-cache"
        let body = ICalendar.calendar(name: "Pantrix meal plan", events: events, now: now())
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
