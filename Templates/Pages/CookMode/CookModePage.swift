import FoodKit
import PantrixCore

/// /recipes/{id}/cook: the method one step at a time, each step with the ingredient lines it
/// uses (scaled and converted as on the recipe page) and its durations as timers.
package struct CookModePage: Sendable {
    package struct Timer: Sendable {
        /// As written: "25–30 min".
        package let label: String
        package let seconds: Int
        /// "Start 25 min timer".
        package let button: String
        /// For a range: "Rings at 25 min, the start of 25–30 min."
        package let note: String?
    }

    package struct Step: Sendable {
        package let number: Int
        package let anchor: String
        package let text: String
        package let ingredients: [String]
        package let timers: [Timer]
        package let previousHref: String?
        package let nextHref: String?
    }

    package typealias Link = NavLink

    package let layout: LayoutModel
    package let id: Int64
    package let title: String
    package let servings: Int
    package let scaled: Bool
    package let originalServings: Int
    package let servingsPicker: ServingsPicker
    /// The recipe page with the same servings and units.
    package let recipeHref: String
    package let steps: [Step]

    package init(layout: LayoutModel, detail: RecipeDetail, options: RecipePageOptions) {
        let recipe = detail.recipe
        let id = recipe.id ?? 0
        self.layout = layout
        self.id = id
        title = recipe.title
        servings = options.servings
        originalServings = recipe.servings
        scaled = options.servings != recipe.servings
        let units = options.unitsParameter(options.system)
        func href(_ url: SiteURL, servings: Int) -> String {
            url.href(["servings": servings != recipe.servings ? String(servings) : nil, "units": units])
        }
        recipeHref = href(.recipe(.value(id)), servings: options.servings)
        servingsPicker = ServingsPicker(url: .recipeCook(.value(id)), original: recipe.servings, options: options)
        let shown = RecipeLines.shown(detail.ingredients, options: options)
        let names: [String?] = detail.ingredients.map { line in
            line.isHeading ? nil : (line.name.isEmpty ? line.text : line.name)
        }
        let assigned = StepIngredients.assign(names: names, steps: detail.steps)
        let count = detail.steps.count
        steps = detail.steps.enumerated().map { entry in
            let (index, text) = entry
            let number = index + 1
            return Step(
                number: number, anchor: "step-\(number)", text: text,
                ingredients: assigned[index].map { shown[$0].text },
                timers: StepTimers.find(in: text).map(Self.timer),
                previousHref: number > 1 ? "#step-\(number - 1)" : nil,
                nextHref: number < count ? "#step-\(number + 1)" : nil)
        }
    }

    static func timer(_ found: StepTimer) -> Timer {
        let note: String? = found.maxSeconds == nil ? nil : "Rings at \(found.shortText), the start of “\(found.label)”: check then."
        return Timer(label: found.label, seconds: found.seconds, button: "Start \(found.shortText) timer", note: note)
    }
}
