/// The picture of a recipe nobody has photographed yet: drawn by code from what the dish is —
/// its main ingredient and its category (a fish, a loaf, a bowl of soup) — on the category's
/// colour, with its shapes placed by the recipe's id so neighbouring cards differ. It is plainly a
/// drawing, never made to look like a photo of the dish, and it contains no text from the recipe.
package enum DishArt {
    /// What the picture shows.
    package enum Subject: String, CaseIterable, Sendable {
        case fish, shellfish, poultry, meat, egg, pasta, rice, loaf, cake, cookie, soup, salad, drink
        case beans, potato, tomato, mushroom, greens, carrot, fruit, lemon, cheese, chocolate, plate
    }

    /// Words of an ingredient key, most telling first; a key is matched when it contains the word.
    static let vocabulary: [(Subject, [String])] = [
        (.shellfish, ["shrimp", "prawn", "crab", "lobster", "mussel", "clam", "scallop", "squid", "oyster"]),
        (.fish, ["salmon", "cod", "tuna", "trout", "mackerel", "haddock", "tilapia", "sardine", "anchovy", "anchovies", "halibut", "fish", "snapper", "sea bass"]),
        (.poultry, ["chicken", "turkey", "duck"]),
        (.meat, ["beef", "pork", "lamb", "steak", "sausage", "bacon", "ham", "mince", "chorizo", "veal", "goat"]),
        (.pasta, ["spaghetti", "pasta", "noodle", "macaroni", "penne", "linguine", "lasagna", "lasagne", "fettuccine", "ramen", "udon", "orzo", "gnocchi"]),
        (.rice, ["rice", "risotto", "quinoa", "couscous", "barley", "bulgur", "polenta", "oats", "oatmeal"]),
        (.beans, ["lentil", "chickpea", "bean", "pea", "tofu", "edamame"]),
        (.potato, ["potato"]),
        (.mushroom, ["mushroom"]),
        (.tomato, ["tomato"]),
        (.carrot, ["carrot", "pumpkin", "squash", "sweet potato"]),
        (.greens, ["spinach", "kale", "lettuce", "cabbage", "broccoli", "chard", "arugula", "rocket", "leek", "cauliflower", "zucchini", "courgette", "eggplant", "aubergine", "pepper", "cucumber"]),
        (.chocolate, ["chocolate", "cocoa"]),
        (.lemon, ["lemon", "lime"]),
        (.fruit, ["apple", "banana", "berry", "berries", "peach", "pear", "mango", "orange", "cherry", "cherries", "plum", "pineapple", "fig", "dates", "raisin"]),
        (.cheese, ["cheese", "cheddar", "parmesan", "gruyere", "feta", "paneer", "halloumi", "mozzarella", "ricotta"]),
        (.egg, ["egg"]),
    ]

    /// Keys with one of these words are seasoning or background, never the subject.
    static let ignored: Set<String> = [
        "salt", "water", "oil", "sugar", "spice", "garlic", "onion", "onions", "shallot", "butter", "flour", "vinegar", "sauce",
        "stock", "broth", "herbs", "cumin", "paprika", "ginger", "cinnamon", "vanilla", "baking", "yeast", "black", "powder", "soda", "milk", "cream",
    ]

    /// `keys`: the recipe's ingredient keys, heaviest first.
    package static func subject(category: String, keys: [String]) -> Subject {
        switch category {
        case "soup": return .soup
        case "drink": return .drink
        case "salad" where !keys.prefix(2).contains(where: { matches($0).map { [.fish, .shellfish, .poultry, .meat].contains($0) } ?? false }):
            return .salad
        default: break
        }
        for key in keys.prefix(4) where !words(key).contains(where: ignored.contains) {
            if let subject = matches(key) {
                // Eggs in a cake or a loaf are not what it looks like.
                if subject == .egg, ["baking", "dessert"].contains(category) { continue }
                if subject == .chocolate || subject == .fruit || subject == .lemon, category == "baking" { return .cake }
                return subject
            }
        }
        switch category {
        case "baking": return keys.contains(where: { $0.contains("yeast") || $0.contains("bread") }) ? .loaf : .cookie
        case "dessert": return .cake
        case "breakfast": return keys.contains(where: { $0.contains("egg") }) ? .egg : .cake
        default: return .plate
        }
    }

    /// A vocabulary entry matches a word of the key (its plural too); entries of five letters or
    /// more also match as a word's beginning ("lentil" in "lentils", "anchov" in "anchovies"), and
    /// two-word entries as a phrase. "pea" is not "peach", "pepper" or "peanut".
    static func matches(_ key: String) -> Subject? {
        let keyWords = words(key)
        return vocabulary.first { _, entries in
            entries.contains { entry in
                if entry.contains(" ") { return key.contains(entry) }
                return keyWords.contains { word in
                    word == entry || word == entry + "s" || word == entry + "es" || (entry.count >= 5 && word.hasPrefix(entry))
                        || (entry.count >= 4 && word.hasSuffix(entry))
                }
            }
        }?.0
    }

    static func words(_ key: String) -> [String] {
        key.lowercased().split { !$0.isLetter }.map(String.init)
    }

    /// The category's colours: background, and the lighter disc behind the subject.
    static func palette(_ category: String) -> (background: String, disc: String) {
        switch category {
        case "baking": ("#cf9a52", "#dcb27a")
        case "breakfast": ("#f5cd4f", "#f8dc80")
        case "dessert": ("#df7b9c", "#e89bb4")
        case "dinner": ("#c2633f", "#cf8569")
        case "drink": ("#3e9f9b", "#68b5b2")
        case "lunch": ("#9aa04c", "#b0b574")
        case "salad": ("#6aaa4e", "#8bbd75")
        case "side": ("#97ad86", "#adbfa0")
        case "snack": ("#eda33a", "#f1b865")
        case "soup": ("#e9743d", "#ee9366")
        default: ("#a69d92", "#b9b2a9")
        }
    }

    /// A 400 × 300 SVG; the same recipe id, category and subject always give the same bytes.
    package static func svg(recipeID: Int64, category: String, subject: Subject) -> String {
        var seed = UInt64(bitPattern: recipeID) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
        func next(_ range: ClosedRange<Int>) -> Int {
            seed ^= seed >> 12; seed ^= seed << 25; seed ^= seed >> 27
            let value = seed &* 0x2545_F491_4F6C_DD1D
            return range.lowerBound + Int(value % UInt64(range.count))
        }
        let (background, disc) = palette(category)
        // Background shapes: a few soft circles placed by the id, then a dot or stripe texture.
        var shapes = ""
        for _ in 0..<4 {
            shapes += "<circle cx=\"\(next(-40...440))\" cy=\"\(next(-40...340))\" r=\"\(next(18...130))\"/>"
        }
        let texture: String
        switch next(0...2) {
        case 0:
            texture = "<pattern id=\"t\" width=\"26\" height=\"26\" patternUnits=\"userSpaceOnUse\"><circle cx=\"6\" cy=\"6\" r=\"1.8\" fill=\"#fff\"/><circle cx=\"19\" cy=\"19\" r=\"1.8\" fill=\"#fff\"/></pattern>"
        case 1:
            texture = "<pattern id=\"t\" width=\"22\" height=\"22\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(\(next(20...70)))\"><rect width=\"4\" height=\"22\" fill=\"#fff\"/></pattern>"
        default:
            texture = "<pattern id=\"t\" width=\"30\" height=\"30\" patternUnits=\"userSpaceOnUse\"><path d=\"M0 15h30M15 0v30\" stroke=\"#fff\" stroke-width=\"1.5\"/></pattern>"
        }
        let cx = 200 + next(-30...30), cy = 150 + next(-12...12)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Drawing: \(subject.rawValue)">
            <defs>\(texture)</defs>
            <rect width="400" height="300" fill="\(background)"/>
            <g fill="#fff" opacity=".13">\(shapes)</g>
            <rect width="400" height="300" fill="url(#t)" opacity=".16"/>
            <circle cx="\(cx)" cy="\(cy)" r="92" fill="\(disc)"/>
            <g transform="translate(\(cx - 200) \(cy - 150))" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">\(drawing(subject))</g>
            </svg>
            """
    }

    /// White line drawings centred on (200, 150), about 130 px across.
    static func drawing(_ subject: Subject) -> String {
        switch subject {
        case .fish:
            "<path d=\"M132 150q40-46 100-22q18 8 30 22q-12 14-30 22q-60 24-100-22z\"/><path d=\"M262 150l36-26v52z\"/><circle cx=\"160\" cy=\"144\" r=\"5\" fill=\"#fff\"/><path d=\"M198 132q10 18 0 36\"/>"
        case .shellfish:
            "<path d=\"M150 190q-20-70 50-80q56 0 56 44q0 26-26 30q-24 2-24-20q0-14 14-14\"/><path d=\"M168 176l-18 20M190 184l-8 24M214 184l6 22\"/><path d=\"M238 118l30-26M250 128l34-14\"/>"
        case .poultry:
            "<path d=\"M170 196q-30-40 0-76q30-30 66-6q26 20 10 50q-12 22-40 24z\"/><path d=\"M196 190l-26 34\"/><circle cx=\"164\" cy=\"230\" r=\"9\"/><circle cx=\"178\" cy=\"232\" r=\"9\"/>"
        case .meat:
            "<path d=\"M136 166q-6-52 52-60q66-8 78 34q8 34-30 44q-46 12-100-18z\"/><path d=\"M180 150q14-16 36-8q16 8 6 22q-14 10-30 4q-16-6-12-18z\"/>"
        case .egg:
            "<path d=\"M140 162q-10-50 40-54q24-20 56-2q40 10 30 52q-8 36-60 36q-60 2-66-32z\"/><circle cx=\"200\" cy=\"150\" r=\"22\" fill=\"#fff\" fill-opacity=\".35\"/>"
        case .pasta:
            "<path d=\"M130 160h140q-6 44-70 44t-70-44z\"/><path d=\"M150 160q10-30 30-10t30-10 30 10 20 10\"/><path d=\"M232 96l28 60M248 92l20 64\"/>"
        case .rice:
            "<path d=\"M130 158h140q-6 46-70 46t-70-46z\"/><path d=\"M142 158q58-60 116 0\"/><path d=\"M176 138l6-4M198 130l6 2M218 138l6 4M190 146l4-5M210 148l5 3\"/>"
        case .loaf:
            "<path d=\"M138 196v-52q0-40 62-40t62 40v52z\"/><path d=\"M170 122l-10 20M200 118v22M230 122l10 20\"/>"
        case .cake:
            "<path d=\"M142 190l58-84 58 84z\"/><path d=\"M158 168h84M172 146h56\"/><circle cx=\"200\" cy=\"96\" r=\"8\"/>"
        case .cookie:
            "<circle cx=\"200\" cy=\"150\" r=\"54\"/><circle cx=\"182\" cy=\"134\" r=\"5\" fill=\"#fff\"/><circle cx=\"216\" cy=\"142\" r=\"5\" fill=\"#fff\"/><circle cx=\"194\" cy=\"170\" r=\"5\" fill=\"#fff\"/><circle cx=\"224\" cy=\"172\" r=\"4\" fill=\"#fff\"/>"
        case .soup:
            "<path d=\"M128 150h144q-4 52-72 52t-72-52z\"/><path d=\"M176 132q-10-14 0-26t0-26M200 132q-10-14 0-26t0-26M224 132q-10-14 0-26t0-26\"/>"
        case .salad:
            "<path d=\"M130 160h140q-6 44-70 44t-70-44z\"/><path d=\"M150 160q-4-40 30-44q-2 26-14 44M196 160q0-52 36-56q4 34-22 56M238 160q10-30 30-28q-4 18-18 28\"/>"
        case .drink:
            "<path d=\"M164 100h72l-10 110h-52z\"/><path d=\"M170 140h60\"/><path d=\"M222 100l20-34h18\"/>"
        case .beans:
            "<path d=\"M130 160h140q-6 44-70 44t-70-44z\"/><ellipse cx=\"176\" cy=\"146\" rx=\"12\" ry=\"8\"/><ellipse cx=\"204\" cy=\"140\" rx=\"12\" ry=\"8\"/><ellipse cx=\"230\" cy=\"148\" rx=\"12\" ry=\"8\"/>"
        case .potato:
            "<path d=\"M142 162q-8-44 44-56q52-10 70 22q16 32-20 52q-40 20-70 8q-20-8-24-26z\"/><circle cx=\"180\" cy=\"140\" r=\"3\" fill=\"#fff\"/><circle cx=\"220\" cy=\"156\" r=\"3\" fill=\"#fff\"/><circle cx=\"198\" cy=\"176\" r=\"3\" fill=\"#fff\"/>"
        case .tomato:
            "<circle cx=\"200\" cy=\"160\" r=\"54\"/><path d=\"M200 106l-18-16M200 106l18-16M200 106v-20M200 106l-26 2M200 106l26 2\"/>"
        case .mushroom:
            "<path d=\"M136 150q0-56 64-56t64 56z\"/><path d=\"M182 150v46q0 10 18 10t18-10v-46\"/><circle cx=\"176\" cy=\"122\" r=\"6\" fill=\"#fff\"/><circle cx=\"222\" cy=\"116\" r=\"7\" fill=\"#fff\"/>"
        case .greens:
            "<path d=\"M200 210v-90\"/><path d=\"M200 120q-50-10-56 40q40 10 56-20M200 150q50-10 56 40q-40 10-56-20M200 96q-20 20 0 40q20-20 0-40\"/>"
        case .carrot:
            "<path d=\"M160 210l70-92q18-10 22 6l-70 94q-20 8-22-8z\"/><path d=\"M238 114l8-28M244 120l28-8M234 108l-6-24\"/><path d=\"M190 170l12 8M206 150l12 8\"/>"
        case .fruit:
            "<path d=\"M200 120q-30-20-52 6q-22 34 6 70q22 26 46 10q24 16 46-10q28-36 6-70q-22-26-52-6z\"/><path d=\"M200 120q4-24 20-32\"/><path d=\"M206 104q22-14 36 0q-18 10-36 0z\"/>"
        case .lemon:
            "<ellipse cx=\"200\" cy=\"150\" rx=\"66\" ry=\"46\"/><path d=\"M134 150l-12-6M266 150l12-6\"/><path d=\"M176 138q24-16 48 0\"/>"
        case .cheese:
            "<path d=\"M134 186v-46l132-44v90z\"/><path d=\"M134 140l132-44\"/><circle cx=\"170\" cy=\"164\" r=\"9\"/><circle cx=\"226\" cy=\"154\" r=\"12\"/><circle cx=\"240\" cy=\"180\" r=\"6\"/>"
        case .chocolate:
            "<rect x=\"146\" y=\"104\" width=\"108\" height=\"92\" rx=\"8\"/><path d=\"M182 104v92M218 104v92M146 150h108\"/>"
        case .plate:
            "<circle cx=\"200\" cy=\"150\" r=\"58\"/><circle cx=\"200\" cy=\"150\" r=\"34\"/><path d=\"M118 108v28q0 10 8 10t8-10v-28M126 108v28M126 146v58\"/><path d=\"M282 204v-96q14 8 14 40 0 12-14 12\"/>"
        }
    }
}
