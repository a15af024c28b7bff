import Hummingbird
import PantrixCore
import Templates

extension SearchForm {
    static func search(from request: Request) -> RecipeSearch {
        let params = request.queryFields
        var search = RecipeSearch()
        search.text = String((params.get("q") ?? "").prefix(200))
        search.category = params.get("category").flatMap { RecipeCategory(rawValue: $0)?.rawValue }
        search.cuisine = params.get("cuisine").map { String($0.prefix(60)) }.flatMap { $0.isEmpty ? nil : $0 }
        search.diets = params.getAll("diet").filter { RecipeSearch.dietColumns[$0] != nil }
        search.maxMinutes = positive(params.get("time"))
        search.maxKcal = positive(params.get("kcal"))
        search.maxCost = params.get("cost").flatMap(Double.init).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }
        search.include = words(params.get("with"))
        search.exclude = words(params.get("without"))
        search.sort = params.get("sort").flatMap(RecipeSearch.Sort.init(rawValue:)) ?? .relevance
        search.page = min(positive(params.get("page")) ?? 1, 1000)
        return search
    }

    /// Cook now's form as the request sends it; malformed values dropped, as for a search.
    static func cookNow(from request: Request) -> CookNowForm {
        let params = request.queryFields
        return CookNowForm(search: search(from: request), onlyNow: params.get("now") == "1", maxMissing: positive(params.get("missing")),
                           ignoreAmounts: params.get("any") == "1")
    }
}
