import RecipeLD

/// A piece of HTML. Its string literals are markup written in the views; every value
/// interpolated into it is escaped, so a title or a comment can never become markup:
///
///     let row: HTML = "<li><a href=\"\(recipe.href)\">\(recipe.title)</a></li>"
///
/// The escaping (`& < > " '`) is right for text and for attribute values in double quotes,
/// which is how every view writes attributes (a test checks the views' source for it).
/// Markup from elsewhere goes in only through the explicit, reviewed `raw:` and `jsonLD:`.
package struct HTML: Sendable, ExpressibleByStringInterpolation {
    /// The markup's UTF-8, appended to as the view is written: a page is some hundreds of small
    /// pieces, and adding bytes to an array costs less than adding strings to a string.
    package private(set) var bytes: [UInt8]

    /// The markup as text (tests, samples).
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package init() { bytes = [] }

    /// Markup written in a view's source (a literal is trusted; values are not).
    package init(stringLiteral value: String) {
        bytes = []
        bytes.append(utf8: value)
    }

    package init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.bytes
    }

    /// Every item rendered by `body`, one after another.
    package init<S: Sequence>(each items: S, _ body: (S.Element) -> HTML) {
        bytes = []
        for item in items { bytes += body(item).bytes }
    }

    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8]

        package init(literalCapacity: Int, interpolationCount: Int) {
            bytes = []
            bytes.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        package mutating func appendLiteral(_ literal: String) {
            bytes.append(utf8: literal)
        }

        /// Text from anywhere: escaped.
        package mutating func appendInterpolation(_ value: String) {
            HTML.escape(value, into: &bytes)
        }

        /// A link to one of the site's pages: its path, escaped like any other value.
        package mutating func appendInterpolation(_ url: SiteURL) {
            HTML.escape(url.path, into: &bytes)
        }

        /// A number's digits, written straight in (a page has a few hundred: ids, counts, sizes).
        package mutating func appendInterpolation<N: BinaryInteger>(_ value: N) {
            guard let int = Int64(exactly: value) else { return bytes.append(utf8: String(value)) }
            if int < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = int.magnitude
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var start = 20
                repeat {
                    start -= 1
                    digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
            }
        }

        /// Nested markup: already safe.
        package mutating func appendInterpolation(_ html: HTML) {
            bytes += html.bytes
        }

        /// Optional markup: nothing when absent (`\(x.map { ... })`).
        package mutating func appendInterpolation(_ html: HTML?) {
            if let html { bytes += html.bytes }
        }

        /// `\(if: isCurrent, " aria-current=\"page\"")`: markup only when the condition holds.
        package mutating func appendInterpolation(if condition: Bool, _ html: @autoclosure () -> HTML, else other: @autoclosure () -> HTML = HTML()) {
            bytes += condition ? html().bytes : other().bytes
        }

        /// Markup that did not come from a literal. Rare and reviewed: search the views for `raw:`.
        package mutating func appendInterpolation(raw markup: String) {
            bytes.append(utf8: markup)
        }

        /// A recipe as JSON-LD inside `<script type="application/ld+json">`, through RecipeLD's
        /// writer, which writes `<`, `>`, `&` and U+2028/9 as \u escapes: no value can close the element.
        package mutating func appendInterpolation(jsonLD recipe: LDRecipe) {
            RecipeLDExport.writeScriptJSON(recipe, to: &bytes)
        }
    }

    /// Escapes the five characters that matter in text and in double-quoted attribute values.
    package static func escape(_ value: String, into out: inout [UInt8]) {
        // Over the bytes in place (every page escapes a few hundred values): runs without a
        // special character are appended whole, most values in one piece. `withUTF8` makes a
        // string bridged from elsewhere contiguous first; a native one is used as it is.
        var bytesOf = value
        bytesOf.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                guard let replacement = replacement(for: bytes[index]) else { continue }
                if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                out.append(utf8: replacement)
                start = index + 1
            }
            if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// What a byte of text becomes in markup; nil for every byte that stays as it is.
    @inline(__always)
    private static func replacement(for byte: UInt8) -> String? {
        switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: "&quot;"
        case 0x27: "&#39;"
        default: nil
        }
    }

    package static func escaped(_ value: String) -> String {
        var out: [UInt8] = []
        escape(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
