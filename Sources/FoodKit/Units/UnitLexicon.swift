/// Every spelling of every unit we recognise. US customary volumes are used for cup,
/// pint, quart and gallon because USDA household measures are US measures too.
package enum UnitLexicon {
    private static let definitions: [(Unit, [String])] = [
        (Unit(name: "g", kind: .mass, base: 1), ["g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes", "grm"]),
        (Unit(name: "kg", kind: .mass, base: 1000), ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
        (Unit(name: "mg", kind: .mass, base: 0.001), ["mg", "milligram", "milligrams", "milligramme", "milligrammes"]),
        (Unit(name: "oz", kind: .mass, base: 28.349523125), ["oz", "ozs", "ounce", "ounces", "onz"]),
        (Unit(name: "lb", kind: .mass, base: 453.59237), ["lb", "lbs", "pound", "pounds", "ib", "ibs"]),
        (Unit(name: "ml", kind: .volume, base: 1), ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "cc"]),
        (Unit(name: "l", kind: .volume, base: 1000), ["l", "litre", "litres", "liter", "liters", "ltr", "ltrs", "lt"]),
        (Unit(name: "dl", kind: .volume, base: 100), ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]),
        (Unit(name: "cl", kind: .volume, base: 10), ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]),
        (Unit(name: "cup", kind: .volume, base: 236.5882365), ["cup", "cups", "c", "cupful", "cupfuls", "cp"]),
        (Unit(name: "tbsp", kind: .volume, base: 14.78676478125), ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tbsps", "tablespoon", "tablespoons", "tablespoonful", "tablespoonfuls", "tbspn", "tb", "tsbp"]),
        // A British dessert spoon holds two teaspoons.
        (Unit(name: "dsp", kind: .volume, base: 9.8578431875), ["dsp", "dsps", "dessertspoon", "dessertspoons", "dessert spoon", "dstspn"]),
        (Unit(name: "tsp", kind: .volume, base: 4.92892159375), ["tsp", "tsps", "ts", "tspn", "tspns", "teaspoon", "teaspoons", "teaspoonful", "teaspoonfuls"]),
        (Unit(name: "fl oz", kind: .volume, base: 29.5735295625), ["fl oz", "floz", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces", "fl ozs", "fl"]),
        (Unit(name: "pint", kind: .volume, base: 473.176473), ["pint", "pints", "pt", "pts"]),
        (Unit(name: "quart", kind: .volume, base: 946.352946), ["quart", "quarts", "qt", "qts"]),
        (Unit(name: "gallon", kind: .volume, base: 3785.411784), ["gallon", "gallons", "gal", "gals"]),
        // Conventional kitchen definitions: a dash is 1/8 tsp, a pinch 1/16 tsp, a drop 1/20 ml... per 0.05 ml.
        (Unit(name: "dash", kind: .volume, base: 0.616115199), ["dash", "dashes"]),
        (Unit(name: "pinch", kind: .volume, base: 0.308057599), ["pinch", "pinches", "pinchful"]),
        (Unit(name: "drop", kind: .volume, base: 0.05), ["drop", "drops"]),
        (Unit(name: "cm", kind: .length), ["cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters"]),
        (Unit(name: "mm", kind: .length), ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]),
        (Unit(name: "inch", kind: .length), ["inch", "inches", "in"]),
    ] + countDefinitions

    private static let countDefinitions: [(Unit, [String])] = [
        ("clove", ["clove", "cloves"]), ("slice", ["slice", "slices"]), ("can", ["can", "cans"]),
        ("tin", ["tin", "tins"]), ("jar", ["jar", "jars"]),
        ("package", ["package", "packages", "pkg", "pkgs", "pack", "packs", "pk"]),
        ("packet", ["packet", "packets"]), ("stick", ["stick", "sticks"]), ("bunch", ["bunch", "bunches"]),
        ("sprig", ["sprig", "sprigs"]), ("handful", ["handful", "handfuls"]), ("head", ["head", "heads"]),
        ("piece", ["piece", "pieces", "pc", "pcs"]), ("stalk", ["stalk", "stalks"]), ("sheet", ["sheet", "sheets"]),
        ("cube", ["cube", "cubes"]), ("bottle", ["bottle", "bottles"]), ("bag", ["bag", "bags"]),
        ("box", ["box", "boxes"]), ("knob", ["knob", "knobs"]), ("fillet", ["fillet", "fillets", "filet", "filets"]),
        ("leaf", ["leaf", "leaves"]), ("ear", ["ear", "ears"]), ("sprinkle", ["sprinkle", "sprinkles", "sprinkling"]),
        ("splash", ["splash", "splashes"]), ("drizzle", ["drizzle", "drizzles"]), ("squeeze", ["squeeze", "squeezes"]),
        ("sachet", ["sachet", "sachets"]), ("carton", ["carton", "cartons"]), ("tub", ["tub", "tubs"]),
        ("pot", ["pot", "pots"]), ("punnet", ["punnet", "punnets"]), ("envelope", ["envelope", "envelopes"]),
        ("container", ["container", "containers"]), ("block", ["block", "blocks"]), ("rasher", ["rasher", "rashers"]),
        ("strip", ["strip", "strips"]), ("wedge", ["wedge", "wedges"]), ("scoop", ["scoop", "scoops"]),
        ("stem", ["stem", "stems"]), ("bulb", ["bulb", "bulbs"]), ("loaf", ["loaf", "loaves"]),
        ("glass", ["glass", "glasses"]), ("bar", ["bar", "bars"]), ("chunk", ["chunk", "chunks"]),
        ("pouch", ["pouch", "pouches"]), ("spear", ["spear", "spears"]), ("link", ["link", "links"]), ("shot", ["shot", "shots"]),
        ("square", ["square", "squares"]), ("ball", ["ball", "balls"]), ("rib", ["rib", "ribs"]), ("branch", ["branch", "branches"]),
        ("tube", ["tube", "tubes"]), ("rack", ["rack", "racks"]),
        ("batch", ["batch", "batches", "quantity", "quantities", "recipe", "recipes"]),
    ].map { (Unit(name: $0.0, kind: .count), $0.1) }

    /// "1 batch pizza dough", "1 quantity shortcrust pastry": all of what another recipe makes.
    static let batchUnits: Set<String> = ["batch"]

    /// Units that hold a packaged amount ("1 (14 oz) can", "2 x 400 g tins").
    static let containers: Set<String> = [
        "can", "tin", "jar", "package", "packet", "bottle", "bag", "box", "sachet", "carton", "tub",
        "pot", "punnet", "envelope", "container", "block", "pouch", "bar", "stick", "tube",
    ]

    static let byName: [String: Unit] = Dictionary(definitions.map { ($0.0.name, $0.0) }, uniquingKeysWith: { first, _ in first })

    static let bySpelling: [String: Unit] = {
        var table: [String: Unit] = [:]
        for (unit, spellings) in definitions {
            for spelling in spellings where table[spelling] == nil { table[spelling] = unit }
        }
        return table
    }()

    /// Count units that may follow a weight as packaging or a cut ("400g tin", "2.5cm piece").
    static let afterMeasure: Set<String> = containers.union(["piece", "chunk", "knob", "slice", "wedge", "strip", "cube", "ball", "sheet", "bunch"])

    /// Units a line may start with, no number before them ("pinch of salt", "handful basil").
    static let startUnits: Set<String> = [
        "pinch", "dash", "handful", "splash", "drizzle", "knob", "sprinkle", "squeeze", "bunch", "sprig",
    ]

    /// Spellings too short or too common to be units unless a number stands right before them.
    static let needsNumber: Set<String> = ["c", "t", "ts", "l", "lt", "in", "g", "gr", "pt", "tb", "cp", "pc", "pk", "fl", "gal", "cc", "ib", "ibs", "gm", "T", "Tb", "TB"]

    /// Case decides "T" (tablespoon) against "t" (teaspoon).
    package static func unit(forWord word: Substring) -> Unit? {
        if word == "T" || word == "Tb" || word == "TB" || word == "Tbs" || word == "TBS" { return byName["tbsp"] }
        if word == "t" { return byName["tsp"] }
        return bySpelling[word.lowercased()]
    }
}
