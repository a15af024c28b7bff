import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Templates

@Suite struct DishArtTests {
    @Test(arguments: [
        ("dinner", ["salmon fillet", "olive oil", "lemon"], DishArt.Subject.fish),
        ("dinner", ["olive oil", "chicken thigh", "rice"], .poultry),
        ("lunch", ["chickpeas", "tomatoes"], .beans),
        ("dessert", ["peaches", "sugar"], .fruit),
        ("side", ["red bell pepper", "onion"], .greens),
        ("soup", ["beef chuck", "carrots"], .soup),
        ("salad", ["romaine lettuce", "parmesan cheese"], .salad),
        ("salad", ["shrimp", "avocado"], .shellfish),
        ("baking", ["all-purpose flour", "water", "yeast", "salt"], .loaf),
        ("baking", ["all-purpose flour", "butter", "sugar", "egg"], .cookie),
        ("baking", ["all-purpose flour", "dark chocolate", "egg"], .cake),
        ("breakfast", ["egg", "butter"], .egg),
        ("dinner", ["spaghetti", "ground beef"], .pasta),
        ("drink", ["mango", "yogurt"], .drink),
        ("dinner", ["water", "salt"], .plate),
        // Cheese keys are often the cheese's own name: a grilled cheese sandwich is not a plain plate.
        ("lunch", ["cheddar", "bread", "unsalted butter"], .cheese),
    ])
    func theDrawingShowsWhatTheDishIs(category: String, keys: [String], subject: DishArt.Subject) {
        #expect(DishArt.subject(category: category, keys: keys) == subject)
    }

    @Test func eachRecipeGetsItsOwnSteadyDrawingWithNothingOfTheRecipeInIt() throws {
        let first = DishArt.svg(recipeID: 41, category: "dinner", subject: .fish)
        #expect(first == DishArt.svg(recipeID: 41, category: "dinner", subject: .fish), "the same recipe, the same bytes")
        let neighbours = Set((42...61).map { DishArt.svg(recipeID: $0, category: "dinner", subject: .fish) })
        #expect(neighbours.count == 20, "cards side by side differ even with one subject")
        for subject in DishArt.Subject.allCases {
            let svg = DishArt.svg(recipeID: 7, category: "soup", subject: subject)
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(subject) is well-formed SVG")
            #expect(!svg.contains("<text") && !svg.contains("<script") && !svg.contains("href"), "only shapes")
        }
    }
}
