import Foundation
import Testing
@testable import PantrixWeb

/// RecipeFetcher on its own, against the local fixture site (loopback, so private addresses allowed).
@Suite struct RecipeFetcherTests {
    /// A generous deadline (the whole suite loads two cores); the never-ending page gets a short one.
    static func fetcher(maxBytes: Int = RecipeFetcher.maxBytes, timeout: Duration = .seconds(30)) -> RecipeFetcher {
        var fetcher = RecipeFetcher(allowPrivate: true)
        fetcher.timeout = timeout
        fetcher.maxBytes = maxBytes
        return fetcher
    }

    @Test func followsRedirectsToThePageAndSaysWhatItIs() async throws {
        try await LinkFixtureServer.run { base in
            let page = try await Self.fetcher().fetch("  \(base)/hop/2 ")
            #expect(page.url.absoluteString == "\(base)/recipe", "relative redirects resolve against the hop before")
            #expect(!page.isJSON && page.filename == "page.html")
            #expect(String(decoding: page.data, as: UTF8.self).contains("Smoky Bean Stew"))
            let json = try await Self.fetcher().fetch("\(base)/recipe.json")
            #expect(json.isJSON && json.filename == "page.json")
        }
    }

    @Test func eachRedirectIsCheckedAgain() async throws {
        try await LinkFixtureServer.run { base in
            await #expect(throws: RecipeFetchError.unsupportedScheme) { try await Self.fetcher().fetch("\(base)/to-ftp") }
            await #expect(throws: RecipeFetchError.badRedirect) { try await Self.fetcher().fetch("\(base)/to-nowhere") }
            await #expect(throws: RecipeFetchError.tooManyRedirects) { try await Self.fetcher().fetch("\(base)/hop/5") }
        }
    }

    @Test func theBodyCapHoldsWithAndWithoutALength() async throws {
        try await LinkFixtureServer.run { base in
            // The recipe page declares its length (about 500 bytes); /huge streams without one.
            await #expect(throws: RecipeFetchError.tooLarge) { try await Self.fetcher(maxBytes: 100).fetch("\(base)/recipe") }
            await #expect(throws: RecipeFetchError.tooLarge) { try await Self.fetcher().fetch("\(base)/huge") }
            let started = ContinuousClock.now
            await #expect(throws: RecipeFetchError.timeout) { try await Self.fetcher(timeout: .seconds(1)).fetch("\(base)/slow") }
            // Half the site's minute: a bound for a fetch that waits for the site, not for a busy machine.
            #expect(ContinuousClock.now - started < .seconds(30), "the timer ends the fetch (1 s), not the site (a minute)")
        }
    }

    @Test func aClosedPortCannotBeReached() async throws {
        let port = try await LinkFixtureServer.run { base in base }
        await #expect(throws: RecipeFetchError.cannotConnect) { try await Self.fetcher().fetch(port + "/recipe") }
    }
}
