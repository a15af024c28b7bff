import Foundation
import Testing

/// A form field's border is what shows where to type: it must stand out 3:1 against the field and
/// the page around it (WCAG 1.4.11), in the light and the dark theme.
@Suite struct FieldContrastTests {
    static let css = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Public/css").standardized

    /// `--name: #rrggbb` declarations of a stylesheet (the first of each).
    static func colours(_ file: String) throws -> [String: String] {
        let text = try String(contentsOf: css.appendingPathComponent(file), encoding: .utf8)
        var found: [String: String] = [:]
        for match in text.matches(of: /--([a-z-]+):\s*(#[0-9a-fA-F]{6})\b/) where found[String(match.1)] == nil {
            found[String(match.1)] = String(match.2)
        }
        return found
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        func channel(_ shift: Int) -> Double {
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: ["app.css", "dark.css"])
    func fieldBordersStandOut(_ file: String) throws {
        let light = try Self.colours("app.css"), theme = try Self.colours(file)
        let merged = light.merging(theme) { $1 }
        let line = try #require(merged["field-line"])
        for background in ["bg", "surface"] {
            let colour = try #require(merged[background])
            #expect(Self.contrast(line, colour) >= 3, "\(file): field border \(line) on --\(background) \(colour)")
        }
        if let field = merged["field"] {
            #expect(Self.contrast(line, field) >= 3, "\(file): field border \(line) on the field \(field)")
        }
    }
}
