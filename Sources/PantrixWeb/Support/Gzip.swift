import Foundation

/// What gets compressed, and which clients take it.
enum Gzip {
    static let compressible = ["text/html", "text/css", "text/javascript", "application/javascript", "application/json", "image/svg+xml"]
    /// Below 1 KB a compressed body saves less than it costs; above 4 MB it is not a page.
    static let worthIt = 1024...(4 << 20)

    /// "gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8" yes; "gzip;q=0" and "identity" no.
    static func accepted(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard pieces.first == "gzip" || pieces.first == "*" else { return false }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (quality ?? 1) > 0
        }
    }
}
