import Foundation
import Hummingbird
import PantrixCore
import Templates

/// GET /search/suggest?q=chi: what the search box offers as one types (Public/js/app.js), as
/// `{"recipes": [{"title", "href"}], "ingredients": [{"name", "href"}]}`. Without JavaScript the
/// search form submits as it always did.
struct SearchSuggestController {
    let services: AppServices
    let cache: SuggestCache

    /// Longer text is no longer being typed into a box: nothing is suggested.
    static let maxLength = 60

    struct Answer: Encodable, Sendable {
        struct Recipe: Encodable, Sendable { let title: String; let href: String }
        struct Ingredient: Encodable, Sendable { let name: String; let href: String }
        var recipes: [Recipe] = []
        var ingredients: [Ingredient] = []
    }

    func addRoutes(to routes: SiteRoutes<AppRequestContext>) {
        routes.get(.searchSuggest, use: suggest)
    }

    /// GET /search/suggest: suggestions for what is typed in the search box, as JSON.
    @Sendable func suggest(request: Request, context: AppRequestContext) async throws -> Response {
        let text = (request.queryFields.get("q") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= Self.maxLength else {
            return APIJSON.error(.badRequest, "Suggestions are for up to \(Self.maxLength) characters.")
        }
        let viewerID = context.user?.id
        let key = "\(viewerID ?? 0)|" + text.lowercased()
        if let kept = await cache.answer(for: key) { return APIJSON.response(.ok, kept) }
        let answer = try await suggest(text, viewerID: viewerID)
        await cache.keep(answer, for: key)
        return APIJSON.response(.ok, answer)
    }

    func suggest(_ text: String, viewerID: Int64?) async throws -> Answer {
        var answer = Answer()
        guard text.count >= 2 else { return answer }
        answer.recipes = try await services.database.titleSuggestions(text, viewerID: viewerID).map {
            Answer.Recipe(title: $0.title, href: SiteURL.recipe(.value($0.id)).path)
        }
        let typed = text.lowercased()
        let names = try await services.vocabulary.names(services.database)
        // A name that starts with what is typed first ("chicken"), then one with a word that does ("smoked chicken").
        let starts = names.filter { $0.hasPrefix(typed) }
        let inside = names.filter { !$0.hasPrefix(typed) && $0.contains(" " + typed) }
        answer.ingredients = (starts + inside).prefix(4).map {
            Answer.Ingredient(name: $0, href: SiteURL.search.href(["q": $0]))
        }
        return answer
    }
}

/// Answers kept for a few seconds: typing "chi", deleting a letter and typing it again, or many
/// people typing the same start, asks the database once.
actor SuggestCache {
    private var kept: [String: (answer: SearchSuggestController.Answer, until: Date)] = [:]
    private let seconds: TimeInterval
    private let capacity: Int

    init(seconds: TimeInterval = 10, capacity: Int = 2000) {
        self.seconds = seconds
        self.capacity = capacity
    }

    func answer(for key: String, now: Date = Date()) -> SearchSuggestController.Answer? {
        guard let entry = kept[key], entry.until > now else { return nil }
        return entry.answer
    }

    func keep(_ answer: SearchSuggestController.Answer, for key: String, now: Date = Date()) {
        if kept.count >= capacity {
            kept = kept.filter { $0.value.until > now }
            if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
        }
        kept[key] = (answer, now.addingTimeInterval(seconds))
    }
}
