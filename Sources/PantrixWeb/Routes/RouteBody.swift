import HTTPTypes
import Templates

/// What a route takes as its request body, declared where the route is registered; its cap
/// and its CSRF rules follow from it.
enum RouteBody: Hashable, Sendable {
    /// Nothing is read (pages); a body beyond a small form's size is still refused.
    case none
    /// An ordinary form: a few fields.
    case form
    /// A form with long text: comments, the nutrition checker.
    case largeForm
    /// multipart/form-data, read once before the handler (the token is inside); signed in only.
    case upload(Upload)
    /// A JSON body: exempt from the CSRF token when sent as `application/json`, which a
    /// cross-site page can't send without a CORS preflight (Pantrix grants none).
    case json
    /// The JSON API: a bearer token, never a cookie, says who is asking (`APITokenMiddleware`
    /// turns away anything else before this is read), so there is no CSRF token to check.
    case api

    enum Upload: Hashable, Sendable {
        /// A dish photo with its caption, or a recipe with its cover photo.
        case photo
        /// A recipe file to import.
        case file
    }

    var isUpload: Bool {
        if case .upload = self { true } else { false }
    }
}

/// The body caps, from the configuration.
struct BodyLimits: Sendable {
    let config: AppConfiguration

    /// The most a route reads: the whole body, or for an upload the multipart body.
    func maxBytes(_ body: RouteBody) -> Int {
        switch body {
        case .none, .form: config.maxFormBytes
        case .largeForm, .json, .api: config.maxLargeFormBytes
        case .upload(.photo): config.maxPhotoFormBytes
        case .upload(.file): config.maxUploadBytes
        }
    }

    /// The most a route reads of a url-encoded or JSON body: an upload route's form sent without
    /// a file (the recipe editor) is a long form.
    func maxTextBytes(_ body: RouteBody) -> Int {
        body.isUpload ? config.maxLargeFormBytes : maxBytes(body)
    }
}

/// One route as declared: its method, its URL and what body it takes.
struct RouteDeclaration: Hashable, Sendable {
    let method: HTTPRequest.Method
    let url: SiteURL
    let body: RouteBody
}
