import Foundation

/// Which addresses "import from a link" may fetch (OWASP SSRF): http and https only, and never
/// a host whose name resolves into this server's own networks (loopback, private, link-local with
/// the cloud metadata address, carrier-grade NAT, multicast and reserved) unless the admin allows
/// it (`--import-allow-private`). Pure rules, so each range is tested without a network.
struct FetchAddressPolicy: Sendable {
    var allowPrivate = false

    /// The address typed into the form, or a redirect's Location, as a URL Pantrix may fetch.
    func check(_ url: URL) throws(RecipeFetchError) -> FetchTarget {
        guard let scheme = url.scheme?.lowercased() else { throw .invalidAddress }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme }
        // `host` as AsyncHTTPClient reads it, so the name checked is the name it connects to.
        guard let rawHost = url.host, !rawHost.isEmpty, !rawHost.contains("%") else { throw .invalidAddress }
        // A password in the address would be sent to the site; no recipe page needs one.
        guard url.user == nil, url.password == nil else { throw .invalidAddress }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        return FetchTarget(url: url, host: host, port: url.port ?? (scheme == "https" ? 443 : 80))
    }

    /// The one address to connect to, from everything the host's name resolved to: refused when
    /// any of them is blocked, so a name can't mix a public address with an internal one.
    func pick(_ addresses: [IPAddress]) throws(RecipeFetchError) -> IPAddress {
        guard let first = addresses.first else { throw .unknownHost }
        if !allowPrivate, addresses.contains(where: \.isBlocked) { throw .privateAddress }
        return first
    }
}

/// A URL that passed the scheme check, with its host (no IPv6 brackets) and port.
struct FetchTarget: Sendable, Equatable {
    let url: URL
    let host: String
    let port: Int
}

/// An IPv4 (4 bytes) or IPv6 (16 bytes) address as the resolver returned it.
struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    let bytes: [UInt8]

    init?(bytes: [UInt8]) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// A numeric address in the standard forms only (inet_pton: no `0x7f.1`, no `2130706433`).
    init?(_ text: String) {
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            self.init(bytes: withUnsafeBytes(of: &v4) { Array($0) })
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            self.init(bytes: withUnsafeBytes(of: &v6) { Array($0) })
        } else {
            return nil
        }
    }

    var description: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let text = bytes.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &buffer, socklen_t(buffer.count)) }
        return text == nil ? "?" : String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True for every address inside someone's own network or not a unicast internet address.
    var isBlocked: Bool {
        bytes.count == 4 ? Self.isBlockedV4(bytes) : isBlockedV6
    }

    private var isBlockedV6: Bool {
        let b = bytes
        let zeros = { (range: Range<Int>) in range.allSatisfy { b[$0] == 0 } }
        // Forms that carry an IPv4 address in their last 32 bits, which decides: ::ffff:a.b.c.d
        // (mapped), ::ffff:0:a.b.c.d (translated, RFC 2765/6052), ::a.b.c.d (compatible; :: and
        // ::1 are 0.0.0.0 and 0.0.0.1, in 0/8) and 64:ff9b::a.b.c.d (well-known NAT64).
        if zeros(0..<10) && b[10] == 0xff && b[11] == 0xff { return Self.isBlockedV4(Array(b[12...])) }
        if zeros(0..<8) && b[8] == 0xff && b[9] == 0xff && zeros(10..<12) { return Self.isBlockedV4(Array(b[12...])) }
        if zeros(0..<12) { return Self.isBlockedV4(Array(b[12...])) }
        if b[0...3] == [0x00, 0x64, 0xff, 0x9b], zeros(4..<12) { return Self.isBlockedV4(Array(b[12...])) }
        // 64:ff9b:1::/48 is NAT64 for a network's own use (RFC 8215): its translator, and where
        // in the address the IPv4 part sits, are the local network's, so all of it is internal.
        if b[0...5] == [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01] { return true }
        // 2002:a.b.c.d::/48 (6to4) reaches the IPv4 address it names.
        if b[0] == 0x20 && b[1] == 0x02 { return Self.isBlockedV4(Array(b[2...5])) }
        return b[0] & 0xfe == 0xfc        // fc00::/7 unique local
            || (b[0] == 0xfe && b[1] & 0xc0 == 0x80)   // fe80::/10 link-local
            || (b[0] == 0xfe && b[1] & 0xc0 == 0xc0)   // fec0::/10 site-local (deprecated)
            || b[0] == 0xff                             // ff00::/8 multicast
            || (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x0d && b[3] == 0xb8)  // 2001:db8::/32 documentation
    }

    private static func isBlockedV4(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1]) {
        case (0, _): true                               // 0.0.0.0/8 "this network"
        case (10, _): true                              // 10/8 private
        case (100, 64...127): true                      // 100.64/10 carrier-grade NAT
        case (127, _): true                             // 127/8 loopback
        case (169, 254): true                           // 169.254/16 link-local, 169.254.169.254 metadata
        case (172, 16...31): true                       // 172.16/12 private
        case (192, 0) where b[2] == 0: true             // 192.0.0/24 protocol assignments
        case (192, 168): true                           // 192.168/16 private
        case (198, 18...19): true                       // 198.18/15 benchmarking
        case (224...255, _): true                       // multicast, reserved, broadcast
        default: false
        }
    }
}
