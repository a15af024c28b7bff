import TemplateSamples
import PantrixTestSupport
import Foundation
@testable import PantrixCore
import Testing
@testable import Templates
@testable import TemplateSamples

/// The report menu, the admin queue and a cook's entries, rendered from their sample models.
@Suite struct ModerationViewTests {
    @Test func theQueuePreviewsEachItemWithItsReportsAndActions() throws {
        let page = PageSamples.reports
        let html = page.document().text
        #expect(html.contains(#"<a href="/admin/reports" aria-current="page">Reports</a>"#), "the admin area's tabs, Reports current")
        #expect(html.components(separatedBy: #"<li class="panel report-group""#).count - 1 == 4)
        let recipe = try #require(page.groups.first)
        #expect(html.contains("3 reports") && html.contains("spam ×2 · copyright"))
        #expect(html.contains(#"<strong>noor</strong> · spam"#) && html.contains("Every step links to a shop."))
        #expect(html.contains(#"action="/admin/reports/recipe/\#(recipe.id)/hide""#) && html.contains(#"action="/admin/reports/recipe/\#(recipe.id)/dismiss""#))
        #expect(html.contains(#"action="/admin/reports/recipe/\#(recipe.id)/delete""#))
        #expect(html.contains(#"src="/uploads/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg""#), "the photo is shown in place")
        #expect(html.contains(#"href="/recipes/\#(recipe.id)#comment-88""#), "a comment links to where it is")
        #expect(html.contains(#"href="/admin/reports/cooks/\#(SampleRecords.author.id!)""#))
        // The deleted list: nothing to hide or delete, its reports only to clear.
        #expect(html.contains("This list no longer exists.") && !html.contains("/admin/reports/list/15/hide"))
        #expect(html.contains(#"<button type="submit" class="button button-small button-secondary">Clear</button>"#))
        #expect(html.components(separatedBy: #"name="back" value="/admin/reports""#).count - 1 == 3 * 3 + 1)
    }

    @Test func anAdminsOwnItemDoesNotNameItsReporters() {
        let queue = SampleRecords.reportQueue
        let page = ReportQueuePage(
            layout: PageSamples.reports.layout, queue: queue, order: .most, resolved: false, page: 2, viewerID: SampleRecords.author.id)
        let html = page.document().text
        #expect(!html.contains("<strong>noor</strong>") && html.contains("This is yours, so who reported it is not shown."))
        #expect(html.contains(#"name="back" value="/admin/reports?sort=most&amp;page=2""#))
        #expect(html.contains(#"<a class="button button-secondary button-small" href="/admin/reports?sort=most" rel="prev">"#))
    }

    @Test func aRefusedReportKeepsWhatWasTypedAndSaysWhatIsMissing() {
        let html = PageSamples.reportForm.document().text
        #expect(html.contains(#"<details class="report-menu" open>"#))
        #expect(html.contains(#"<p class="field-error" id="report-recipe-105-reason-error">Choose what is wrong with it.</p>"#))
        #expect(html.contains(">Every step links to a shop.</textarea>"))
        #expect(html.contains(#"<input type="hidden" name="back" value="/recipes/105">"#))
    }

    @Test func aVoidedEntrySaysWhyAndCanNotBeVoidedTwice() {
        let page = PageSamples.cookingLog
        let html = page.document().text
        #expect(html.contains("no points: voided by a moderator (Logged forty times in an hour)"))
        let voided = page.entries[1], counted = page.entries[0]
        #expect(!html.contains(voided.voidAction) && html.contains(#"action="\#(counted.voidAction)""#))
        #expect(html.contains(#"<a href="/admin/reports" aria-current="page">Reports</a>"#), "part of the admin area's Reports tab")
    }

    @Test func theOwnerOfAHiddenItemIsToldWhenAndWhy() {
        let date = Date(timeIntervalSince1970: 1_795_435_200)
        #expect(ModerationNotice.text("photo", hiddenAt: date, reason: "Not food")
                == "A moderator hid this photo on 23 Nov 2026: “Not food”. Only you can see it now.")
        #expect(ModerationNotice.text("photo", hiddenAt: nil, reason: "Not food") == nil)
    }
}
