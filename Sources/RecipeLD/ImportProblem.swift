import Foundation

/// A user-readable reason why (part of) an import did not work.
public struct ImportProblem: Sendable, Equatable, Error, LocalizedError {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
}

// All wording lives here so the app can show it as is and tests can compare against one place.
extension ImportProblem {
    static let tooLarge = ImportProblem(message: "The file is larger than 5 MB.")
    static let emptyFile = ImportProblem(message: "The file is empty.")
    public static let noRecipeInPage = ImportProblem(message: "No schema.org Recipe was found in the page.")
    public static let noRecipeInFile = ImportProblem(message: "No schema.org Recipe was found in the file.")

    static func invalidJSON(line: Int) -> ImportProblem {
        ImportProblem(message: "The file is not valid JSON (line \(line)).")
    }

    static func invalidBlock(_ number: Int, line: Int) -> ImportProblem {
        ImportProblem(message: "Structured data block \(number) in the page is not valid JSON (line \(line)).")
    }

    static func notARecipe(item number: Int) -> ImportProblem {
        ImportProblem(message: "Item \(number) in the file is not a schema.org Recipe, skipped.")
    }

    static let tooComplex = ImportProblem(
        message: "The file holds more than \(ImportBudget.maxValues) values, more than any recipe needs; it was not read past them.")

    static func blocksSkipped(_ count: Int) -> ImportProblem {
        ImportProblem(message: "The page has \(count) more structured data blocks than the \(ImportBudget.maxBlocks) read; they were skipped.")
    }

    static let microdataTrimmed = ImportProblem(
        message: "The page's recipe markup repeats more than \(ImportBudget.maxMicrodataBytes / 1024 / 1024) MB of text; the rest was not read.")

    static func recipesSkipped(_ skipped: Int, of total: Int) -> ImportProblem {
        ImportProblem(message: "The file holds \(total) recipes; the first \(ImportBudget.maxRecipes) were read, \(skipped) skipped.")
    }

    static func moreProblems(_ count: Int) -> ImportProblem {
        ImportProblem(message: "\(count) more problem\(count == 1 ? "" : "s") not listed.")
    }

    static func noName(recipe number: Int) -> ImportProblem {
        ImportProblem(message: "Recipe \(number) has no name, skipped.")
    }

    static func noIngredients(recipeNamed name: String) -> ImportProblem {
        ImportProblem(message: "Recipe \"\(name)\" has no ingredients, skipped.")
    }
}
