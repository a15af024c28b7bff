import Foundation

/// Imports schema.org `Recipe` JSON-LD from a saved web page or a JSON export file; a page
/// without JSON-LD recipes is read for microdata (`MicrodataReader`).
public enum RecipeLDImport {
    /// Larger inputs are refused unread; recipe pages and exports are far smaller.
    public static let maxBytes = 5 * 1024 * 1024

    /// Accepts the bytes of a .json file or an .html page. Returns every recipe found and a list
    /// of problems; never throws and never traps, whatever the input.
    ///
    /// - Parameter filename: only consulted when the content itself does not show whether it
    ///   is HTML or JSON (it starts with neither `<` nor `{`/`[`).
    /// - Parameter pageURL: the address the page was fetched from: an image given relative to it
    ///   ("/img/dish.jpg") becomes an absolute `imageURL`; without it such an image is dropped.
    public static func recipes(from data: Data, filename: String? = nil, pageURL: String? = nil) -> ImportResult {
        var result = read(data, filename: filename)
        result.recipes = result.recipes.map { recipe in
            var recipe = recipe
            if recipe.imageURL == nil, let reference = recipe.imageReference, let pageURL {
                recipe.imageURL = WebAddress.resolve(reference, against: pageURL)
            }
            recipe.imageReference = nil
            return recipe
        }
        return result
    }

    private static func read(_ data: Data, filename: String?) -> ImportResult {
        guard data.count <= maxBytes else {
            return ImportResult(problems: [.tooLarge])
        }
        let bytes = ImportInput.utf8Bytes(of: data)
        guard bytes.contains(where: { !ASCIIBytes.isSpace($0) }) else {
            return ImportResult(problems: [.emptyFile])
        }
        switch ImportInput.kind(of: bytes, filename: filename) {
        case .html: return importPage(bytes)
        case .json: return importJSONFile(bytes)
        }
    }

    private static func importJSONFile(_ bytes: [UInt8]) -> ImportResult {
        let root: JSONLDValue
        var remainingValues = ImportBudget.maxValues
        do {
            root = try JSONLDParser.parse(bytes[...], remainingValues: &remainingValues)
        } catch {
            return ImportResult(problems: [error.overBudget ? .tooComplex : .invalidJSON(line: error.line(in: LineIndex(bytes)))])
        }
        let references = JSONLDReferences(root)
        var collector = RecipeCollector(dropsDuplicates: false)
        // A top-level array is a list of recipes: name each entry that holds none.
        let items = if case .array(let items) = root { items } else { [root] }
        var itemsWithoutRecipe: [Int] = []
        for (offset, item) in items.enumerated() {
            let nodes = RecipeNodeFinder.recipeNodes(in: item)
            if nodes.isEmpty { itemsWithoutRecipe.append(offset + 1) }
            nodes.forEach { collector.add($0, references: references) }
        }
        if collector.recipeNodeCount == 0 {
            collector.report(.noRecipeInFile)
        } else {
            itemsWithoutRecipe.forEach { collector.reportItem(.notARecipe(item: $0)) }
        }
        return collector.result
    }

    private static func importPage(_ bytes: [UInt8]) -> ImportResult {
        var collector = RecipeCollector(dropsDuplicates: true)
        let blocks = LDScriptScanner.blocks(in: bytes)
        var remainingValues = ImportBudget.maxValues
        if blocks.count > ImportBudget.maxBlocks {
            collector.report(.blocksSkipped(blocks.count - ImportBudget.maxBlocks))
        }
        // Numbered only when a block is broken; one index serves every broken block.
        var lines: LineIndex?
        for (offset, block) in blocks.prefix(ImportBudget.maxBlocks).enumerated() {
            do {
                let root = try JSONLDParser.parse(block, remainingValues: &remainingValues)
                let references = JSONLDReferences(root)
                RecipeNodeFinder.recipeNodes(in: root).forEach { collector.add($0, references: references) }
            } catch where error.overBudget {
                collector.report(.tooComplex)
                break
            } catch {
                // One broken block must not hide the recipe in another.
                let index = lines ?? LineIndex(bytes)
                lines = index
                collector.reportItem(.invalidBlock(offset + 1, line: error.line(in: index)))
            }
        }
        if collector.recipeNodeCount == 0 {
            // No JSON-LD recipe: the page may mark its recipe up with microdata instead.
            let microdata = MicrodataReader.recipeNodes(in: bytes)
            microdata.nodes.forEach { collector.add($0, references: JSONLDReferences(.null)) }
            if microdata.trimmed { collector.report(.microdataTrimmed) }
        }
        if collector.recipeNodeCount == 0 {
            collector.report(.noRecipeInPage)
        }
        return collector.result
    }
}
