/// Working state for one line: the tokens, the label each has been given so far, and
/// the amount fields found. Phases run in order: headings, amount, then the words.
struct LineParser {
    let input: String
    let tokens: [Token]
    var labels: [TokenLabel?]
    var result: ParsedIngredient
    /// Where the words after the amount start.
    var position = 0

    init(_ input: String) {
        self.init(input, tokens: Tokenizer.tokenize(input))
    }

    /// Tokens of `input`, possibly in another order (see `amountAfterName`).
    init(_ input: String, tokens: [Token]) {
        self.input = input
        self.tokens = tokens
        labels = Array(repeating: nil, count: tokens.count)
        result = ParsedIngredient(input: input)
    }

    func token(_ index: Int) -> Token? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    func lower(_ index: Int) -> String {
        token(index)?.lower ?? ""
    }

    func isWord(_ index: Int, _ words: Set<String>) -> Bool {
        guard let token = token(index), token.isWord else { return false }
        return words.contains(token.lower)
    }

    func isPunct(_ index: Int, _ chars: Character...) -> Bool {
        guard let token = token(index), token.kind == .punct, let first = token.text.first else { return false }
        return chars.contains(first)
    }

    mutating func label(_ range: Range<Int>, _ label: TokenLabel) {
        for index in range where index < labels.count { labels[index] = label }
    }

    mutating func label(_ index: Int, _ label: TokenLabel) {
        if index >= 0 && index < labels.count { labels[index] = label }
    }

    mutating func run() -> ParsedIngredient {
        if detectHeading() { return assemble() }
        skipBullets()
        scanAmount()
        if let reordered = amountAfterName() {
            var moved = LineParser(input, tokens: reordered)
            return moved.run()
        }
        scanWords()
        detectSubRecipe()
        return assemble()
    }

    /// List bullets and stray leading punctuation carry no meaning.
    mutating func skipBullets() {
        while let token = token(position), token.kind == .punct, !token.isPunct("(", "[", "½", ".") {
            label(position, .punct)
            position += 1
        }
    }
}
