#if !TEMPLATE_SAMPLES
#error("This sample is compiled into the app's Templates target: add it to templateSamples in Package.swift.")
#endif

import PantrixCore
import PantrixTestSupport
import Templates

/// What the sample pages share: the layout around them, favourite marks and requests.
extension PageSamples {
    /// As `PageBuilder.layout` makes it for `user` (signed out when nil).
    static func layout(
        _ title: String, section: NavSection?, user: User? = SampleRecords.viewer, hasForm: Bool = false,
        flashes: [LayoutModel.FlashView] = []
    ) -> LayoutModel {
        LayoutModel(
            now: SampleRecords.now,
            pageTitle: title,
            fullTitle: title == "Pantrix" ? title : "\(title) · Pantrix",
            username: user?.username,
            signedIn: user != nil,
            csrf: hasForm || user != nil ? "kVq3x0Rj8mZcT2LwYb5nHs7uPd4eGa9Ff1oIiNtQyXE" : nil,
            flashes: flashes,
            nav: NavSection.allCases.filter { $0 != .admin }.map { .init(label: $0.label, href: $0.href(signedIn: user != nil), current: $0 == section) },
            stylesheet: "/static/css/app.7d41c0a9e35b8f12.css",
            script: "/static/js/app.c2e8f6a41b09d357.js",
            recipeFormScript: "/static/js/recipe-form.5a93d17e0c4b62f8.js")
    }

    /// The viewer's favourites among `cards`: every fourth one.
    static func marks(_ cards: [RecipeCard]) -> Set<Int64> {
        Set(cards.enumerated().filter { $0.offset % 4 == 1 }.map(\.element.id))
    }

    static func cardViews(_ cards: [RecipeCard], signedIn: Bool = true) -> [RecipeCardView] {
        let favourites = signedIn ? marks(cards) : []
        return cards.map { RecipeCardView($0, marks: favourites) }
    }
}
