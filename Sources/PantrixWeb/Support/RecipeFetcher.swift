import AsyncHTTPClient
import Foundation
import NIOCore

/// A recipe page fetched for import: its bytes and whether the site sent JSON.
struct FetchedPage: Sendable {
    let data: Data
    let url: URL
    let isJSON: Bool

    /// A name whose extension tells the importer HTML from JSON when the bytes don't.
    var filename: String { isJSON ? "page.json" : "page.html" }
}

/// Fetches the page behind a link for "import from a link", on the server, under the SSRF rules
/// of `FetchAddressPolicy`: every hop's host is resolved here and checked, redirects are followed
/// by hand (at most 5, each re-checked), 10 seconds in all, at most 5 MB read, HTML or JSON only.
/// The image the page's recipe names comes the same way (`fetchImage`), with its own types and cap.
struct RecipeFetcher: Sendable {
    static let maxRedirects = 5
    static let maxBytes = 5 * 1024 * 1024
    static let acceptedTypes: Set<String> = ["text/html", "application/xhtml+xml", "application/json", "application/ld+json"]
    /// The image types DishPhotos may accept (it decides from the bytes, after this).
    static let imageTypes: Set<String> = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"]

    /// What one fetch takes: the media types, the Accept header asking for them, and a byte cap.
    struct Wanted: Sendable {
        let types: Set<String>
        let accept: String
        let maxBytes: Int
    }

    var policy: FetchAddressPolicy
    var timeout: Duration = .seconds(10)
    var maxBytes = RecipeFetcher.maxBytes

    init(allowPrivate: Bool) {
        policy = FetchAddressPolicy(allowPrivate: allowPrivate)
    }

    /// `timeout` for NIO: the deadline of the whole exchange, and the most a connect or a read may
    /// take within it (a fixed limit there would cut a fetch given longer short of its `timeout`).
    private var timeLimit: TimeAmount { .milliseconds(Int64(timeout / .milliseconds(1))) }

    func fetch(_ typed: String) async throws(RecipeFetchError) -> FetchedPage {
        try await fetch(typed, wanted: Wanted(
            types: Self.acceptedTypes, accept: "text/html, application/xhtml+xml, application/ld+json, application/json;q=0.9",
            maxBytes: maxBytes))
    }

    /// An image (a recipe's cover) of at most `maxBytes`, under the same rules as a page.
    func fetchImage(_ address: String, maxBytes: Int) async throws(RecipeFetchError) -> Data {
        try await fetch(address, wanted: Wanted(
            types: Self.imageTypes, accept: "image/jpeg, image/png, image/webp;q=0.9", maxBytes: maxBytes)).data
    }

    private func fetch(_ typed: String, wanted: Wanted) async throws(RecipeFetchError) -> FetchedPage {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .emptyAddress }
        guard let url = URL(string: text) else { throw .invalidAddress }
        let first = try policy.check(url)
        // The whole exchange (lookups, redirects, body) races one timer; whichever ends first wins.
        let outcome = await withTaskGroup(of: Result<FetchedPage, RecipeFetchError>?.self) { group in
            group.addTask {
                do throws(RecipeFetchError) { return .success(try await follow(first, wanted: wanted)) } catch { return .failure(error) }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return Task.isCancelled ? nil : .failure(.timeout)
            }
            var outcome: Result<FetchedPage, RecipeFetchError> = .failure(.timeout)
            while let next = await group.next() {
                guard let next else { continue }
                outcome = next
                group.cancelAll()
                break
            }
            return outcome
        }
        return try outcome.get()
    }

    private func follow(_ first: FetchTarget, wanted: Wanted) async throws(RecipeFetchError) -> FetchedPage {
        let deadline = NIODeadline.now() + timeLimit
        var target = first
        for _ in 0...Self.maxRedirects {
            let address = try policy.pick(try await HostResolver.resolve(target.host))
            switch try await exchange(target, address: address, wanted: wanted, deadline: deadline) {
            case .page(let page):
                return page
            case .redirect(let location):
                guard let next = URL(string: location, relativeTo: target.url)?.absoluteURL else { throw .badRedirect }
                do throws(RecipeFetchError) {
                    target = try policy.check(next)
                } catch .invalidAddress {
                    throw .badRedirect
                }
            }
        }
        throw .tooManyRedirects
    }

    private enum Answer {
        case page(FetchedPage)
        case redirect(String)
    }

    /// One request, to the address that was checked. AsyncHTTPClient would resolve the name again
    /// when it connects, and a hostile DNS server could then answer with an internal address (DNS
    /// rebinding); its `dnsOverride` makes it connect to `address` while the Host header and TLS
    /// (SNI and the certificate check) still use the name. One client per request, because the
    /// override belongs to a client's configuration.
    private func exchange(
        _ target: FetchTarget, address: IPAddress, wanted: Wanted, deadline: NIODeadline
    ) async throws(RecipeFetchError) -> Answer {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: timeLimit, read: timeLimit))
        // A refused connection is an answer ("could not be reached"), not something to retry until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        if IPAddress(target.host) == nil {
            configuration.dnsOverride = [target.host: address.description]
        }
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        let outcome: Result<Answer, RecipeFetchError>
        do {
            outcome = .success(try await send(target, with: client, wanted: wanted, deadline: deadline))
        } catch let error as RecipeFetchError {
            outcome = .failure(error)
        } catch {
            outcome = .failure(Self.reason(error))
        }
        try? await client.shutdown()
        return try outcome.get()
    }

    private func send(_ target: FetchTarget, with client: HTTPClient, wanted: Wanted, deadline: NIODeadline) async throws -> Answer {
        var request = HTTPClientRequest(url: target.url.absoluteString)
        request.headers.add(name: "User-Agent", value: "Pantrix recipe import")
        request.headers.add(name: "Accept", value: wanted.accept)
        let response = try await client.execute(request, deadline: deadline)
        let status = Int(response.status.code)
        if (300..<400).contains(status), let location = response.headers.first(name: "Location") {
            return .redirect(location)
        }
        guard (200..<300).contains(status) else { throw RecipeFetchError.httpStatus(status) }
        let media = response.headers.first(name: "Content-Type")?
            .split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard let media, wanted.types.contains(media) else { throw RecipeFetchError.wrongType(media) }
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > wanted.maxBytes {
            throw RecipeFetchError.tooLarge
        }
        // Counted as it streams in: a body without a length (or lying about it) stops at the cap.
        var body = Data()
        for try await chunk in response.body {
            guard body.count + chunk.readableBytes <= wanted.maxBytes else { throw RecipeFetchError.tooLarge }
            body.append(contentsOf: chunk.readableBytesView)
        }
        return .page(FetchedPage(data: body, url: target.url, isJSON: media.hasSuffix("json")))
    }

    private static func reason(_ error: any Error) -> RecipeFetchError {
        if error is CancellationError { return .timeout }
        if let error = error as? HTTPClientError,
           [.deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout].contains(error) {
            return .timeout
        }
        return .cannotConnect
    }
}
