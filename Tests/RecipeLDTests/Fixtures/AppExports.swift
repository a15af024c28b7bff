/// Files written by self-hosted recipe managers.
enum AppExports {
    /// A recipe as Mealie's API and export write it: schema.org-like names but no `@type`,
    /// ingredient objects, `{name}` categories and tags, free-text times, an image file key.
    static let mealie = #"""
    {
      "id": "0b7b0d29-4c1e-4b5a-9f51-1d3e7c1f2a10",
      "groupId": "9d9f8a77-31a2-4f43-9a52-2b1f86c0c0e1",
      "name": "Weeknight Chicken Curry",
      "slug": "weeknight-chicken-curry",
      "image": "Xk3v",
      "recipeYield": "4 servings",
      "recipeServings": 4.0,
      "totalTime": "1 hour",
      "prepTime": "15 minutes",
      "cookTime": null,
      "performTime": "45 minutes",
      "description": "A mild, creamy curry for busy evenings.",
      "recipeCategory": [{"id": "5c1e", "name": "Dinner", "slug": "dinner"}],
      "tags": [{"id": "77aa", "name": "Curry", "slug": "curry"}, {"id": "77ab", "name": "Family Favourite", "slug": "family-favourite"}],
      "tools": [],
      "rating": 5,
      "orgURL": "https://www.example-recipes.test/chicken-curry",
      "dateAdded": "2024-02-11",
      "recipeIngredient": [
        {"quantity": 1.0, "unit": {"id": "u1", "name": "tablespoon"}, "food": {"id": "f1", "name": "vegetable oil"}, "note": "", "disableAmount": false, "display": "1 tablespoon vegetable oil", "title": null, "originalText": "1 tbsp vegetable oil", "referenceId": "r1"},
        {"quantity": 0.0, "unit": null, "food": null, "note": "2 onions, finely chopped", "disableAmount": true, "display": "2 onions, finely chopped", "title": "For the base", "originalText": null, "referenceId": "r2"},
        {"quantity": 0.0, "unit": null, "food": null, "note": "600 g chicken thighs", "disableAmount": true, "display": "", "title": null, "originalText": null, "referenceId": "r3"},
        {"quantity": 0.0, "unit": null, "food": null, "note": "400 ml coconut milk", "disableAmount": true, "display": "400 ml coconut milk", "title": null, "originalText": null, "referenceId": "r4"}
      ],
      "recipeInstructions": [
        {"id": "s1", "title": "", "summary": "", "text": "Heat the oil and fry the onions until soft, about 10 minutes.", "ingredientReferences": []},
        {"id": "s2", "title": "", "summary": "", "text": "Add the chicken and brown it all over.", "ingredientReferences": []},
        {"id": "s3", "title": "", "summary": "", "text": "Pour in the coconut milk and simmer for 30 minutes.", "ingredientReferences": []}
      ],
      "nutrition": {"calories": "520", "proteinContent": null},
      "settings": {"public": true, "showNutrition": false},
      "notes": [{"title": "Tip", "text": "Better the next day."}],
      "extras": {}
    }
    """#

    /// Tandoor's "RecipeSage" export: a JSON array of schema.org Recipes with times as plain
    /// minute counts and empty arrays for missing data. The last two entries are broken.
    static let tandoor = #"""
    [
      {"@context": "http://schema.org", "@type": "Recipe", "creditText": "", "isBasedOn": "", "name": "Buttermilk Pancakes", "description": "", "prepTime": "10", "totalTime": "25", "recipeYield": "4", "image": [], "recipeCategory": [], "comment": [], "recipeIngredient": ["200.0 g Flour", "2.0 Egg", "300.0 ml Buttermilk", "1.0 tbsp Sugar"], "recipeInstructions": [{"@type": "HowToStep", "text": "Whisk all ingredients into a smooth batter and rest it for 10 minutes."}, {"@type": "HowToStep", "text": "Fry ladlefuls in a hot buttered pan until golden on both sides."}]},
      {"@context": "http://schema.org", "@type": "Recipe", "creditText": "", "isBasedOn": "", "name": "Shopping Notes", "description": "Not really a recipe", "prepTime": "0", "totalTime": "0", "recipeYield": "1", "image": [], "recipeCategory": [], "comment": [], "recipeIngredient": [], "recipeInstructions": [{"@type": "HowToStep", "text": "Buy milk."}]},
      {"@context": "http://schema.org", "@type": "Recipe", "creditText": "", "isBasedOn": "", "name": "   ", "description": "", "prepTime": "5", "totalTime": "5", "recipeYield": "2", "image": [], "recipeCategory": [], "comment": [], "recipeIngredient": ["1.0 Apple"], "recipeInstructions": []}
    ]
    """#
}
