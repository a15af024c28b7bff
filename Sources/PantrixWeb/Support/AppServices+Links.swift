import Foundation
import Hummingbird

extension AppServices {
    /// A full address for a link someone will copy and paste elsewhere (an invite, a reset link,
    /// the plan's calendar feed), shown only in answer to the request itself: `--public-url` when
    /// set, otherwise the address this person reached the site at (its Host header, when it is a
    /// plain host name), otherwise the server's own. Mail never uses it: a mailed link must not
    /// depend on a header the asker chose (AccountMail uses `--public-url` only).
    func absoluteURL(_ path: String, request: Request) -> String {
        if let url = config.publicURL { return url + path }
        let scheme = config.secureCookies ? "https://" : "http://"
        if let host = request.head.authority, !host.isEmpty,
           host.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || ".-:[]".unicodeScalars.contains($0)) }) {
            return scheme + host + path
        }
        return scheme + "\(config.host):\(config.port)" + path
    }
}
