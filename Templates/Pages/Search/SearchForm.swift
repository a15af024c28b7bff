import Foundation
import PantrixCore

/// The search URL's parameters ⇄ a `RecipeSearch`. Unknown or malformed values are dropped,
/// never errors: a shared link with a typo still shows results.
package enum SearchForm {
    package static func words(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.prefix(8).map { String($0.prefix(60)) }
    }

    package static func positive(_ text: String?) -> Int? {
        text.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 && $0 < 1_000_000 ? $0 : nil }
    }

    /// The URL for a search, with only the parameters that are set, in a stable order.
    package static func url(_ search: RecipeSearch, page: Int? = nil) -> String {
        SiteURL.search.href(query: queryItems(search, page: page))
    }

    /// A search's parameters as the search form sends them, only those that are set, in a stable order.
    package static func queryItems(_ search: RecipeSearch, page: Int? = nil) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        if !search.text.isEmpty { items.append(.init(name: "q", value: search.text)) }
        if let category = search.category { items.append(.init(name: "category", value: category)) }
        if let cuisine = search.cuisine { items.append(.init(name: "cuisine", value: cuisine)) }
        for diet in search.diets { items.append(.init(name: "diet", value: diet)) }
        if let time = search.maxMinutes { items.append(.init(name: "time", value: String(time))) }
        if let kcal = search.maxKcal { items.append(.init(name: "kcal", value: String(kcal))) }
        if let cost = search.maxCost { items.append(.init(name: "cost", value: Money.plain(cost))) }
        if !search.include.isEmpty { items.append(.init(name: "with", value: search.include.joined(separator: ", "))) }
        if !search.exclude.isEmpty { items.append(.init(name: "without", value: search.exclude.joined(separator: ", "))) }
        if search.sort != .relevance { items.append(.init(name: "sort", value: search.sort.rawValue)) }
        if let page, page > 1 { items.append(.init(name: "page", value: String(page))) }
        return items
    }
}
