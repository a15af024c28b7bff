/// Typical weights of whole spices, birds' crowns and breasts, rounds, balls, packs and kitchen pours
/// ("a glug", "a ladle"): more round kitchen figures, found after those of `entries`' shop counts.
extension TypicalWeights {
    static let piecesAndPours: [Entry] = [
        Entry(unit: nil, words: ["allspice"], grams: 0.07, basis: "allspice berry ≈ 0.07 g"),
        // A teaspoon holds some 200 coriander or 1,000 mustard seeds.
        Entry(unit: nil, words: ["coriander", "cumin", "fennel", "caraway", "mustard", "nigella", "fenugreek", "celery"], grams: 0.005,
              basis: "spice seed ≈ 0.005 g", group: "0200"),
        Entry(unit: nil, words: ["nutmeg"], grams: 6, basis: "whole nutmeg ≈ 6 g"),
        Entry(unit: "rasp", words: ["nutmeg"], grams: 0.1, basis: "rasp of nutmeg ≈ 0.1 g"),
        Entry(unit: nil, words: ["chestnut"], grams: 10, basis: "chestnut ≈ 10 g"),
        Entry(unit: "scoop", words: ["ice", "sorbet", "gelato"], grams: 65, basis: "scoop of ice cream ≈ 65 g"),
        Entry(unit: nil, words: ["walnut"], grams: 5, basis: "walnut, two halves ≈ 5 g"),
        Entry(unit: nil, words: ["gooseberry", "physalis"], grams: 5, basis: "gooseberry or physalis ≈ 5 g"),
        Entry(unit: nil, words: ["citronella"], grams: 20, basis: "lemongrass stalk ≈ 20 g"),
        Entry(unit: nil, words: ["pandoro", "panettone"], grams: 750, basis: "pandoro or panettone ≈ 750 g"),
        Entry(unit: nil, words: ["flower", "blossom"], grams: 0.5, basis: "edible flower ≈ 0.5 g"),
        // A ball of stem ginger from the jar.
        Entry(unit: nil, words: ["ginger"], grams: 15, basis: "ball of stem ginger ≈ 15 g", group: "0900"),
        Entry(unit: "ball", words: ["ginger"], grams: 15, basis: "ball of stem ginger ≈ 15 g", group: "0900"),
        // A small round of soft goats' cheese (a crottin is 60 g, most rounds 100-125 g).
        Entry(unit: nil, words: ["goat"], grams: 100, basis: "round of goats' cheese ≈ 100 g", group: "0100"),
        Entry(unit: nil, words: ["thymus"], grams: 50, basis: "lamb's sweetbread ≈ 50 g"),
        Entry(unit: "sachet", words: ["saffron"], grams: 0.4, basis: "sachet of saffron ≈ 0.4 g"),
        Entry(unit: "package", words: ["saffron"], grams: 0.4, basis: "sachet of saffron ≈ 0.4 g"),
        Entry(unit: "package", words: ["puff"], grams: 320, basis: "pack of ready-rolled puff pastry ≈ 320 g"),
        Entry(unit: "package", words: ["macaroni", "spaghetti", "pasta"], grams: 500, basis: "packet of dried pasta ≈ 500 g"),
        Entry(unit: "glug", words: [], grams: 15, basis: "glug ≈ 1 tbsp"),
        Entry(unit: "splash", words: [], grams: 15, basis: "splash ≈ 1 tbsp"),
        Entry(unit: "drizzle", words: [], grams: 5, basis: "drizzle ≈ 1 tsp"),
        Entry(unit: "ladle", words: [], grams: 120, basis: "ladleful ≈ 120 ml"),
        Entry(unit: "shot", words: [], grams: 25, basis: "shot ≈ 25 ml"),
        // A bird's crown is the breast on the bone, legs and back removed.
        Entry(unit: "crown", words: ["squab", "pigeon", "quail"], grams: 150, basis: "pigeon crown ≈ 150 g"),
        Entry(unit: "crown", words: ["grouse", "partridge", "pheasant", "guinea"], grams: 300, basis: "game-bird crown ≈ 300 g"),
        Entry(unit: "crown", words: ["chicken"], grams: 1000, basis: "chicken crown ≈ 1 kg"),
        Entry(unit: "crown", words: ["turkey"], grams: 2500, basis: "turkey crown ≈ 2.5 kg"),
        Entry(unit: "breast", words: ["turkey"], grams: 1000, basis: "boneless turkey breast ≈ 1 kg"),
        Entry(unit: "breast", words: ["goose"], grams: 350, basis: "goose breast ≈ 350 g"),
        Entry(unit: "breast", words: ["lamb"], grams: 600, basis: "breast of lamb ≈ 600 g"),
        Entry(unit: "medallion", words: [], grams: 100, basis: "medallion of meat ≈ 100 g"),
        Entry(unit: "leg", words: ["guinea", "pheasant", "partridge", "grouse"], grams: 150, basis: "game-bird leg ≈ 150 g"),
        Entry(unit: nil, words: ["cherry"], grams: 5, basis: "glacé cherry ≈ 5 g", group: "0900"),
        Entry(unit: nil, words: ["bun"], grams: 60, basis: "bun ≈ 60 g"),
        Entry(unit: nil, words: ["taco"], grams: 15, basis: "taco shell ≈ 15 g"),
        Entry(unit: "bunch", words: ["garlic"], grams: 100, basis: "bunch of wild garlic or garlic scapes ≈ 100 g"),
        Entry(unit: "tail", words: ["monkfish"], grams: 500, basis: "monkfish tail ≈ 500 g"),
        Entry(unit: "cheek", words: ["monkfish", "cod", "hake", "halibut", "fish"], grams: 30, basis: "fish cheek ≈ 30 g"),
    ]
}
