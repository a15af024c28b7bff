import Foundation
import Testing
@testable import PantrixWeb

/// The SSRF rules of "import from a link", without a network.
@Suite struct FetchAddressPolicyTests {
    let policy = FetchAddressPolicy()

    @Test(arguments: [
        "127.0.0.1", "127.255.255.254", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.1.1",
        "169.254.0.1", "169.254.169.254", "0.0.0.0", "0.1.2.3", "100.64.0.1", "100.127.255.255", "192.0.0.8",
        "198.18.0.1", "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255",
    ])
    func blockedIPv4(_ address: String) throws {
        #expect(try #require(IPAddress(address)).isBlocked, "\(address) is inside someone's network")
    }

    @Test(arguments: [
        "::1", "::", "fc00::1", "fd12:3456:789a::1", "fe80::1", "febf::1", "fec0::1", "ff02::1",
        "::ffff:127.0.0.1", "::ffff:10.1.2.3", "::ffff:169.254.169.254", "::ffff:192.168.0.1", "::127.0.0.1",
        "64:ff9b::a9fe:a9fe", "2002:7f00:1::", "2002:c0a8:101::1", "2001:db8::1",
        // IPv4-translated (RFC 2765/6052), local-use NAT64 (RFC 8215), and the rest by their embedded IPv4.
        "::ffff:0:127.0.0.1", "::ffff:0:a9fe:a9fe", "::ffff:0:10.0.0.1", "64:ff9b:1::7f00:1", "64:ff9b:1:a9fe:a9:fe00::",
        "64:ff9b:1::808:808", "64:ff9b::10.0.0.1", "64:ff9b::127.0.0.1", "2002:a00:1::", "2002:a9fe:a9fe::", "::10.0.0.1", "::169.254.169.254",
    ])
    func blockedIPv6(_ address: String) throws {
        #expect(try #require(IPAddress(address)).isBlocked, "\(address) is inside someone's network")
    }

    @Test(arguments: [
        "93.184.215.14", "8.8.8.8", "1.1.1.1", "172.15.255.255", "172.32.0.1", "100.63.255.255", "100.128.0.1",
        "169.253.1.1", "192.169.0.1", "11.0.0.1", "126.255.255.255", "128.0.0.1", "223.255.255.255",
        "2606:4700:4700::1111", "2a00:1450:4001::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1",
        "::ffff:0:8.8.8.8", "::8.8.8.8",
    ])
    func publicAddresses(_ address: String) throws {
        #expect(try !#require(IPAddress(address)).isBlocked, "\(address) is a public address")
    }

    @Test func onlyHTTPAndHTTPS() throws {
        #expect(try policy.check(#require(URL(string: "https://example.com/soup"))).port == 443)
        #expect(try policy.check(#require(URL(string: "http://example.com:8080/soup"))).port == 8080)
        for address in ["file:///etc/passwd", "ftp://example.com/x", "gopher://example.com/", "javascript:alert(1)", "data:text/html,hi"] {
            #expect(throws: RecipeFetchError.unsupportedScheme, "\(address)") {
                try policy.check(#require(URL(string: address)))
            }
        }
        #expect(throws: RecipeFetchError.invalidAddress) { try policy.check(#require(URL(string: "https://user:secret@example.com/"))) }
        #expect(throws: RecipeFetchError.invalidAddress) { try policy.check(#require(URL(string: "example.com/soup"))) }
        #expect(try policy.check(#require(URL(string: "http://[::1]:8080/"))).host == "::1", "IPv6 hosts lose their brackets")
    }

    @Test func anyBlockedAddressRefusesTheName() throws {
        let mixed = [try #require(IPAddress("93.184.215.14")), try #require(IPAddress("10.0.0.5"))]
        #expect(throws: RecipeFetchError.privateAddress) { try policy.pick(mixed) }
        #expect(throws: RecipeFetchError.unknownHost) { try policy.pick([]) }
        #expect(try FetchAddressPolicy(allowPrivate: true).pick(mixed) == mixed[0], "the admin may allow internal addresses")
    }

    /// The numeric spellings browsers and the C resolver accept all come back as loopback.
    @Test(arguments: ["2130706433", "0x7f.1", "0177.0.0.1", "127.1", "localhost", "[::1]", "[::ffff:127.0.0.1]", "[::ffff:0:127.0.0.1]", "[64:ff9b:1::7f00:1]"])
    func obfuscatedLoopback(_ host: String) async throws {
        let target = try policy.check(#require(URL(string: "http://\(host)/")))
        let addresses = try await HostResolver.resolve(target.host)
        #expect(throws: RecipeFetchError.privateAddress, "\(host) → \(addresses)") { try policy.pick(addresses) }
    }

    @Test func refusedBeforeAnyRequest() async throws {
        let fetcher = RecipeFetcher(allowPrivate: false)
        await #expect(throws: RecipeFetchError.privateAddress) { try await fetcher.fetch("http://127.0.0.1:9/") }
        await #expect(throws: RecipeFetchError.privateAddress) { try await fetcher.fetch("http://169.254.169.254/latest/meta-data/") }
        await #expect(throws: RecipeFetchError.emptyAddress) { try await fetcher.fetch("   ") }
        await #expect(throws: RecipeFetchError.unsupportedScheme) { try await fetcher.fetch("file:///etc/passwd") }
    }
}
