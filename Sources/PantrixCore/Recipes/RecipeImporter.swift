import Foundation
import NIOPosix
import RecipeLD

/// What an import did, in words a person can act on.
package struct ImportReport: Sendable {
    package struct Imported: Sendable {
        package let id: Int64
        package let title: String
        package let lines: Int
        package let unmatched: [String]
        /// The image the recipe named (http or https), for a caller that fetches it as the cover.
        package var imageURL: String? = nil

        /// Memberwise, also for the test-support samples (an implicit one would be internal).
        package init(id: Int64, title: String, lines: Int, unmatched: [String], imageURL: String? = nil) {
            self.id = id
            self.title = title
            self.lines = lines
            self.unmatched = unmatched
            self.imageURL = imageURL
        }
    }

    package var imported: [Imported] = []
    package var problems: [String] = []

    package init(imported: [Imported] = [], problems: [String] = []) {
        self.imported = imported
        self.problems = problems
    }

    package var lineCount: Int { imported.reduce(0) { $0 + $1.lines } }
    package var unmatchedCount: Int { imported.reduce(0) { $0 + $1.unmatched.count } }
}

extension AppDatabase {
    /// Imports every schema.org Recipe in a .json or .html file through the same parsing and
    /// matching as the editor; recipes that can't be read are listed, the rest still import.
    /// `pageURL`, for a page fetched from a link, is the source of recipes that don't name one.
    package func importRecipes(
        from data: Data, filename: String?, authorID: Int64?, visibility: RecipeVisibility = .public, pageURL: String? = nil,
        now: Date = Date()
    ) async throws -> ImportReport {
        // Reading up to 5 MB is CPU work: on the thread pool, so requests waiting for the
        // threads that answer them (/healthz among them) are not held up behind it.
        let result = try await ImportWork.run { RecipeLDImport.recipes(from: data, filename: filename, pageURL: pageURL) }
        var report = ImportReport(problems: result.problems.map(\.message))
        var drafts: [RecipeDraft] = []
        for ld in result.recipes {
            let fitted = RecipeLimits.fit(RecipeDraft(ld: ld))
            var draft = fitted.draft
            draft.sourceURL = draft.sourceURL ?? pageURL
            if !fitted.cuts.isEmpty {
                report.problems.append("“\(draft.title)”: \(fitted.cuts.joined(separator: "; ")).")
            }
            drafts.append(draft)
        }
        let origin: RecipeOrigin = authorID == nil ? .imported : .user
        for (prepared, ld) in zip(try await prepare(drafts), result.recipes) {
            let id = try await addRecipe(prepared, origin: origin, authorID: authorID, visibility: visibility, now: now)
            report.imported.append(.init(
                id: id, title: prepared.draft.title, lines: prepared.analysis.lines.count, unmatched: prepared.analysis.unmatched,
                imageURL: ld.imageURL))
        }
        return report
    }

    /// A recipe the viewer may see as schema.org JSON-LD, for download (GET /recipes/{id}.json):
    /// the bytes and the file name. Throws `RecipeError.notFound` for one they may not.
    package func exportRecipe(id: Int64, viewerID: Int64?, url: String? = nil) async throws -> RecipeExport {
        let detail = try await recipeDetail(id: id, viewerID: viewerID)
        return RecipeExport(data: RecipeLDExport.jsonLD(LDRecipe(detail: detail), url: url), filename: detail.recipe.slug + ".json")
    }
}

/// A recipe exported as a JSON-LD file.
package struct RecipeExport: Sendable {
    package let data: Data
    package let filename: String
}
