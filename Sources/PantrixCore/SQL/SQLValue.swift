import Foundation

/// One value as both stores hold it: SQLite's five storage classes, onto which PostgreSQL's
/// column types map (BIGINT and SMALLINT flags → integer, DOUBLE PRECISION → real, TEXT and the
/// dates kept as text → text, BYTEA → blob; see PostgresSchema).
package enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    package var isNull: Bool { if case .null = self { true } else { false } }
}

/// A Swift value that is stored in one column: how it is written and read back.
package protocol SQLValueConvertible: Sendable {
    var sqlValue: SQLValue { get }
    /// nil when the stored value is not one of this type (NULL included, for non-optionals).
    static func fromSQLValue(_ value: SQLValue) -> Self?
}

extension SQLValue: SQLValueConvertible {
    package var sqlValue: SQLValue { self }
    package static func fromSQLValue(_ value: SQLValue) -> SQLValue? { value }
}

extension Int64: SQLValueConvertible {
    package var sqlValue: SQLValue { .integer(self) }
    package static func fromSQLValue(_ value: SQLValue) -> Int64? {
        switch value {
        case .integer(let int): int
        // SUM and AVG of integers are NUMERIC in PostgreSQL, real here; whole numbers convert.
        case .real(let real): real.rounded() == real && abs(real) < 9.2e18 ? Int64(real) : nil
        default: nil
        }
    }
}

extension Int: SQLValueConvertible {
    package var sqlValue: SQLValue { .integer(Int64(self)) }
    package static func fromSQLValue(_ value: SQLValue) -> Int? { Int64.fromSQLValue(value).map(Int.init) }
}

extension Int32: SQLValueConvertible {
    package var sqlValue: SQLValue { .integer(Int64(self)) }
    package static func fromSQLValue(_ value: SQLValue) -> Int32? { Int64.fromSQLValue(value).flatMap { Int32(exactly: $0) } }
}

extension Double: SQLValueConvertible {
    package var sqlValue: SQLValue { .real(self) }
    package static func fromSQLValue(_ value: SQLValue) -> Double? {
        switch value {
        case .integer(let int): Double(int)
        case .real(let real): real
        default: nil
        }
    }
}

extension Bool: SQLValueConvertible {
    /// Flags are 0 and 1 in both stores (PostgreSQL's columns are SMALLINT), so `= 1` reads the same.
    package var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    package static func fromSQLValue(_ value: SQLValue) -> Bool? {
        switch value {
        case .integer(let int): int != 0
        case .real(let real): real != 0
        default: nil
        }
    }
}

extension String: SQLValueConvertible {
    package var sqlValue: SQLValue { .text(self) }
    package static func fromSQLValue(_ value: SQLValue) -> String? {
        switch value {
        case .text(let text): text
        case .blob(let data): String(data: data, encoding: .utf8)
        default: nil
        }
    }
}

extension Data: SQLValueConvertible {
    package var sqlValue: SQLValue { .blob(self) }
    package static func fromSQLValue(_ value: SQLValue) -> Data? {
        switch value {
        case .blob(let data): data
        case .text(let text): Data(text.utf8)
        default: nil
        }
    }
}

extension Date: SQLValueConvertible {
    /// "yyyy-MM-dd HH:mm:ss.SSS" in UTC — the text GRDB has always written, so dates compare as
    /// text in SQL and files written before keep reading the same.
    package var sqlValue: SQLValue { .text(SQLDate.format(self)) }
    package static func fromSQLValue(_ value: SQLValue) -> Date? {
        switch value {
        case .text(let text): SQLDate.parse(text)
        case .integer(let int): Date(timeIntervalSince1970: Double(int))
        case .real(let real): Date(timeIntervalSince1970: real)
        default: nil
        }
    }
}

extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
    package var sqlValue: SQLValue { self?.sqlValue ?? .null }
    package static func fromSQLValue(_ value: SQLValue) -> Wrapped?? {
        if case .null = value { return .some(nil) }
        return Wrapped.fromSQLValue(value).map { .some($0) }
    }
}

extension SQLValueConvertible where Self: RawRepresentable, RawValue: SQLValueConvertible {
    package var sqlValue: SQLValue { rawValue.sqlValue }
    package static func fromSQLValue(_ value: SQLValue) -> Self? { RawValue.fromSQLValue(value).flatMap(Self.init(rawValue:)) }
}

/// Dates as stored text, without a DateFormatter (a page of cards reads hundreds).
enum SQLDate {
    static func format(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var days = milliseconds / 86_400_000
        var rest = milliseconds % 86_400_000
        if rest < 0 { rest += 86_400_000; days -= 1 }
        let (year, month, day) = civil(fromDays: days)
        let ms = Int(rest % 1000), s = Int(rest / 1000)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(s / 3600, 2)):\(pad(s / 60 % 60, 2)):\(pad(s % 60, 2)).\(pad(ms, 3))"
    }

    /// The UTC day of `date`, "YYYY-MM-DD".
    static func day(_ date: Date) -> String {
        let (year, month, day) = civil(fromDays: Int64((date.timeIntervalSince1970 / 86_400).rounded(.down)))
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// "YYYY-MM-DD", optionally followed by " HH:MM", ":SS" and ".fff" (a "T" may stand for the
    /// space, a trailing "Z" is allowed): the forms SQLite's date functions and GRDB write.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
                index += 1
            }
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip(45), let month = number(2), skip(45), let day = number(2),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = 0.0
        if skip(32) || skip(84) {
            guard let hour = number(2), skip(58), let minute = number(2) else { return nil }
            seconds = Double(hour * 3600 + minute * 60)
            if skip(58) {
                guard let second = number(2) else { return nil }
                seconds += Double(second)
                if skip(46) {
                    var scale = 0.1
                    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                        seconds += Double(bytes[index] - 48) * scale
                        scale /= 10
                        index += 1
                    }
                }
            }
        }
        _ = skip(90)
        guard index == bytes.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month), d = Int64(day)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
