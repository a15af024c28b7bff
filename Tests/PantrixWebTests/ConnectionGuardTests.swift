import Foundation
import Testing
@testable import PantrixWeb

/// The connection guard on a real socket: what a person's browser never does.
@Suite(.serialized) struct ConnectionGuardTests {
    @Test func oneAddressGetsOnlyItsShareOfConnections() async throws {
        let app = try await TestApp.serving { $0.connectionLimits.maxPerClient = 3 }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            // The test client itself holds one connection from this address.
            let held = try (0..<2).map { _ in try RawConnection(port: port) }
            try await Task.sleep(for: .milliseconds(200))
            let extra = try RawConnection(port: port)
            extra.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            let refused = await extra.read(for: 2)
            #expect(refused.closed && !refused.text.contains("200 OK"), "the fourth is closed unanswered")
            held[0].send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await held[0].read(for: 15).text.hasPrefix("HTTP/1.1 200"), "the others are served")
            held[0].hangUp()
            try await Task.sleep(for: .milliseconds(200))
            let after = try RawConnection(port: port)
            after.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await after.read(for: 15).text.hasPrefix("HTTP/1.1 200"), "a closed one makes room")
        }
    }

    @Test func aBodyThatTricklesIsCutOff() async throws {
        let app = try await TestApp.serving { $0.connectionLimits.bodyGraceSeconds = 1; $0.connectionLimits.bodyMinBytesPerSecond = 1000 }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let slow = try RawConnection(port: port)
            slow.send("POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n")
            let started = Date()
            var stillOpen = true
            for _ in 0..<40 where stillOpen {
                stillOpen = slow.send("a")
                if await slow.read(for: 0.1).closed { stillOpen = false }
            }
            #expect(!stillOpen, "closed while trickling")
            #expect(Date().timeIntervalSince(started) < 3.5)
            let normal = try RawConnection(port: port)
            normal.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await normal.read(for: 5).text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func aDeclaredHugeBodyGets413AndTheConnectionEnds() async throws {
        let app = try await TestApp.serving()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000000\r\n\r\nusername=")
            let answer = await connection.read(for: 8)
            #expect(answer.text.hasPrefix("HTTP/1.1 413"))
            #expect(answer.text.lowercased().contains("connection: close"))
            #expect(answer.closed, "the rest of a gigabyte is not waited for")
        }
    }

    @Test func headersThatNeverFinishAreClosedAtTheIdleTimeout() async throws {
        let app = try await TestApp.serving { $0.idleTimeoutSeconds = 1 }
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let slowloris = try RawConnection(port: port)
            slowloris.send("GET / HTTP/1.1\r\nHost: x\r\n")
            var closed = false
            for _ in 0..<30 where !closed {
                slowloris.send("X-Trickle: 1\r\n")
                closed = await slowloris.read(for: 0.2).closed
            }
            #expect(closed, "closed although a header line arrived every 0.2 s")
        }
    }
}
