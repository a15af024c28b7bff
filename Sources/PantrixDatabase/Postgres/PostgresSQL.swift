import Foundation
import PantrixCore
import Synchronization

/// The domain's SQL, written once in the dialect both stores share, as PostgreSQL takes it.
/// What differs is mechanical and done here, once per distinct text (the result is kept):
/// - `?` and `:name` placeholders become `$1`, `$2`… (a name used twice is one parameter);
/// - several statements separated by `;` run one by one;
/// - the table `user`, a reserved word in PostgreSQL, is quoted;
/// - `INSERT OR IGNORE` becomes `INSERT … ON CONFLICT DO NOTHING`;
/// - `LIKE` becomes `ILIKE` (SQLite's LIKE ignores case);
/// - an empty `IN ()` list becomes an empty subquery.
/// Everything else (full-text search, the schema) is written for each store where it differs.
struct PostgresStatement: Sendable, Equatable {
    enum Parameter: Sendable, Equatable {
        /// The n-th `?` of the whole text.
        case positional(Int)
        case named(String)
    }

    let sql: String
    /// The value of `$1`, `$2`… in order.
    let parameters: [Parameter]
}

enum PostgresSQL {
    private static let translated = Mutex<[String: [PostgresStatement]]>([:])

    static func statements(_ sql: String) -> [PostgresStatement] {
        if let kept = translated.withLock({ $0[sql] }) { return kept }
        let statements = translate(sql)
        translated.withLock { cache in
            // SQL texts are few (IN lists of many lengths are the exception): a bound keeps it so.
            if cache.count > 20_000 { cache.removeAll() }
            cache[sql] = statements
        }
        return statements
    }

    /// A script's statements (the schema: functions with $$-quoted bodies, no parameters), split
    /// at the semicolons outside quotes, dollar quotes and comments.
    static func splitScript(_ script: String) -> [String] {
        let text = Array(script.unicodeScalars)
        var statements: [String] = [], current = String.UnicodeScalarView(), index = 0
        func at(_ i: Int) -> Unicode.Scalar? { i < text.count ? text[i] : nil }
        while index < text.count {
            let c = text[index]
            if c == "'" || c == "\"" {
                current.append(c); index += 1
                while index < text.count { current.append(text[index]); index += 1; if text[index - 1] == c { break } }
            } else if c == "-", at(index + 1) == "-" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if c == "$", let end = text[(index + 1)...].firstIndex(of: "$"),
                      text[(index + 1)..<end].allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) {
                let tag = Array(text[index...end])
                current.append(contentsOf: tag); index = end + 1
                while index < text.count {
                    if text[index] == "$", index + tag.count <= text.count, Array(text[index..<(index + tag.count)]) == tag {
                        current.append(contentsOf: tag); index += tag.count; break
                    }
                    current.append(text[index]); index += 1
                }
            } else if c == ";" {
                statements.append(String(current)); current = String.UnicodeScalarView(); index += 1
            } else {
                current.append(c); index += 1
            }
        }
        statements.append(String(current))
        return statements.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The translated text with each `$n` cast to `types[n - 1]` (for a statement prepared once
    /// and bound with values of those types) and numbered `offset` on (`$1` becomes
    /// `$(1 + offset)`, for a statement made of several); quoted text is left alone.
    static func casting(_ sql: String, to types: [String], offset: Int = 0) -> String {
        let text = Array(sql.unicodeScalars)
        var out = String.UnicodeScalarView(), index = 0, quote: Unicode.Scalar?
        while index < text.count {
            let c = text[index]
            if let open = quote {
                out.append(c); index += 1
                if c == open { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c; out.append(c); index += 1
            } else if c == "$", index + 1 < text.count, CharacterSet.decimalDigits.contains(text[index + 1]) {
                var digits = ""
                index += 1
                while index < text.count, CharacterSet.decimalDigits.contains(text[index]) { digits.unicodeScalars.append(text[index]); index += 1 }
                out.append(contentsOf: "$\((Int(digits) ?? 0) + offset)".unicodeScalars)
                if let number = Int(digits), number >= 1, number <= types.count { out.append(contentsOf: "::\(types[number - 1])".unicodeScalars) }
            } else {
                out.append(c); index += 1
            }
        }
        return String(out)
    }

    static func translate(_ sql: String) -> [PostgresStatement] {
        var scanner = Scanner(Array(sql.unicodeScalars))
        return scanner.run()
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0
        var positional = 0
        var statements: [PostgresStatement] = []
        // The statement being written.
        var out = String.UnicodeScalarView()
        var parameters: [PostgresStatement.Parameter] = []
        var names: [String: Int] = [:]
        var words: [String] = []
        var insertOrIgnore = false

        init(_ text: [Unicode.Scalar]) { self.text = text }

        mutating func run() -> [PostgresStatement] {
            while index < text.count {
                let c = text[index]
                switch c {
                case "'", "\"":
                    copyQuoted(c)
                case "-" where peek(1) == "-":
                    while index < text.count, text[index] != "\n" { out.append(text[index]); index += 1 }
                case "/" where peek(1) == "*":
                    while index < text.count, !(text[index] == "*" && peek(1) == "/") { out.append(text[index]); index += 1 }
                    if index < text.count { out.append("*"); out.append("/"); index += 2 }
                case "?" where peek(1).map { CharacterSet.decimalDigits.contains($0) } == true:
                    // "?2": the second argument, however often it appears.
                    index += 1
                    var digits = ""
                    while index < text.count, CharacterSet.decimalDigits.contains(text[index]) { digits.unicodeScalars.append(text[index]); index += 1 }
                    let key = "?" + digits
                    if names[key] == nil {
                        parameters.append(.positional((Int(digits) ?? 1) - 1))
                        names[key] = parameters.count
                    }
                    out.append(contentsOf: "$\(names[key]!)".unicodeScalars)
                case "?":
                    positional += 1
                    parameters.append(.positional(positional - 1))
                    out.append(contentsOf: "$\(parameters.count)".unicodeScalars)
                    index += 1
                case ":" where peek(1) == ":":
                    out.append(":"); out.append(":"); index += 2
                case ":" where peek(1).map(isIdentifierStart) == true:
                    index += 1
                    let name = readWord()
                    let number: Int
                    if let known = names[name] {
                        number = known
                    } else {
                        parameters.append(.named(name))
                        number = parameters.count
                        names[name] = number
                    }
                    out.append(contentsOf: "$\(number)".unicodeScalars)
                case ";":
                    finishStatement()
                    index += 1
                case "(" where words.last == "in" && isEmptyList():
                    out.append(contentsOf: "(SELECT NULL WHERE FALSE)".unicodeScalars)
                    while text[index] != ")" { index += 1 }
                    index += 1
                default:
                    if isIdentifierStart(c) {
                        let previous = lastNonSpace()
                        let word = readWord()
                        let lower = word.lowercased()
                        if lower == "user", previous != "." {
                            out.append(contentsOf: "\"user\"".unicodeScalars)
                        } else if lower == "like", previous != "." {
                            out.append(contentsOf: "ILIKE".unicodeScalars)
                        } else if lower == "ignore", words.count == 2, words[0] == "insert", words[1] == "or" {
                            // "INSERT OR IGNORE": drop "OR IGNORE", add ON CONFLICT DO NOTHING at the end.
                            insertOrIgnore = true
                            dropTrailing("or")
                        } else {
                            out.append(contentsOf: word.unicodeScalars)
                        }
                        words.append(lower)
                    } else {
                        out.append(c)
                        index += 1
                    }
                }
            }
            finishStatement()
            return statements
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < text.count ? text[index + offset] : nil
        }

        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            c == "_" || CharacterSet.letters.contains(c)
        }

        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c == "$" || CharacterSet.alphanumerics.contains(c)
        }

        mutating func readWord() -> String {
            var word = String.UnicodeScalarView()
            while index < text.count, isIdentifierPart(text[index]) { word.append(text[index]); index += 1 }
            return String(word)
        }

        func lastNonSpace() -> Unicode.Scalar? {
            out.reversed().first { !CharacterSet.whitespacesAndNewlines.contains($0) }
        }

        func isEmptyList() -> Bool {
            var i = index + 1
            while i < text.count, CharacterSet.whitespacesAndNewlines.contains(text[i]) { i += 1 }
            return i < text.count && text[i] == ")"
        }

        mutating func copyQuoted(_ quote: Unicode.Scalar) {
            out.append(quote)
            index += 1
            while index < text.count {
                let c = text[index]
                out.append(c)
                index += 1
                if c == quote {
                    if index < text.count, text[index] == quote { out.append(quote); index += 1 } else { break }
                }
            }
        }

        /// Removes the last word written (and the spaces after it).
        mutating func dropTrailing(_ word: String) {
            var string = String(out)
            while let last = string.unicodeScalars.last, CharacterSet.whitespacesAndNewlines.contains(last) { string.removeLast() }
            if string.lowercased().hasSuffix(word) { string.removeLast(word.count) }
            out = string.unicodeScalars
            words.removeLast()
        }

        mutating func finishStatement() {
            var sql = String(out).trimmingCharacters(in: .whitespacesAndNewlines)
            if !sql.isEmpty {
                if insertOrIgnore {
                    if let returning = sql.range(of: " RETURNING ", options: [.caseInsensitive, .backwards]) {
                        sql.insert(contentsOf: " ON CONFLICT DO NOTHING", at: returning.lowerBound)
                    } else {
                        sql += " ON CONFLICT DO NOTHING"
                    }
                }
                statements.append(PostgresStatement(sql: sql, parameters: parameters))
            }
            out = String.UnicodeScalarView()
            parameters = []
            names = [:]
            words = []
            insertOrIgnore = false
        }
    }
}
