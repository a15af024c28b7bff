import Foundation
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// A recipe imported from a link brings the photo its JSON-LD names, fetched under the link's
/// rules and checked like an upload; a photo that can't be had never fails the import.
@Suite struct LinkImportPhotoTests {
    /// Imports each link as one person, on an app with its own uploads folder; returns the pages
    /// and each imported recipe's page.
    static func importLinks(_ links: [String], maxPhotoBytes: Int? = nil) async throws -> [(report: Page, recipe: Page?)] {
        let env = try await PhotoTestEnv { config in
            config.importAllowPrivate = true
            config.importFetchTimeout = .seconds(30)
            if let maxPhotoBytes { config.maxPhotoBytes = maxPhotoBytes }
        }
        defer { env.removeUploads() }
        return try await env.app().test(.router) { client in
            var browser = Browser(client)
            try await browser.register("linker")
            var pages: [(Page, Page?)] = []
            for link in links {
                let report = try await browser.post("/recipes/import/link", ["url": link], csrfFrom: "/recipes/import")
                var recipe: Page?
                if let path = report.text.firstMatch(of: /href="(\/recipes\/[0-9]+)"/)?.1 { recipe = try await browser.get(String(path)) }
                pages.append((report, recipe))
            }
            return pages
        }
    }

    @Test func theImageARecipeNamesIsItsCoverInEachShape() async throws {
        try await LinkFixtureServer.run { base in
            let pages = try await Self.importLinks(["string", "array", "object", "relative"].map { "\(base)/recipe-photo/\($0)/dish.jpg" })
            for (report, recipe) in pages {
                #expect(report.status == .ok)
                #expect(report.contains("Imported 1 recipe with 2 ingredient lines"))
                #expect(!report.contains("comes without a photo"))
                let recipe = try #require(recipe)
                #expect(recipe.contains("class=\"recipe-image\" src=\"/uploads/"), "the fetched image is the cover")
                #expect(recipe.contains("by linker"), "and the importer's photo in the gallery")
            }
        }
    }

    @Test func anImageThatCantBeHadLeavesTheRecipeWithoutAPhotoAndSaysWhy() async throws {
        let cases: [(file: String, reason: String)] = [
            ("gone", "“Green Shakshuka” comes without a photo: the site answered with an error (HTTP 404) instead of its image."),
            ("recipe", "“Green Shakshuka” comes without a photo: its image is not a JPEG, PNG or WebP file (the site sent text/html)."),
            ("photo.png", "“Green Shakshuka” comes without a photo: its image can&#39;t be used."),
            ("huge.jpg", "“Green Shakshuka” comes without a photo: its image is larger than 1 MB."),
        ]
        try await LinkFixtureServer.run { base in
            let pages = try await Self.importLinks(cases.map { "\(base)/recipe-photo/string/\($0.file)" }, maxPhotoBytes: 1024 * 1024)
            for ((report, recipe), expected) in zip(pages, cases) {
                #expect(report.status == .ok, "\(expected.file): the import itself succeeds")
                #expect(report.contains("Imported 1 recipe with 2 ingredient lines"), "\(expected.file)")
                #expect(report.contains(expected.reason), "\(expected.file)")
                #expect(recipe?.contains("class=\"recipe-image\" src=\"/uploads/") == false, "\(expected.file): no cover")
            }
        }
    }
}
