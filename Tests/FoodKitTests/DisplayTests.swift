import Testing
@testable import FoodKit

/// Expected texts were worked out by hand: scaled amounts in the recipe's own words,
/// conversions through USDA grams (1 cup flour = 125 g, sugar 200 g, butter 227 g).
@Suite struct DisplayTests {
    static let analyzer = RecipeAnalyzer()

    struct Scaled: Sendable, CustomTestStringConvertible {
        let input: String, double: String, half: String, oneAndHalf: String
        var testDescription: String { input }
    }

    static let scaled: [Scaled] = [
        .init(input: "2 1/2 cups all-purpose flour, sifted", double: "5 cups all-purpose flour, sifted",
              half: "1 ¼ cups all-purpose flour, sifted", oneAndHalf: "3 ¾ cups all-purpose flour, sifted"),
        .init(input: "1 cup sugar", double: "2 cups sugar", half: "½ cup sugar", oneAndHalf: "1 ½ cups sugar"),
        .init(input: "3 large eggs", double: "6 large eggs", half: "1 ½ large eggs", oneAndHalf: "4 ½ large eggs"),
        .init(input: "2-3 cloves garlic, minced", double: "4-6 cloves garlic, minced",
              half: "1-1 ½ cloves garlic, minced", oneAndHalf: "3-4 ½ cloves garlic, minced"),
        .init(input: "2 to 3 tablespoons lemon juice", double: "4 to 6 tablespoons lemon juice",
              half: "1 to 1 ½ tablespoons lemon juice", oneAndHalf: "3 to 4 ½ tablespoons lemon juice"),
        .init(input: "200g/7oz plain flour", double: "400g/14oz plain flour",
              half: "100g/3 ½ oz plain flour", oneAndHalf: "300g/10 ½ oz plain flour"),
        .init(input: "1 (14 oz) can diced tomatoes", double: "2 (14 oz) cans diced tomatoes",
              half: "½ (14 oz) can diced tomatoes", oneAndHalf: "1 ½ (14 oz) cans diced tomatoes"),
        .init(input: "2 x 400g tins chopped tomatoes", double: "4 x 400g tins chopped tomatoes",
              half: "1 x 400g tins chopped tomatoes", oneAndHalf: "3 x 400g tins chopped tomatoes"),
        .init(input: "a pinch of salt", double: "2 pinches of salt", half: "½ pinch of salt", oneAndHalf: "1 ½ pinches of salt"),
        .init(input: "1 tsp salt", double: "2 tsp salt", half: "½ tsp salt", oneAndHalf: "1 ½ tsp salt"),
        .init(input: "500ml chicken stock", double: "1 l chicken stock", half: "250ml chicken stock", oneAndHalf: "750ml chicken stock"),
        .init(input: "1 lb ground beef", double: "2 lb ground beef", half: "½ lb ground beef", oneAndHalf: "1 ½ lb ground beef"),
        .init(input: "1kg potatoes, peeled", double: "2kg potatoes, peeled", half: "500 g potatoes, peeled",
              oneAndHalf: "1.5kg potatoes, peeled"),
        .init(input: "half a lemon, juiced", double: "1 lemon, juiced", half: "¼ lemon, juiced", oneAndHalf: "¾ lemon, juiced"),
        .init(input: "1 heaped tsp Dijon mustard", double: "2 heaped tsp Dijon mustard",
              half: "½ heaped tsp Dijon mustard", oneAndHalf: "1 ½ heaped tsp Dijon mustard"),
        .init(input: "1 cup (240 ml) whole milk", double: "2 cups (480 ml) whole milk",
              half: "½ cup (120 ml) whole milk", oneAndHalf: "1 ½ cups (360 ml) whole milk"),
        .init(input: "salt and pepper to taste", double: "salt and pepper to taste",
              half: "salt and pepper to taste", oneAndHalf: "salt and pepper to taste"),
        .init(input: "75g butter", double: "150g butter", half: "38g butter", oneAndHalf: "115g butter"),
        .init(input: "2 tablespoons butter", double: "4 tablespoons butter", half: "1 tablespoon butter",
              oneAndHalf: "3 tablespoons butter"),
        .init(input: "1 cup plus 2 tablespoons flour", double: "2 cups plus 4 tablespoons flour",
              half: "½ cup plus 1 tablespoon flour", oneAndHalf: "1 ½ cups plus 3 tablespoons flour"),
        // A counted food agrees with its new number.
        .init(input: "1 red bell pepper, diced", double: "2 red bell peppers, diced", half: "½ red bell pepper, diced",
              oneAndHalf: "1 ½ red bell peppers, diced"),
        .init(input: "2 onions, chopped", double: "4 onions, chopped", half: "1 onion, chopped", oneAndHalf: "3 onions, chopped"),
        .init(input: "1 large potato", double: "2 large potatoes", half: "½ large potato", oneAndHalf: "1 ½ large potatoes"),
        .init(input: "2.5cm/1in piece fresh ginger", double: "5cm/2in piece fresh ginger",
              half: "1.5cm/½ in piece fresh ginger", oneAndHalf: "4cm/1 ½ in piece fresh ginger"),
    ]

    func show(_ line: String, _ scale: Double, _ system: MeasureSystem) -> String {
        LineDisplay.text(for: Self.analyzer.analyze(line: line), scale: scale, system: system)
    }

    @Test(arguments: scaled)
    func scalesInTheRecipesOwnWords(_ example: Scaled) {
        #expect(show(example.input, 1, .original) == example.input)
        #expect(show(example.input, 2, .original) == example.double)
        #expect(show(example.input, 0.5, .original) == example.half)
        #expect(show(example.input, 1.5, .original) == example.oneAndHalf)
    }

    @Test(arguments: [
        ("1 cup flour", "125 g flour"),
        ("2 1/2 cups all-purpose flour, sifted", "315 g all-purpose flour, sifted"),
        ("1 cup sugar", "200 g sugar"),
        ("1/2 cup butter, melted", "115 g butter, melted"),
        ("1 cup whole milk", "235 ml whole milk"),
        ("1 cup (240 ml) whole milk", "240 ml whole milk"),
        ("8 oz cream cheese, softened", "225 g cream cheese, softened"),
        ("1 lb ground beef", "455 g ground beef"),
        ("3 lb potatoes", "1.4 kg potatoes"),
        ("1 quart chicken stock", "945 ml chicken stock"),
        ("1 (14 oz) can diced tomatoes", "1 (395 g) can diced tomatoes"),
        ("1 cup plus 2 tablespoons all-purpose flour", "140 g all-purpose flour"),
        ("2.5cm/1in piece fresh ginger", "2.5cm piece fresh ginger"),
        ("3 large eggs", "3 large eggs"),
        ("2-3 cloves garlic, minced", "2-3 cloves garlic, minced"),
        ("1 tsp salt", "1 tsp salt"),
    ])
    func convertsToMetric(_ example: (String, String)) {
        #expect(show(example.0, 1, .metric) == example.1)
    }

    @Test(arguments: [
        ("125 g flour", "1 cup flour"),
        ("200g/7oz plain flour", "7 oz plain flour"),
        ("500ml chicken stock", "2 ⅛ cups chicken stock"),
        ("1kg potatoes, peeled and cut into chunks", "2 ¼ lb potatoes, peeled and cut into chunks"),
        ("100g butter, softened", "½ cup butter, softened"),
        ("250 ml milk", "1 cup milk"),
        ("15 ml soy sauce", "1 tbsp soy sauce"),
        ("5 ml vanilla extract", "1 tsp vanilla extract"),
        ("200 g chicken breast", "7 oz chicken breast"),
        ("50 g caster sugar", "¼ cup caster sugar"),
        ("1 litre/1¾ pints vegetable stock", "4 ¼ cups vegetable stock"),
        ("1 cup (240 ml) whole milk", "1 cup whole milk"),
        ("2 large eggs", "2 large eggs"),
        ("4cm piece ginger", "1 ½ inches piece ginger"),
    ])
    func convertsToUS(_ example: (String, String)) {
        #expect(show(example.0, 1, .us) == example.1)
    }

    @Test func conversionAndScalingTogether() {
        #expect(show("1 cup flour", 2, .metric) == "250 g flour")
        #expect(show("125 g flour", 0.5, .us) == "½ cup flour")
        #expect(show("2-3 cups flour", 1, .metric) == "250-375 g flour")
        #expect(show("1 lb beef", 3, .metric) == "1.4 kg beef")
    }

    @Test func formatsQuantities() {
        #expect(LineDisplay.formatQuantity(1.5, system: .us) == "1 ½")
        #expect(LineDisplay.formatQuantity(1.0 / 3, system: .us) == "⅓")
        #expect(LineDisplay.formatQuantity(0.66, system: .original) == "⅔")
        #expect(LineDisplay.formatQuantity(0.125, system: .us) == "⅛")
        #expect(LineDisplay.formatQuantity(0.76, system: .us) == "¾")
        #expect(LineDisplay.formatQuantity(2, system: .us) == "2")
        #expect(LineDisplay.formatQuantity(0.01, system: .us) == "⅛")
        #expect(LineDisplay.formatQuantity(1.5, system: .metric) == "1.5")
        #expect(LineDisplay.formatQuantity(250, system: .metric) == "250")
        #expect(LineDisplay.formatQuantity(.infinity, system: .us) == "?")
    }

    @Test func leavesOddInputAlone() {
        let parsed = IngredientParser.parse("For the sauce:")
        #expect(LineDisplay.text(for: parsed, scale: 2, system: .metric) == "For the sauce:")
        #expect(LineDisplay.text(for: IngredientParser.parse("2 eggs"), scale: .nan, system: .us) == "2 eggs")
        #expect(LineDisplay.text(for: IngredientParser.parse("2 eggs"), scale: 0, system: .us) == "2 eggs")
    }

    /// Amounts already at tenths (as labels and decimals pass them) read as printf's "%.1f" would.
    @Test func oneDecimalWritesWhatPrintfWrites() {
        for tenths in -2_000...20_000 {
            let value = Double(tenths) / 10
            #expect(PlainNumber.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
        }
        #expect(PlainNumber.oneDecimal(1234567.5) == "1234567.5")
        #expect(PlainNumber.oneDecimal(.infinity) == String(format: "%.1f", Double.infinity))
        #expect(QuantityFormatter.decimal(2.46) == "2.5")
    }
}
