import FoodKit

/// How well a pantry item fits a recipe line's food, best (lowest) first: the very food, the
/// same food by another name, a variety the page names ("note"), then something the cook makes
/// the line's food from ("covers": eggs for yolks). The one ranking the pantry, cook now and the
/// recipe page share, so a finer one (from FoodKit's families) is a change here alone.
package enum PantryFit {
    package static func rank(pantryKey: String, recipeKey: String, cover: FoodFamilies.Cover, families: FoodFamilies = .shared) -> Int {
        if pantryKey == recipeKey { return 0 }
        if cover == .same { return 1 }
        // A note works both ways, "covers" one way only: that is how the table tells them apart.
        return families.cover(pantry: recipeKey, recipe: pantryKey) != nil ? 2 : 3
    }
}
