import PantrixTestSupport
import Templates
import Foundation
import PantrixCore

/// The admin area, invites and the meal plan.
extension PageSamples {
    /// An instance with open reports and a mail failure to look at.
    package static let adminHome: AdminHomePage = {
        var page = AdminHomePage(layout: layout("Admin", section: .admin), people: 214, disabled: 3, registration: "Invite only", activeInvites: 4)
        page.openReports = 2
        page.mailConfigured = true
        page.mailFailures = MailFailureSummary(count: 1, recent: [])
        return page
    }()

    package static let adminPeople = AdminPeoplePage(
        layout: layout("People", section: .admin), query: "co", people: SampleRecords.people.map(PersonRow.init),
        nextPage: SiteURL.adminPeople.href(["q": "co", "offset": "50"]))

    /// A disabled account, with the reason it was disabled and the delete form showing a mistake.
    package static let adminPerson: AdminPersonPage = {
        var page = AdminPersonPage(layout: layout("spamcook", section: .admin, hasForm: true), person: PersonRow(SampleRecords.people[2]), isSelf: false)
        page.deleteConfirm.value = "spamcok"
        page.deleteConfirm.error = "Type the username exactly to delete the account."
        return page
    }()

    package static let adminSettings = AdminSettingsPage(
        layout: layout("Site settings", section: .admin, hasForm: true),
        registrationOptions: [
            FormOption(value: "default", label: "Server default (open)", selected: false),
            FormOption(value: "open", label: "Open", selected: false),
            FormOption(value: "invite", label: "Invite only", selected: true),
            FormOption(value: "closed", label: "Closed", selected: false),
        ],
        serverDefault: "open", membersMayInvite: true)

    package static let adminAudit = AdminAuditPage(
        layout: layout("Audit log", section: .admin), rows: SampleRecords.audit.map(AdminAuditPage.Row.init), nextPage: nil)

    /// An admin's invites: one active, one used up, and the link just made.
    package static let invites: InvitesPage = {
        var page = InvitesPage(
            layout: layout("Invites", section: .admin, hasForm: true),
            rows: SampleRecords.invites.map { InvitesPage.Row($0, now: SampleRecords.now) }, showsEveryone: true, modeNote: nil)
        page.newLink = "https://pantrix.example.org/register?invite=sample-invite-token"
        return page
    }()

    /// The week of the samples' day, with the picker open on Thursday's dinner.
    package static let plan: PlanPage = {
        var page = PlanPage(layout: layout("Meal plan", section: .plan, hasForm: true), view: SampleRecords.planWeek, today: SampleRecords.now)
        let week = SampleRecords.planWeek.week
        page.picker = PlanPicker(
            week: week, today: SampleRecords.today, query: "soup", day: week.days[3], slot: .dinner,
            found: SampleRecords.cards(3, from: 70).map { RecipeCardView($0) },
            favourites: SampleRecords.cards(3, from: 30).map { RecipeCardView($0, favourited: true) },
            cookNow: SampleRecords.cards(3, from: 90).map { RecipeCardView($0) })
        return page
    }()

    package static let planAdd = PlanAddPage(
        layout: layout("Add to your meal plan", section: .plan, hasForm: true), recipeID: SampleRecords.recipeID,
        recipeTitle: SampleRecords.recipeDraft.title, servings: SampleRecords.recipeDraft.servings, choices: PlanFormChoices(from: SampleRecords.now))
}
