import Foundation

/// A product barcode as printed on packs: EAN-13, UPC-A (12 digits) or EAN-8, with its check
/// digit verified. UPC-A is kept as the EAN-13 it is (a leading 0), so a pack scanned as one and
/// typed as the other is the same product.
package struct Barcode: Sendable, Hashable, CustomStringConvertible {
    /// 13 digits (EAN-13, UPC-A) or 8 (EAN-8).
    package let digits: String

    package enum Problem: Error, Equatable, Sendable {
        case empty
        case notDigits
        case wrongLength(Int)
        case checkDigit

        package var message: String {
            switch self {
            case .empty: "Type the number under the barcode."
            case .notDigits: "A barcode number has only digits (spaces and dashes are fine)."
            case .wrongLength(let count): "That is \(count) digits; a barcode has 8, 12 or 13 (EAN-8, UPC-A, EAN-13)."
            case .checkDigit: "The last digit doesn't match the others: a digit was probably mistyped. Check the number under the barcode."
            }
        }
    }

    package init(_ text: String) throws(Problem) {
        let kept = text.filter { !$0.isWhitespace && $0 != "-" }
        guard !kept.isEmpty else { throw .empty }
        guard kept.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notDigits }
        guard [8, 12, 13].contains(kept.count) else { throw .wrongLength(kept.count) }
        guard Self.checkDigitHolds(kept) else { throw .checkDigit }
        digits = kept.count == 12 ? "0" + kept : kept
    }

    /// GS1: from the right, the digits before the check digit weigh 3, 1, 3, 1…; the check digit
    /// brings the sum to a multiple of 10.
    static func checkDigitHolds(_ digits: String) -> Bool {
        let values = digits.compactMap(\.wholeNumberValue)
        guard let check = values.last else { return false }
        let sum = values.dropLast().reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 3 : 1) }
        return (10 - sum % 10) % 10 == check
    }

    package var description: String { digits }
}
