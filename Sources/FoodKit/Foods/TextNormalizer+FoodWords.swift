/// Words that say how a name relates to its food rather than which food it is.
extension TextNormalizer {
    /// Makers' names that say nothing about the food ("Heinz ketchup", "Frank's hot sauce"),
    /// as normalised terms. Brands that name a product of their own (Tabasco, Nutella,
    /// Philadelphia) are aliases instead.
    static let brands: Set<String> = [
        "heinz", "frank", "kraft", "hellmann", "mccormick", "kikkoman", "goya", "swanson", "campbell", "hunt",
        "knorr", "oxo", "maggi", "patak", "sharwood", "hershey", "ghirardelli", "nestle", "pillsbury", "morton",
        "domino", "jif", "skippy", "smucker", "lurpak", "kerrygold", "cadbury", "lindt", "barilla", "rao", "mutti",
        "cholula", "kewpie", "duke", "progresso", "bertolli", "colavita", "chobani", "fage", "oikos", "yoplait",
        "sargento", "tillamook", "oatly", "alpro", "califia", "ortega", "napolina", "cirio", "tiptree",
    ]

    /// Words that qualify a food but never name one; a query word like this that the
    /// food lacks costs little ("soft butter", "baby spinach", "mackerel fillets").
    static let qualifiers: Set<String> = [
        "soft", "hard", "baby", "smoked", "unsmoked", "dried", "whole", "wild", "mixed", "hot", "cold", "warm",
        "unsalted", "salted", "plain", "light", "young", "mature", "boneless", "skinless", "lean", "thick",
        "thin", "chilled", "frozen", "fine", "coarse", "virgin", "pure", "natural", "raw", "homemade",
        "leftover", "stale", "cooked", "canned", "fillet", "steak", "piece", "chunk", "strip", "leaf", "sprig", "stalk",
        "stick", "slice", "floret", "strand", "wedge", "joint", "tail", "loin", "shop", "bought", "store",
        "ready", "made", "rolled", "full", "low", "reduced", "double", "single", "heaped", "level", "unwaxed",
        "waxed", "runny", "clear", "set", "golden", "best", "quality", "british", "english", "french",
        "italian", "spanish", "greek", "mexican", "chinese", "japanese", "thai", "indian", "sea", "flaky",
        "red", "green", "yellow", "white", "black", "brown", "purple", "pink",
        "fat", "flat", "crisp", "crispy", "dessert", "fed", "farm", "aged", "day", "old", "heritage", "heirloom",
        "seasonal", "summer", "tender", "giant", "jumbo", "chunky", "dark", "crusty", "premium", "luxury", "finest", "artisan",
        "traditional", "authentic", "plump", "juicy", "firm", "overripe", "unripe", "dry", "trimmed", "untrimmed",
        "leaved", "easy", "blend", "local", "seasoned", "unseasoned", "unbleached", "bleached", "sifted",
        // How it is grown, sold or cut: "new season", "main crop", "thick-cut", "no-soak", "quick-cook", "de-veined".
        "season", "main", "crop", "cut", "soak", "quick", "cook", "uncooked", "veined", "deveined", "pasteurized",
        "pasteurised", "style", "pointed", "spicy", "crunchy", "creamy", "mild", "strong", "sticky", "vegetarian", "vegan",
    ]

    /// Nouns that add nothing after a food's own name ("manchego cheese", "pecan nuts", "horseradish purée", "lamb leg meat").
    static let genericHeads: Set<String> = ["cheese", "nut", "leaf", "mushroom", "puree", "meat"]

    /// Products a flavour word before them leaves the same food ("quince jam", "peach liqueur",
    /// "thyme honey", "coconut ice cream"): that word costs no more than a qualifier.
    static let flavouredProducts: Set<String> = [
        "jam", "jelly", "chutney", "marmalade", "liqueur", "vodka", "gin", "rum", "whisky", "whiskey", "brandy",
        "honey", "syrup", "cordial", "sorbet", "chocolate", "vinegar", "tea", "ice cream", "cress",
    ]

    /// What a recipe cooks with but nobody eats: "beef bones" for stock, "kitchen string".
    static let byProducts: Set<String> = ["bone", "carcass", "carcasse", "trimming", "string", "twine", "skewer", "shell", "husk"]

    /// "bone-in", "skin-on": how a cut is sold (see `keyTerms(_:cutMarks:)`).
    static let cutMarks: [String: String] = ["bone": "in", "skin": "on", "shell": "on", "tail": "on", "head": "on"]
}
