import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore

/// A response as a person would look at it: status, headers, the page text.
struct Page {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let text: String
    /// The body as sent (images).
    var bytes = Data()

    var location: String? { headers[.location] }

    /// The new recipe's page after the editor saves one: it redirects to favourites with
    /// `?new=ID#recipe-ID` (a new recipe is favourited); anything else, the location as it is.
    var recipePath: String? {
        guard let location, location.hasPrefix("/favourites?new="),
              let id = location.dropFirst("/favourites?new=".count).split(whereSeparator: { $0 == "#" || $0 == "&" }).first
        else { return location }
        return "/recipes/\(id)"
    }

    /// The CSRF token of the first form on the page.
    var csrf: String? {
        guard let range = text.range(of: #"name="_csrf" value="([^"]*)""#, options: .regularExpression) else { return nil }
        let match = String(text[range])
        return match.components(separatedBy: "value=\"").last.map { String($0.dropLast()) }
    }

    func contains(_ fragment: String) -> Bool { text.contains(fragment) }
}

/// Keeps cookies between requests like a browser, and fills in the CSRF token of the form it came from.
struct Browser {
    let client: any TestClientProtocol
    var cookies: [String: String] = [:]

    init(_ client: any TestClientProtocol) { self.client = client }

    var cookieHeader: String? {
        cookies.isEmpty ? nil : cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
    }

    mutating func get(_ path: String) async throws -> Page {
        try await send(path, method: .get, body: nil, contentType: nil)
    }

    /// Posts a form. The token comes from `csrfFrom` (a page to load first) unless `csrf` is given.
    mutating func post(_ path: String, _ fields: [String: String], csrfFrom: String? = nil, csrf: String? = nil) async throws -> Page {
        var fields = fields
        if let csrf {
            fields["_csrf"] = csrf
        } else if let source = csrfFrom, let token = try await get(source).csrf {
            fields["_csrf"] = token
        }
        let body = fields.map { "\(Self.encode($0.key))=\(Self.encode($0.value))" }.joined(separator: "&")
        return try await send(path, method: .post, body: body, contentType: "application/x-www-form-urlencoded")
    }

    mutating func send(_ path: String, method: HTTPRequest.Method, body: String?, contentType: String?, extraHeaders: HTTPFields = [:]) async throws -> Page {
        try await send(path, method: method, bytes: body.map { ByteBuffer(string: $0) }, contentType: contentType, extraHeaders: extraHeaders)
    }

    /// The same with a binary body (file uploads).
    mutating func send(_ path: String, method: HTTPRequest.Method, bytes: ByteBuffer?, contentType: String?, extraHeaders: HTTPFields = [:]) async throws -> Page {
        var headers = extraHeaders
        if let cookieHeader { headers[.cookie] = cookieHeader }
        if let contentType { headers[.contentType] = contentType }
        let response = try await client.execute(uri: path, method: method, headers: headers, body: bytes)
        for value in response.headers[values: .setCookie] { remember(setCookie: value) }
        return Page(status: response.status, headers: response.headers, text: String(decoding: response.body.readableBytesView, as: UTF8.self), bytes: Data(buffer: response.body))
    }

    private mutating func remember(setCookie: String) {
        let parts = setCookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let pair = parts.first, let eq = pair.firstIndex(of: "=") else { return }
        let name = String(pair[..<eq]), value = String(pair[pair.index(after: eq)...])
        let expired = parts.contains { part in
            if part.lowercased() == "max-age=0" { return true }
            guard part.lowercased().hasPrefix("expires=") else { return false }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
            guard let date = formatter.date(from: String(part.dropFirst(8))) else { return false }
            return date.timeIntervalSinceNow <= 1
        }
        cookies[name] = expired ? nil : value
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

extension Browser {
    /// Registers through the form and returns the page the redirect lands on.
    @discardableResult
    mutating func register(_ username: String, password: String = "correct horse battery", email: String = "") async throws -> Page {
        let page = try await post("/register", [
            "username": username, "email": email, "password": password, "passwordConfirm": password,
        ], csrfFrom: "/register")
        return page
    }

    @discardableResult
    mutating func logIn(_ username: String, password: String = "correct horse battery", next: String? = nil) async throws -> Page {
        var fields = ["username": username, "password": password]
        if let next { fields["next"] = next }
        return try await post("/login", fields, csrfFrom: "/login")
    }

    /// Someone who signed up and was made an admin the way `pantrix admin grant` does it.
    static func admin(_ username: String, _ client: any TestClientProtocol, _ db: AppDatabase) async throws -> Browser {
        var browser = Browser(client)
        try await browser.register(username)
        try await db.setRole(.admin, username: username, by: .commandLine)
        return browser
    }

    mutating func logOut() async throws -> Page {
        let home = try await get("/")
        return try await post("/logout", [:], csrf: home.csrf ?? "")
    }
}
