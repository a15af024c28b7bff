import FoodKit

/// How a person likes pages shown: light or dark (or as the device says), and recipes in US or
/// metric measures (or as each recipe was written). Kept on the account, set in Settings.
package enum DisplayTheme: String, CaseIterable, Sendable, Codable, SQLValueConvertible {
    case system, light, dark

    package var label: String {
        switch self {
        case .system: "As the device is set"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

extension User {
    /// The theme the person chose; the device's setting until they choose.
    package var displayTheme: DisplayTheme { theme.flatMap(DisplayTheme.init(rawValue:)) ?? .system }

    /// The measures recipes open in; as written until the person chooses.
    package var preferredMeasures: MeasureSystem {
        units.flatMap(MeasureSystem.init(rawValue:)) ?? .original
    }
}

extension AppDatabase {
    /// Saves how the person likes pages shown.
    package func setDisplayPreferences(userID: Int64, theme: DisplayTheme, measures: MeasureSystem) async throws {
        try await store.write { db in
            try db.execute(sql: "UPDATE user SET theme = ?, units = ? WHERE id = ?",
                           arguments: [theme == .system ? nil : theme.rawValue, measures == .original ? nil : measures.rawValue, userID])
        }
    }
}
