import PantrixCore
import FoodKit
import Foundation

/// The sample recipe, its social side and photos, its editor's view and an import.
extension SampleRecords {
    package static let recipeID: Int64 = 42

    /// Thirteen lines: one heading, one no food matches (everything bagel seasoning), skim milk that a pantry's
    /// milk stands in for, and eight steps.
    package static let recipeDraft = RecipeDraft(
        slug: "chicken-leek-and-mushroom-pie", title: "Chicken, Leek and Mushroom Pie",
        description: "A proper Sunday pie: chicken thighs, soft leeks and browned mushrooms in a creamy tarragon sauce under a golden puff pastry lid.",
        category: "dinner", cuisine: "British", servings: 6, prepMinutes: 30, cookMinutes: 45,
        tags: ["pie", "comfort food", "weekend"],
        ingredients: [
            "600 g boneless chicken thighs, cut into bite-sized pieces",
            "2 tbsp olive oil",
            "2 large leeks, trimmed and sliced",
            "250 g chestnut mushrooms, quartered",
            "2 garlic cloves, crushed",
            "2 tbsp plain flour",
            "300 ml skim milk",
            "150 ml chicken stock",
            "2 tbsp chopped fresh tarragon",
            "For the topping:",
            "320 g ready-rolled puff pastry",
            "1 egg, beaten",
            "1 tbsp everything bagel seasoning",
        ],
        steps: [
            "Heat the oven to 200°C (180°C fan). Season the chicken with salt and pepper.",
            "Heat half the oil in a large, deep frying pan over a high heat and brown the chicken in two batches, 4–5 minutes each. Lift out onto a plate.",
            "Turn the heat down to medium, add the rest of the oil and the leeks with a pinch of salt, and cook gently for 8 minutes until soft but not coloured.",
            "Add the mushrooms and turn the heat up. Cook for 5 minutes until the liquid they release has evaporated and they start to brown, then stir in the garlic for a minute.",
            "Sprinkle over the flour and stir for a minute, then add the milk a little at a time, stirring well between each addition, followed by the stock. Simmer for 3 minutes until thick and glossy.",
            "Return the chicken and any juices, then stir in the tarragon. Taste and season, then spoon into a 1.5 litre pie dish and leave to cool for 10 minutes.",
            "Unroll the pastry and lay it over the dish. Trim the edges, press them onto the rim with a fork and cut a small steam hole in the middle. Brush all over with the beaten egg and scatter over the seasoning.",
            "Bake for 30–35 minutes until the pastry is risen and deep golden. Rest for 5 minutes before serving with greens or mash.",
        ])

    /// The draft as saving it prepares it: parsed, matched, weighed and priced.
    package static let recipePrepared = PreparedRecipe(recipeDraft)

    /// The recipe as `AppDatabase.recipeDetail` returns it, written by `author` a month ago.
    package static let recipeDetail: RecipeDetail = {
        let prepared = recipePrepared
        var recipe = RecipeRowBuilder.recipe(prepared, origin: .user, authorID: author.id, visibility: .public, now: daysAgo(30))
        recipe.id = recipeID
        recipe.favouriteCount = 57
        recipe.editorialRank = 412
        recipe.imagePath = "photos/8c1f4e2a9b7d4c63-display.jpg"
        let lines = prepared.analysis.lines.enumerated().map { RecipeRowBuilder.ingredient($0.element, recipeID: recipeID, position: $0.offset) }
        return RecipeDetail(recipe: recipe, ingredients: lines, steps: prepared.draft.steps, tags: prepared.allTags, authorName: author.username)
    }()

    /// Six recipes sharing ingredients with it.
    package static let relatedCards = cards(6, from: 40)

    /// Favourites, 23 ratings and a page of comments; the viewer's lists and stars when signed in.
    package static func recipeSocial(viewerID: Int64?) -> RecipeSocial {
        let comments: [(Int64, Int64, String, String, Double)] = [
            (201, 12, "priya", "Made this for eight by doubling everything; it fitted in my big roasting tin and came out perfectly. I used crème fraîche instead of half the milk.", 0.2),
            (198, viewer.id ?? 0, viewer.username, "Lovely pie. The tarragon really makes it — don't skip it. Mine needed another 5 minutes for the pastry to colour.", 2.5),
            (187, 31, "sam_k", "Could this be frozen before baking? Asking for a batch-cooking friend.", 6),
            (186, author.id ?? 0, author.username, "Yes: freeze it with the pastry on but without the egg wash, then bake from frozen at 190°C for about 55 minutes.", 5.8),
            (172, 19, "lena", "Swapped the chicken for leftover turkey at Christmas. A keeper.", 21),
            (160, 44, "olu", "Easy to follow and the sauce is just the right thickness. Kids asked for seconds.", 34),
        ]
        return RecipeSocial(
            favourite: FavouriteState(isFavourite: viewerID != nil, count: 57),
            rating: RatingSummary(average: 4.43, count: 23, mine: viewerID == nil ? nil : 5),
            comments: CommentsPage(
                comments: comments.map { RecipeComment(id: $0.0, userId: $0.1, author: $0.2, body: $0.3, createdAt: daysAgo($0.4)) },
                hasMore: true),
            commentsPage: 1,
            lists: viewerID == nil ? [] : [
                ListChoice(id: 11, name: "Weeknight dinners", containsRecipe: false),
                ListChoice(id: 12, name: "Sunday lunch", containsRecipe: true),
                ListChoice(id: 14, name: "Freezer friendly", containsRecipe: false),
            ],
            recipeAuthorID: author.id)
    }

    /// Three photos, newest first; the second is the viewer's.
    package static let galleryPhotos: [GalleryPhoto] = ([
        (311, 12, "priya", "Doubled for a crowd"),
        (305, viewer.id ?? 0, viewer.username, ""),
        (290, 19, "lena", "With leftover turkey"),
    ] as [(Int64, Int64, String, String)]).enumerated().map { index, entry in
        GalleryPhoto(photo: photo(id: entry.0, by: entry.1, recipeID: recipeID, caption: entry.3, daysAgo: Double(index * 4 + 1)), username: entry.2)
    }

    static func photo(id: Int64, by userID: Int64, recipeID: Int64, caption: String, daysAgo days: Double) -> Photo {
        let name = String(UInt64(id) &* 0x9E37_79B9_7F4A_7C15, radix: 16)
        return Photo(
            id: id, userId: userID, recipeId: recipeID, caption: caption, displayFile: "photos/\(name)-display.jpg",
            thumbFile: "photos/\(name)-thumb.jpg", width: 1600, height: 1200, thumbWidth: 400, thumbHeight: 300,
            bytes: 412_000, createdAt: daysAgo(days))
    }

    /// The recipe as its author's editor reads it back, with the foods it was saved with.
    package static let editableRecipe: EditableRecipe = {
        let detail = recipeDetail
        let derived = Set(DietTag.allCases.map(\.rawValue))
        var draft = recipePrepared.draft
        draft.tags = detail.tags.filter { !derived.contains($0) }
        var foods: [String: String] = [:]
        for line in detail.ingredients { if let food = line.foodId { foods[line.text] = food } }
        return EditableRecipe(id: recipeID, draft: draft, visibility: .public, foodsByLine: foods)
    }()

    /// An import of three recipes from a page, one of which could not be read.
    package static let importReport = ImportReport(
        imported: [
            .init(id: 231, title: "Roast Squash and Feta Salad", lines: 11, unmatched: []),
            .init(id: 232, title: "Lamb Flatbreads with Chermoula", lines: 12, unmatched: ["2 tbsp chermoula", "1 tbsp dukkah"]),
            .init(id: 233, title: "Spiced Chickpea Bowls", lines: 9, unmatched: ["2 tbsp zhoug, to serve"]),
        ],
        problems: ["The 4th recipe in the file has no ingredients, so it was left out."])
}
