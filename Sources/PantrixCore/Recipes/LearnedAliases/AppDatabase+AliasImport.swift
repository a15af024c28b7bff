import FoodKit
import Foundation

/// What `importLearnedAliases` did.
package struct AliasImportReport: Sendable {
    package var added = 0
    package var replaced = 0
    package var unchanged = 0
    package var skipped: [LearnedAliasFile.Skipped] = []
}

extension AppDatabase {
    /// Stores the valid rows of a learned-alias file in one transaction; a row for text already
    /// learned replaces its food. Lines with unknown foods are reported, never stored.
    package func importLearnedAliases(tsv text: String, now: Date = Date()) async throws -> AliasImportReport {
        let (rows, skipped) = LearnedAliasFile.read(text)
        return try await store.write { db in
            var report = AliasImportReport(skipped: skipped)
            for row in rows {
                let current = try LearnedAlias.fetchOne(db, key: row.text)
                if current?.foodId == row.foodId {
                    report.unchanged += 1
                    continue
                }
                if current == nil { report.added += 1 } else { report.replaced += 1 }
                try LearnedAlias(text: row.text, foodId: row.foodId, createdAt: now).save(db)
            }
            return report
        }
    }
}
