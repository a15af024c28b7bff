/// The typical weights themselves, most specific first: round kitchen figures, each naming its basis.
extension TypicalWeights {
    /// Fresh herbs, which are sold and counted by the bunch, sprig and leaf.
    static let herbs: Set<String> = [
        "parsley", "coriander", "cilantro", "dill", "basil", "mint", "spearmint", "peppermint", "thyme", "rosemary",
        "sage", "tarragon", "chive", "oregano", "marjoram", "chervil", "lovage", "sorrel", "curry", "herb",
    ]

    /// Leaves sold loose or by the bag, a handful or bunch of which weighs more than of herbs.
    static let leaves: Set<String> = [
        "spinach", "arugula", "rocket", "watercress", "lettuce", "kale", "chard", "cress", "endive", "frisee", "leaves", "green",
        "greens", "sprout", "shoot", "collard", "sorrel",
    ]

    /// Most specific first: the first entry whose unit and words fit wins.
    static let entries: [Entry] = shopEntries + piecesAndPours

    private static let shopEntries: [Entry] = [
        Entry(unit: "stick", words: ["cinnamon"], grams: 2.6, basis: "cinnamon stick ≈ 2.6 g"),
        // A 3-inch stick weighs about 2.6 g.
        Entry(unit: "piece", words: ["cinnamon"], grams: 2.6, basis: "piece of cinnamon stick ≈ 2.6 g", perInch: 0.9),
        // Garlic cloves have a USDA measure; this is the spice.
        Entry(unit: "clove", words: ["clove"], grams: 0.1, basis: "whole clove ≈ 0.1 g"),
        Entry(unit: "pod", words: ["cardamom"], grams: 0.2, basis: "cardamom pod ≈ 0.2 g"),
        Entry(unit: "pod", words: ["vanilla"], grams: 3, basis: "vanilla pod ≈ 3 g"),
        Entry(unit: "leaf", words: ["bay"], grams: 0.2, basis: "bay leaf ≈ 0.2 g"),
        Entry(unit: "leaf", words: ["gelatin"], grams: 2, basis: "sheet of leaf gelatine ≈ 2 g"),
        Entry(unit: "sheet", words: ["gelatin"], grams: 2, basis: "sheet of leaf gelatine ≈ 2 g"),
        Entry(unit: "sheet", words: ["puff"], grams: 320, basis: "ready-rolled sheet of puff pastry ≈ 320 g"),
        Entry(unit: "sheet", words: ["lasagne", "lasagna"], grams: 25, basis: "lasagne sheet ≈ 25 g"),
        Entry(unit: "sheet", words: ["nori", "seaweed", "laver"], grams: 3, basis: "sheet of nori ≈ 3 g"),
        Entry(unit: "leaf", words: herbs, grams: 0.3, basis: "herb leaf ≈ 0.3 g"),
        // USDA weighs 10 sprigs of parsley at 10 g.
        Entry(unit: "sprig", words: herbs, grams: 1, basis: "herb sprig ≈ 1 g"),
        Entry(unit: "branch", words: herbs, grams: 3, basis: "herb branch ≈ 3 g"),
        Entry(unit: "handful", words: herbs, grams: 15, basis: "handful of herbs ≈ 15 g"),
        Entry(unit: "handful", words: leaves, grams: 30, basis: "handful of leaves ≈ 30 g"),
        Entry(unit: "handful", words: [], grams: 40, basis: "handful ≈ 40 g"),
        Entry(unit: "bunch", words: herbs, grams: 50, basis: "bunch of herbs ≈ 50 g"),
        Entry(unit: "bunch", words: ["scallion", "onion"], grams: 100, basis: "bunch of spring onions ≈ 100 g"),
        Entry(unit: "bunch", words: ["asparagus"], grams: 250, basis: "bunch of asparagus ≈ 250 g"),
        Entry(unit: "bunch", words: ["radish"], grams: 200, basis: "bunch of radishes ≈ 200 g"),
        Entry(unit: "bunch", words: ["watercress", "arugula", "rocket", "cress"], grams: 80, basis: "bunch of watercress or rocket ≈ 80 g"),
        Entry(unit: "bunch", words: ["chard", "kale", "collard", "greens", "spinach", "amaranth"], grams: 250, basis: "bunch of greens ≈ 250 g"),
        Entry(unit: "bunch", words: ["carrot", "beet", "turnip", "leek"], grams: 400, basis: "bunch of baby roots ≈ 400 g"),
        Entry(unit: "bunch", words: ["tomato"], grams: 250, basis: "bunch of vine tomatoes ≈ 250 g"),
        Entry(unit: "punnet", words: ["tomato"], grams: 250, basis: "punnet of cherry tomatoes ≈ 250 g"),
        Entry(unit: "punnet", words: ["cress", "shoot", "sprout"], grams: 30, basis: "punnet of cress ≈ 30 g"),
        Entry(unit: "punnet", words: ["strawberry"], grams: 400, basis: "punnet of strawberries ≈ 400 g"),
        Entry(unit: "punnet", words: ["raspberry", "blueberry", "blackberry", "currant", "gooseberry", "berry", "cherry", "fig"],
              grams: 150, basis: "punnet of berries ≈ 150 g"),
        Entry(unit: "punnet", words: ["mushroom"], grams: 250, basis: "punnet of mushrooms ≈ 250 g"),
        Entry(unit: "stalk", words: ["lemongrass", "citronella"], grams: 20, basis: "lemongrass stalk ≈ 20 g"),
        Entry(unit: "stick", words: ["lemongrass", "citronella"], grams: 20, basis: "lemongrass stalk ≈ 20 g"),
        Entry(unit: "stalk", words: herbs, grams: 1, basis: "herb stalk ≈ 1 g, as a sprig"),
        // Coriander is sold with its roots in Asian shops; fresh turmeric as finger-long roots.
        Entry(unit: "root", words: ["coriander", "cilantro"], grams: 3, basis: "coriander root ≈ 3 g"),
        Entry(unit: "root", words: ["turmeric"], grams: 15, basis: "fresh turmeric root ≈ 15 g"),
        Entry(unit: "piece", words: ["ginger"], grams: 12, basis: "1-inch piece of ginger ≈ 12 g", perInch: 12),
        Entry(unit: "piece", words: ["turmeric"], grams: 6, basis: "1-inch piece of fresh turmeric ≈ 6 g", perInch: 6),
        Entry(unit: "knob", words: ["ginger"], grams: 12, basis: "knob of ginger ≈ 12 g"),
        Entry(unit: "knob", words: ["butter"], grams: 15, basis: "knob of butter ≈ 15 g"),
        Entry(unit: "knob", words: ["sugar"], grams: 4, basis: "sugar lump ≈ 4 g"),
        Entry(unit: "head", words: ["garlic"], grams: 50, basis: "head of garlic ≈ 50 g"),
        Entry(unit: "bulb", words: ["garlic"], grams: 50, basis: "head of garlic ≈ 50 g"),
        Entry(unit: "head", words: ["broccoli"], grams: 350, basis: "head of broccoli ≈ 350 g"),
        Entry(unit: "head", words: ["radicchio", "chicory", "endive", "kale"], grams: 250, basis: "head of leaves ≈ 250 g"),
        Entry(unit: "loaf", words: ["baguette"], grams: 250, basis: "baguette ≈ 250 g"),
        Entry(unit: "loaf", words: ["ciabatta"], grams: 270, basis: "ciabatta loaf ≈ 270 g"),
        Entry(unit: "loaf", words: ["brioche", "egg"], grams: 400, basis: "brioche loaf ≈ 400 g"),
        Entry(unit: "loaf", words: ["bread", "sourdough"], grams: 800, basis: "large loaf ≈ 800 g"),
        Entry(unit: "ball", words: ["mozzarella", "burrata"], grams: 125, basis: "ball of mozzarella ≈ 125 g"),
        Entry(unit: nil, words: ["mozzarella", "burrata"], grams: 125, basis: "ball of mozzarella ≈ 125 g"),
        Entry(unit: "slice", words: ["bacon"], grams: 25, basis: "slice of raw bacon ≈ 25 g"),
        Entry(unit: "slice", words: ["salmon", "ham", "duck", "turkey", "prosciutto"], grams: 20, basis: "slice of cured meat or smoked fish ≈ 20 g"),
        Entry(unit: "slice", words: ["chorizo", "salami", "pepperoni"], grams: 6, basis: "slice of cured sausage ≈ 6 g"),
        Entry(unit: "slice", words: ["cheese"], grams: 20, basis: "slice of cheese ≈ 20 g"),
        Entry(unit: "slice", words: ["cake"], grams: 60, basis: "slice of cake ≈ 60 g"),
        // A strip pared with a peeler; citrus slices cut across a medium fruit.
        Entry(unit: "slice", words: ["peel", "rind", "zest"], grams: 2, basis: "strip of citrus peel ≈ 2 g"),
        Entry(unit: "slice", words: ["lemon", "lime"], grams: 8, basis: "slice of lemon or lime ≈ 8 g"),
        Entry(unit: "slice", words: ["orange"], grams: 15, basis: "slice of orange ≈ 15 g"),
        Entry(unit: "wedge", words: ["lemon", "lime"], grams: 8, basis: "wedge of lemon or lime ≈ 8 g"),
        Entry(unit: "fillet", words: ["anchovy", "sardine"], grams: 4, basis: "anchovy fillet ≈ 4 g"),
        Entry(unit: "fillet", words: ["lamb", "venison", "veal"], grams: 250, basis: "fillet of meat ≈ 250 g"),
        Entry(unit: "fillet", words: ["fish"], grams: 150, basis: "fish fillet ≈ 150 g"),
        Entry(unit: "bottle", words: ["wine"], grams: 750, basis: "bottle of wine ≈ 750 ml"),
        Entry(unit: "bottle", words: ["beer", "ale", "lager", "cider", "stout"], grams: 330, basis: "bottle of beer ≈ 330 ml"),
        Entry(unit: "glass", words: ["wine", "beer", "cider", "sherry", "port", "juice", "milk", "water"], grams: 175, basis: "glass ≈ 175 ml"),
        Entry(unit: "jar", words: ["jam", "preserve", "curd", "marmalade", "honey"], grams: 340, basis: "jar of jam ≈ 340 g"),
        Entry(unit: "sachet", words: ["yeast"], grams: 7, basis: "sachet of yeast ≈ 7 g"),
        Entry(unit: "block", words: ["cheese", "feta"], grams: 200, basis: "block of cheese ≈ 200 g"),
        Entry(unit: "sprig", words: ["lemongrass", "citronella"], grams: 20, basis: "lemongrass stalk ≈ 20 g"),
        Entry(unit: "cutlet", words: ["lamb"], grams: 70, basis: "lamb cutlet ≈ 70 g"),
        Entry(unit: "chop", words: ["lamb"], grams: 100, basis: "lamb chop ≈ 100 g"),
        // A French-trimmed rack has seven or eight bones; a rack of ribs is the whole sheet.
        Entry(unit: "rack", words: ["lamb"], grams: 600, basis: "rack of lamb (8 bones) ≈ 600 g"),
        Entry(unit: "rack", words: ["pork", "rib", "sparerib"], grams: 1000, basis: "rack of pork ribs ≈ 1 kg"),
        Entry(unit: "bone", words: ["lamb"], grams: 75, basis: "rack of lamb ≈ 75 g a bone"),
        Entry(unit: "bone", words: ["pork"], grams: 250, basis: "pork loin rack ≈ 250 g a bone"),
        // "2 pork ribs": a rib is a stalk to the unit table (celery's rib).
        Entry(unit: "stalk", words: ["sparerib"], grams: 100, basis: "pork sparerib ≈ 100 g"),
        Entry(unit: "stalk", words: ["shortrib"], grams: 300, basis: "beef short rib ≈ 300 g"),
        Entry(unit: "leg", words: ["lamb"], grams: 2000, basis: "leg of lamb on the bone ≈ 2 kg"),
        Entry(unit: "cheek", words: ["pork", "pig"], grams: 100, basis: "pig's cheek ≈ 100 g"),
        Entry(unit: "cheek", words: ["beef", "ox", "veal"], grams: 400, basis: "ox cheek ≈ 400 g"),
        Entry(unit: "piece", words: ["chicken"], grams: 150, basis: "chicken piece on the bone ≈ 150 g"),
        Entry(unit: nil, words: ["shoulder"], grams: 2000, basis: "shoulder joint ≈ 2 kg"),
        Entry(unit: "cutlet", words: ["pork", "veal", "chicken", "turkey"], grams: 120, basis: "cutlet ≈ 120 g"),
        Entry(unit: "breast", words: ["squab", "pigeon", "quail", "partridge"], grams: 60, basis: "small game-bird breast ≈ 60 g"),
        Entry(unit: "breast", words: ["pheasant", "guinea"], grams: 120, basis: "pheasant or guinea fowl breast ≈ 120 g"),
        Entry(unit: "cube", words: ["ice"], grams: 25, basis: "ice cube ≈ 25 g"),
        // A baby bok choy or baby gem lettuce; USDA weighs only full-size heads.
        Entry(unit: "head", words: ["baby"], grams: 110, basis: "baby head ≈ 110 g"),
        Entry(unit: nil, words: ["shallot"], grams: 40, basis: "shallot ≈ 40 g"),
        Entry(unit: nil, words: ["celeriac"], grams: 750, basis: "celeriac ≈ 750 g"),
        Entry(unit: nil, words: ["butternut"], grams: 1000, basis: "butternut squash ≈ 1 kg"),
        Entry(unit: nil, words: ["parsnip"], grams: 130, basis: "parsnip ≈ 130 g"),
        Entry(unit: nil, words: ["sausage"], grams: 60, basis: "sausage ≈ 60 g"),
        Entry(unit: nil, words: ["kidney"], grams: 50, basis: "lamb's kidney ≈ 50 g"),
        Entry(unit: nil, words: ["squid"], grams: 150, basis: "squid ≈ 150 g"),
        Entry(unit: nil, words: ["juniper"], grams: 0.06, basis: "juniper berry ≈ 0.06 g"),
        Entry(unit: nil, words: ["anise"], grams: 0.4, basis: "star anise ≈ 0.4 g"),
        Entry(unit: nil, words: ["cardamom"], grams: 0.2, basis: "cardamom pod ≈ 0.2 g"),
        // About 500 threads make a gram.
        Entry(unit: "strand", words: ["saffron"], grams: 0.002, basis: "saffron thread ≈ 0.002 g"),
        Entry(unit: nil, words: ["chive"], grams: 0.3, basis: "chive ≈ 0.3 g"),
        // Two sprigs of thyme, a bay leaf and a few parsley stalks, tied.
        Entry(unit: nil, words: ["bouquet"], grams: 10, basis: "bouquet garni ≈ 10 g"),
        Entry(unit: "bag", words: ["tea"], grams: 2, basis: "tea bag ≈ 2 g"),
        Entry(unit: "blade", words: ["mace"], grams: 0.5, basis: "blade of mace ≈ 0.5 g"),
        Entry(unit: "nest", words: ["noodle"], grams: 50, basis: "nest of dried noodles ≈ 50 g"),
        Entry(unit: "nest", words: ["meringue"], grams: 15, basis: "meringue nest ≈ 15 g"),
        Entry(unit: nil, words: ["tsai", "napa"], grams: 1000, basis: "Chinese cabbage ≈ 1 kg"),
        Entry(unit: nil, words: ["jerusalem"], grams: 50, basis: "Jerusalem artichoke ≈ 50 g"),
        Entry(unit: nil, words: ["blackberry"], grams: 5, basis: "blackberry ≈ 5 g"),
        // What a recipe's "tin" means when USDA has no can measure for the food: UK 400 g, US 15 oz.
        Entry(unit: "can", words: ["canned"], grams: 400, basis: "standard can ≈ 400 g"),
        // SR21 weighs duck only whole; a boneless breast with skin, a leg on the bone.
        Entry(unit: "breast", words: ["duck"], grams: 200, basis: "duck breast ≈ 200 g"),
        Entry(unit: "leg", words: ["duck"], grams: 250, basis: "duck leg ≈ 250 g"),
        // A steak of meat or fish cut for one: SR21 lists most by the ounce only.
        Entry(unit: "steak", words: ["beef", "pork", "lamb", "fish", "tuna", "salmon", "halibut", "swordfish", "cod", "venison", "gammon", "turkey"],
              grams: 200, basis: "steak ≈ 200 g"),
        // "1 lemon, zested": USDA weighs a tablespoon of peel at 6 g, about what one fruit gives.
        Entry(unit: nil, words: ["peel"], grams: 5, basis: "zest of one citrus fruit ≈ 5 g"),
        Entry(unit: nil, words: ["baguette"], grams: 250, basis: "baguette ≈ 250 g"),
    ]
}
