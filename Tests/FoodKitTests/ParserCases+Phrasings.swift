extension ParserCase {
    /// Phrasings of American sites and older cookbooks: amounts after the name, units after
    /// adjectives, weights in brackets, alternatives, brands and sub-recipes.
    static let phrasings: [ParserCase] = [
        .init("Orange juice, 2 tablespoons", 2, "tbsp", "Orange juice"),
        .init("Pepper, about ¼ teaspoon (to taste)", 0.25, "tsp", "Pepper", comment: "about, to taste"),
        .init("Flour, 2 cups, sifted", 2, "cup", "Flour", prep: "sifted"),
        .init("Garlic, 3 cloves, minced", 3, "clove", "Garlic", prep: "minced"),
        .init("Eggs, 3", 3, nil, "Eggs"),
        .init("Cheddar cheese, grated, 1 cup", 1, "cup", "Cheddar cheese", prep: "grated"),
        .init("Potatoes, peeled, 2 cm dice", nil, nil, "Potatoes", prep: "peeled", comment: "2 cm dice"),
        .init("Onion, 1 large, diced", 1, nil, "Onion", size: "large", prep: "diced"),
        .init("Chicken breasts, 2 (about 1 pound)", 2, nil, "Chicken breasts", comment: "about 1 pound"),
        .init("Butter — 1 stick (½ cup), softened", 1, "stick", "Butter", prep: "softened", package: amt(0.5, "cup")),
        .init("Salt, a pinch", 1, "pinch", "Salt"),
        .init("Tomatoes, 2 halved", nil, nil, "Tomatoes", prep: "2 halved"),
        .init("1 loosely packed cup of basil leaves", 1, "cup", "basil leaves", prep: "loosely packed"),
        .init("2 firmly packed cups brown sugar", 2, "cup", "brown sugar", prep: "firmly packed"),
        .init("3 celery stalks", 3, "stalk", "celery"),
        .init("4 medium-sized cloves garlic", 4, "clove", "garlic", size: "medium-sized"),
        .init("1 bone-in lamb shoulder (about 4 pounds)", 1, nil, "bone-in lamb shoulder", comment: "about 4 pounds"),
        .init("flaky or table salt", nil, nil, "flaky or table salt", alternative: "table salt"),
        .init("2 cups vegetable or chicken stock", 2, "cup", "vegetable or chicken stock", alternative: "chicken stock"),
        .init("2 tbsp Heinz ketchup", 2, "tbsp", "Heinz ketchup"),
        .init("1/4 cup Frank's hot sauce", 0.25, "cup", "Frank's hot sauce"),
        .init("1 batch pizza dough (see above)", 1, "batch", "pizza dough", comment: "see above", subRecipe: true),
        .init("1 recipe pie crust", 1, "batch", "pie crust", subRecipe: true),
        .init("120ml mayonnaise (see recipe above)", 120, "ml", "mayonnaise", comment: "see recipe above", subRecipe: true),
        .init("vegetable oil, for deep frying (see above)", nil, nil, "vegetable oil", comment: "for deep frying, see above"),
        .init("500ml double cream (see tip)", 500, "ml", "double cream", comment: "see tip"),
    ]
}
