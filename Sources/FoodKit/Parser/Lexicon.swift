/// Word lists the parser relies on. Kept as data so a reader can see what is recognised.
enum Lexicon {
    static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
        "fifteen": 15, "twenty": 20, "half": 0.5, "quarter": 0.25, "dozen": 12,
    ]

    /// Size words that may come between a number and a unit ("2 heaped tbsp", "1 large bunch").
    static let sizeWords: Set<String> = [
        "small", "medium", "large", "extra-large", "x-large", "xl", "jumbo", "big", "huge", "giant",
        "medium-sized", "large-sized", "small-sized", "medium-large", "small-medium", "mini", "smallish",
        "largish", "heaped", "heaping", "level", "rounded", "scant", "generous", "good", "thick", "thin",
        "very", "little", "lightly", "slightly", "well", "fine", "thinly", "thickly", "roughly", "medium-thick",
        "medium-size", "large-size", "small-size", "lg", "lrg", "sm", "md", "med", "plump", "fat", "good-sized",
        "good-size", "tiny", "even-sized",
    ]

    /// How a measure is filled, written before its unit ("1 loosely packed cup").
    static let measurePreparation: Set<String> = ["packed", "loosely", "firmly", "tightly", "sifted", "unsifted"]

    /// Size words that describe the food itself ("2 large eggs").
    static let foodSizes: Set<String> = [
        "small", "medium", "large", "extra-large", "x-large", "xl", "jumbo", "big", "huge", "giant",
        "medium-sized", "large-sized", "small-sized", "medium-large", "small-medium", "mini", "smallish", "largish",
        "medium-size", "large-size", "small-size", "lg", "lrg", "sm", "md", "med", "plump", "fat", "good-sized",
        "good-size", "tiny", "even-sized",
    ]

    /// The size a measure or a typical weight is chosen by: "medium-size" is medium, "lg" or a
    /// "plump" one large (the parsed size keeps the word as written, like every field).
    /// Nil for words that say no size ("heaped", "thin").
    static func canonicalSize(_ size: String) -> String? {
        switch size.lowercased() {
        case "small", "mini", "smallish", "small-sized", "small-size", "sm", "tiny": "small"
        case "medium", "medium-sized", "medium-size", "md", "med", "medium-large", "small-medium", "even-sized": "medium"
        case "large", "big", "large-sized", "large-size", "largish", "huge", "giant", "lg", "lrg", "plump", "fat",
             "good-sized", "good-size", "generous", "heaping": "large"
        case "extra-large", "x-large", "xl": "extra large"
        default: nil
        }
    }

    /// Words that start a preparation phrase after a comma.
    static let preparationStarters: Set<String> = [
        "chopped", "diced", "minced", "sliced", "grated", "crushed", "peeled", "beaten", "melted",
        "softened", "sifted", "shredded", "cubed", "halved", "quartered", "trimmed", "deseeded", "seeded",
        "cored", "pitted", "stoned", "rinsed", "drained", "washed", "scrubbed", "julienned", "mashed",
        "squeezed", "zested", "juiced", "toasted", "roasted", "cooked", "boiled", "blanched", "steamed",
        "warmed", "chilled", "cooled", "thawed", "defrosted", "separated", "whisked", "lightly", "torn",
        "picked", "stemmed", "hulled", "segmented", "shelled", "skinned", "deveined", "butterflied",
        "flaked", "crumbled", "snipped", "bruised", "scored", "split", "cut", "finely", "roughly",
        "coarsely", "thinly", "thickly", "freshly", "sieved", "strained", "soaked", "patted", "deboned",
        "boned", "filleted", "pureed", "puréed", "blended", "cleaned", "prepared", "grilled", "fried",
        "poached", "baked", "stewed", "rolled", "flattened", "pounded", "crumbed", "slivered", "broken",
        "ground", "dried", "crisped", "shaved", "spiralized", "tailed", "topped", "sectioned", "squashed",
        "smashed", "quickly", "briefly", "gently", "partially", "very", "dissolved", "heated", "frozen",
        "wrapped", "unwrapped", "scraped", "pricked", "pierced", "halve", "chop", "slice", "dice", "mince",
        "grate", "peel", "de-seeded", "de-stoned", "core", "tear", "crush", "rinse", "drain", "wash",
        "deep-fried", "pan-fried", "stir-fried", "oven-roasted", "char-grilled", "chargrilled", "mixed",
        "roughly-chopped", "finely-chopped", "lightly-beaten", "left", "reserved", "removed", "discarded",
        "defrosted", "marinated", "pressed", "sautéed", "sauteed", "caramelised", "caramelized", "brushed",
        "tied", "bashed", "pulled", "shucked", "cubes", "pounded", "scalded", "seasoned", "packed", "undrained",
        "unpeeled",
    ]

    /// Participles that are preparation when they come before the name ("chopped parsley").
    static let leadingPreparation: Set<String> = [
        "chopped", "diced", "minced", "sliced", "grated", "crushed", "peeled", "beaten", "melted",
        "softened", "sifted", "shredded", "cubed", "halved", "quartered", "trimmed", "deseeded", "seeded",
        "cored", "pitted", "stoned", "rinsed", "drained", "washed", "julienned", "mashed", "squeezed",
        "toasted", "roasted", "cooked", "boiled", "blanched", "steamed", "warmed", "chilled", "cooled",
        "thawed", "defrosted", "whisked", "torn", "picked", "hulled", "shelled", "skinned", "deveined",
        "crumbled", "snipped", "sieved", "strained", "soaked", "finely", "roughly", "coarsely", "thinly",
        "thickly", "freshly", "lightly", "loosely", "firmly", "well", "packed", "pureed", "puréed",
        "grilled", "poached", "slivered", "prepared", "scrubbed", "zested", "juiced", "very",
        "finely-chopped", "roughly-chopped", "lightly-beaten", "crisply", "deep-fried", "pan-fried",
        "sautéed", "sauteed", "caramelised", "caramelized", "shaved", "cleaned", "stewed",
        "pressed", "room-temperature",
    ]

    /// Adverbs that make a following "ground"/"dried"/"smoked" a preparation.
    static let preparationAdverbs: Set<String> = [
        "finely", "roughly", "coarsely", "thinly", "thickly", "freshly", "lightly", "loosely", "firmly",
        "well", "very", "crisply", "gently", "partially", "evenly", "newly", "just", "slightly", "freshly-ground",
    ]

    /// Adjectives that can stand before a comma inside a name ("boneless, skinless chicken").
    static let nameAdjectives: Set<String> = [
        "boneless", "skinless", "skin-on", "bone-in", "mixed", "fresh", "ripe", "raw", "whole", "lean",
        "organic", "free-range", "unsalted", "salted", "extra", "virgin", "extra-virgin", "good", "quality",
        "good-quality", "firm", "soft", "hard", "sweet", "unsweetened", "plain", "low-fat", "fat-free",
        "reduced-fat", "full-fat", "light", "dark", "hot", "cold", "warm", "dry", "dried", "frozen",
        "canned", "tinned", "smoked", "unsmoked", "red", "green", "yellow", "white", "black", "brown",
        "large", "small", "medium", "big", "thick", "thin", "young", "baby", "wild", "mature",
    ]

    /// Phrases that turn the rest of a name phrase into a comment ("salt to taste").
    static let commentStarters: [[String]] = [
        ["to", "taste"], ["to", "serve"], ["to", "garnish"], ["to", "decorate"], ["to", "finish"],
        ["to", "dust"], ["to", "drizzle"], ["to", "sprinkle"], ["to", "coat"], ["to", "grease"], ["to", "fry"],
        ["for", "garnish"], ["for", "garnishing"], ["for", "serving"], ["for", "dusting"], ["for", "frying"],
        ["for", "greasing"], ["for", "brushing"], ["for", "drizzling"], ["for", "the"], ["for", "deep"],
        ["for", "shallow"], ["for", "deep-frying"], ["for", "shallow-frying"], ["for", "sprinkling"],
        ["for", "topping"], ["for", "decoration"], ["for", "decorating"], ["for", "coating"], ["for", "rolling"],
        ["for", "dipping"], ["for", "cooking"], ["for", "spreading"], ["for", "glazing"], ["for", "basting"],
        ["for", "tossing"], ["for", "seasoning"], ["for", "marinating"], ["for", "pan-frying"], ["for", "oiling"],
        ["for", "stir-frying"], ["for", "roasting"], ["for", "baking"], ["for", "kneading"], ["for", "sauteing"],
        ["optional"], ["optionally"], ["divided"], ["plus"], ["such", "as"], ["eg"], ["e.g"], ["i.e"], ["ie"],
        ["at", "room", "temperature"], ["room", "temperature"], ["if", "needed"], ["if", "necessary"],
        ["if", "desired"], ["if", "you"], ["if", "liked"], ["if", "available"], ["if", "using"],
        ["if", "preferred"], ["if", "frozen"], ["as", "needed"], ["as", "required"], ["as", "desired"],
        ["or", "to", "taste"], ["or", "more"], ["or", "less"], ["or", "as", "needed"], ["or", "so"],
        ["or", "other"], ["or", "similar"], ["or", "any"], ["or", "as"], ["approximately"], ["approx"], ["about"],
        ["preferably"], ["ideally"], ["see"], ["according"], ["per"], ["at", "least"], ["alternatively"],
        ["skin", "on"], ["in", "total"], ["from", "a"], ["from", "the"], ["you", "will", "need"], ["(", "optional"],
        ["or", "store-bought"], ["or", "shop-bought"], ["or", "homemade"], ["of", "your", "choice"], ["of", "choice"],
    ]

    /// Words that may follow a preparation word within the same phrase ("cut into", "finely").
    static let preparationContinuers: Set<String> = [
        "into", "and", "or", "in", "to", "then", "lengthways", "lengthwise", "crosswise", "crossways",
        "widthways", "diagonally", "thinly", "finely", "roughly", "coarsely", "thickly", "well", "through",
        "on", "at", "until", "for", "with", "off", "up", "out", "away", "down", "apart", "together",
        "as", "lightly", "very", "evenly", "the", "a", "from", "but", "whole", "separately", "again", "just",
    ]

    /// Words that join or relate other words and never end a name on their own.
    static let connectives: Set<String> = ["of", "and", "or", "&", "with", "in", "for", "to", "the", "a", "an"]

    /// Short comments that qualify the amount and may stand before the name ("2 tbsp or so honey").
    static let amountQualifiers: [[String]] = [
        ["or", "so"], ["or", "more"], ["or", "less"], ["approximately"], ["approx"], ["about"], ["roughly"],
    ]
}
