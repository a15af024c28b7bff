import Foundation
import PantrixCore
import Templates

/// What the JSON API sends and takes; described in Public/api/openapi.yaml.
enum API {
    struct Me: Encodable {
        let username: String
        let scope: String
        let household: String?
    }

    struct RecipeSummary: Encodable {
        let id: Int64
        let title: String
        let category: String
        let cuisine: String?
        let totalMinutes: Int?
        let kcalPerServing: Double?
        let costPerServing: Double?
        let ingredientCount: Int
        let favouriteCount: Int
        let ratingAverage: Double?
        let url: String

        init(_ card: RecipeCard) {
            (id, title, category, cuisine, totalMinutes) = (card.id, card.title, card.category, card.cuisine, card.totalMinutes)
            (kcalPerServing, costPerServing, ingredientCount) = (card.kcal, card.costPerServing, card.ingredientCount)
            (favouriteCount, ratingAverage) = (card.favouriteCount, card.ratingAverage)
            url = SiteURL.recipe(.value(card.id)).path
        }
    }

    struct SearchPage: Encodable {
        let recipes: [RecipeSummary]
        let total: Int
        let totalIsAtLeast: Bool
        let page: Int
        let hasMore: Bool
    }

    struct Recipe: Encodable {
        let id: Int64
        let title: String
        let description: String
        let category: String
        let cuisine: String?
        let servings: Int
        let prepMinutes: Int?
        let cookMinutes: Int?
        let totalMinutes: Int?
        let tags: [String]
        let ingredients: [String]
        let steps: [String]
        let author: String?
        let visibility: String
        let kcalPerServing: Double?
        let costPerServing: Double?
        let url: String

        init(_ detail: RecipeDetail) {
            let recipe = detail.recipe
            id = recipe.id ?? 0
            (title, description, category, cuisine, servings) = (recipe.title, recipe.description, recipe.category, recipe.cuisine, recipe.servings)
            (prepMinutes, cookMinutes, totalMinutes) = (recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes)
            (tags, ingredients, steps, author) = (detail.tags, detail.ingredients.map(\.text), detail.steps, detail.authorName)
            (visibility, kcalPerServing, costPerServing) = (recipe.visibility, recipe.kcal, recipe.costPerServing)
            url = SiteURL.recipe(.value(id)).path
        }
    }

    /// A recipe as written: the editor's fields, with the same checks and the same words.
    struct RecipeInput: Decodable {
        let title: String?
        let description: String?
        let category: String?
        let cuisine: String?
        let servings: Int?
        let prepMinutes: Int?
        let cookMinutes: Int?
        let tags: [String]?
        let ingredients: [String]?
        let steps: [String]?
        /// "public" (the default) or "private".
        let visibility: String?

        static let example = #"{"title": "Lemon rice", "category": "dinner", "servings": 2, "ingredients": ["1 cup rice", "1 lemon"], "steps": ["Cook the rice.", "Stir in the lemon."]}"#

        /// The editor's form fields, so `RecipeFormInput.check` reads them as it reads the page.
        var fields: [String: String] {
            var fields: [String: String] = [
                "title": title ?? "", "description": description ?? "", "category": category ?? "", "cuisine": cuisine ?? "",
                "servings": servings.map(String.init) ?? "", "prep": prepMinutes.map(String.init) ?? "",
                "cook": cookMinutes.map(String.init) ?? "", "tags": (tags ?? []).joined(separator: ","),
                "ingredients": (ingredients ?? []).joined(separator: "\n"),
                // Paragraphs, so a step holding a line break stays one step.
                "steps": (steps ?? []).map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n\n"),
            ]
            if visibility == "private" { fields["visibility"] = "private" }
            return fields
        }
    }

    struct PantryItem: Encodable {
        let id: Int64
        let text: String
        let name: String
        let useBy: String?
        let recognised: Bool

        init(_ item: PantrixCore.PantryItem) {
            (id, text, name, useBy, recognised) = (item.id ?? 0, item.text, item.name, item.useBy, item.isRecognised)
        }
    }

    struct PantryInput: Decodable {
        let lines: [String]
        let useBy: String?
        static let example = #"{"lines": ["6 eggs", "500 g rice"], "useBy": "2026-12-01"}"#
    }

    struct PantryAdded: Encodable {
        let added: [String]
        let updated: [String]
        let notes: [String]
        let items: [PantryItem]
    }

    struct GroceryItem: Encodable {
        let id: Int64
        let name: String
        let amount: String?
        let storeSection: String
        let checked: Bool
        let recipeIds: [Int64]
        let days: [String]

        init(_ entry: GroceryList.Entry) {
            (id, name, amount, storeSection, checked) = (entry.item.id ?? 0, entry.item.name, entry.item.amountText, entry.item.storeSection, entry.item.checked)
            (recipeIds, days) = (entry.recipes.map(\.id), entry.days)
        }
    }

    struct GroceryInput: Decodable {
        let item: String
        static let example = #"{"item": "2 lemons"}"#
    }

    struct GroceryChange: Decodable {
        let checked: Bool
        static let example = #"{"checked": true}"#
    }

    struct PlanEntry: Encodable {
        let id: Int64
        let day: String
        let slot: String
        let recipeId: Int64?
        let title: String
        let servings: Int
        let note: String?
        let cooked: Bool

        init(_ entry: PantrixCore.PlanEntry) {
            (id, day, slot, recipeId, title) = (entry.id ?? 0, entry.day, entry.slot, entry.recipeId, entry.title)
            (servings, note, cooked) = (entry.servings, entry.note, entry.isCooked)
        }
    }

    struct PlanWeek: Encodable {
        let week: String
        let days: [String]
        let entries: [PlanEntry]
    }

    struct PlanInput: Decodable {
        let day: String
        let slot: String?
        let recipeId: Int64?
        let text: String?
        let servings: Int?
        let note: String?
        static let example = #"{"day": "2026-11-30", "slot": "dinner", "recipeId": 42, "servings": 4}"#
    }
}
