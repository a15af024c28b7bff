import Foundation
import HTTPTypes
import HummingbirdTesting
import Templates
import Testing
@testable import PantrixWeb

/// `next=` and `back=` lead only to pages the typed routes produce.
@Suite struct SafeRedirectTests {
    @Test(arguments: [
        "/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "https://evil.example", "evil.example",
        "", "/nowhere", "/recipes/abc", "/recipes/1/nowhere", "/recipes//edit", "/u/", "///evil.example", "/%2F/evil.example",
    ])
    func anythingElseFallsBack(_ target: String) {
        #expect(SafeRedirect.localPath(target) == "/")
        #expect(SafeRedirect.localPath(target, fallback: .recipe(.value(7))) == "/recipes/7")
    }

    @Test func pagesKeepTheirQueryAndFragment() {
        #expect(SafeRedirect.localPath(nil) == "/")
        #expect(SafeRedirect.localPath("/") == "/")
        #expect(SafeRedirect.localPath("/recipes/12") == "/recipes/12")
        #expect(SafeRedirect.localPath("/recipes/12#lists") == "/recipes/12#lists")
        #expect(SafeRedirect.localPath("/cook?missing=2&diet=vegan") == "/cook?missing=2&diet=vegan")
        #expect(SafeRedirect.localPath("/search?q=//evil.example") == "/search?q=//evil.example", "the query can't change the host")
        #expect(SafeRedirect.localPath("/u/ana") == "/u/ana")
        #expect(SafeRedirect.localPath("/recipes/new") == "/recipes/new")
        #expect(SafeRedirect.localPath("/recipes/%31%32") == "/recipes/12", "read back and written again")
    }

    @Test func loggingInFollowsOnlyASitePath() async throws {
        let app = try await TestApp.make()
        try await app.test(.router) { client in
            var browser = Browser(client)
            try await browser.register("wanderer")
            for evil in ["//evil.example", "/\\evil.example", "/\t/evil.example", "/nowhere"] {
                _ = try await browser.logOut()
                let login = try await browser.logIn("wanderer", next: evil)
                #expect(login.status == .seeOther)
                #expect(login.location == "/", "\(evil)")
            }
            _ = try await browser.logOut()
            #expect(try await browser.logIn("wanderer", next: "/pantry").location == "/pantry")
            let form = try await browser.get("/login?next=%2F%2Fevil.example")
            #expect(form.contains(#"name="next" value="/""#), "the form carries only a safe target")
        }
    }
}
