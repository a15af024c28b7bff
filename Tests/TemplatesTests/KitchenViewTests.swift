import TemplateSamples
import PantrixTestSupport
import Foundation
@testable import PantrixCore
import Testing
@testable import Templates
@testable import TemplateSamples

/// The grocery list as a phone in a shop shows it, the pantry a line per item, and the invitation a
/// signed-out person gets from a household's join link.
@Suite struct KitchenViewTests {
    static func position(of name: String, in html: String) throws -> String.Index {
        try #require(html.range(of: #"<span class="grocery-name">\#(HTML.escaped(name))</span>"#), "\(name) is listed").lowerBound
    }

    @Test func tickedGroceriesWaitUnderDoneAfterEverythingStillToBuy() throws {
        let list = SampleRecords.groceryList
        let html = PageSamples.groceries.document().text
        let done = try #require(html.range(of: #"<h2 id="done-heading">Done (<span data-done-count>3</span>)</h2>"#)).lowerBound
        for entry in list.entries {
            let at = try Self.position(of: entry.item.name, in: html)
            #expect((at > done) == entry.item.checked, "\(entry.item.name) is \(entry.item.checked ? "under Done" : "above Done")")
        }
        let ticked = try list.entries.filter(\.item.checked).map { (at: try Self.position(of: $0.item.name, in: html), name: $0.item.name) }
        let shown = ticked.sorted { $0.at < $1.at }.map(\.name)
        #expect(shown == shown.sorted(), "Done lists by name")
    }

    @Test func whatAnItemIsForIsOneLineThatOpens() {
        let html = PageSamples.groceries.document().text
        let notes = SampleRecords.groceryList.entries.compactMap(GroceriesPage.forWhat)
        #expect(!notes.isEmpty)
        for note in notes {
            #expect(html.contains(#"<details class="grocery-recipes"><summary>\#(HTML.escaped(note))</summary></details>"#))
        }
    }

    @Test func theButtonsForTickedItemsAreThereWithoutScriptEvenBeforeATick() throws {
        let nothingTicked = GroceryList(entries: SampleRecords.groceryList.entries.map { entry in
            var item = entry.item
            item.checked = false
            return GroceryList.Entry(item: item, recipes: entry.recipes)
        })
        let html = GroceriesPage(layout: PageSamples.layout("Grocery list", section: .groceries, hasForm: true), list: nothingTicked).document().text
        #expect(html.contains("Move checked to pantry") && html.contains("Clear checked"))
        #expect(html.contains(#"data-grocery-done hidden>"#), "an empty Done group is out of sight")
    }

    @Test func aPantryItemIsOneLineWithItsNameOnce() throws {
        let page = PageSamples.pantry
        let html = page.document().text
        let eggs = try #require(page.items.first { $0.name == "eggs" && $0.amount != nil })
        let start = try #require(html.range(of: #"<strong class="pantry-name">eggs</strong>"#)).lowerBound
        let end = try #require(html[start...].range(of: "</li>")).lowerBound
        let line = html[start..<end]
        #expect(line.contains(#"<span class="pantry-amount">\#(eggs.amount ?? "")</span>"#))
        let menu = try #require(line.range(of: #"<details class="pantry-menu">"#))
        #expect(!line[..<menu.lowerBound].contains(eggs.text), "the name and amount are not repeated before the menu")
        #expect(line[menu.lowerBound...].contains(#"Remove<span class="visually-hidden"> eggs</span>"#), "Remove is in the menu")
    }

    @Test func theInvitationNamesWhoInvitesAndKeepsTheLinkThroughSigningIn() {
        let page = PageSamples.householdInvitation
        let html = page.document().text
        #expect(html.contains(#"<a class="button" href="/register?next=/household/join/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4">Create an account</a>"#))
        #expect(html.contains(#"href="/login?next=/household/join/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4">Log in</a>"#))
        let attack = PageViewTests.attack
        let hostile = HouseholdInvitationPage(
            layout: PageSamples.layout("Join", section: .account, user: nil),
            preview: HouseholdInvitePreview(householdID: 1, name: attack, memberNames: [attack], expiresAt: SampleRecords.now, invitedBy: attack),
            joinPath: "/household/join/x", signUpOpen: false)
        PageViewTests().expectInert(hostile.document().text, "invitation")
        #expect(!hostile.document().text.contains("Create an account"), "no sign-up offered where it is closed")
    }
}
