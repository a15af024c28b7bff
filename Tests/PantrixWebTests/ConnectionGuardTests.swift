import Foundation
import Testing
@testable import PantrixWeb

/// The connection guard on a real socket: what a person's browser never does.
@Suite(.serialized) struct ConnectionGuardTests {
    @Test func oneAddressGetsOnlyItsShareOfConnections() async throws {
        let app = try await TestApp.serving { $0.connectionLimits.maxPerClient = 3 }
        try await app.testLive { client in
            let port = try #require(client.port)
            // The test client itself holds one connection from this address.
            let held = try (0..<2).map { _ in try RawConnection(port: port) }
            try await Task.sleep(for: .milliseconds(200))
            let extra = try RawConnection(port: port)
            extra.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            // Reads end when the connection closes or the answer is complete: the bounds are for a
            // server that has gone wrong, generous so a busy machine's late answer still counts.
            let refused = await extra.read(for: 30)
            #expect(refused.closed && !refused.text.contains("200 OK"), "the fourth is closed unanswered")
            held[0].send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await held[0].read(for: 60).text.hasPrefix("HTTP/1.1 200"), "the others are served")
            held[0].hangUp()
            try await Task.sleep(for: .milliseconds(200))
            let after = try RawConnection(port: port)
            after.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await after.read(for: 60).text.hasPrefix("HTTP/1.1 200"), "a closed one makes room")
        }
    }

    @Test func aBodyThatTricklesIsCutOff() async throws {
        // The idle timeout is out of the way (ten minutes), so only the guard can close a trickle.
        let app = try await TestApp.serving {
            $0.connectionLimits.bodyGraceSeconds = 1
            $0.connectionLimits.bodyMinBytesPerSecond = 1000
            $0.idleTimeoutSeconds = 600
        }
        try await app.testLive { client in
            let port = try #require(client.port)
            let slow = try RawConnection(port: port)
            slow.send("POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n")
            // A byte every 0.1 s at most, a second's grace and 1,000 bytes a second: the guard closes
            // it after about a second and a dozen bytes; the loop gives a busy machine a minute.
            var stillOpen = true
            var sent = 0
            for _ in 0..<600 where stillOpen {
                stillOpen = slow.send("a")
                sent += 1
                if await slow.read(for: 0.1).closed { stillOpen = false }
            }
            #expect(!stillOpen, "closed while trickling")
            #expect(sent < 100, "closed after \(sent) of 5,000 bytes: by the body deadline, not by chance")
            let normal = try RawConnection(port: port)
            normal.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await normal.read(for: 60).text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func aDeclaredHugeBodyGets413AndTheConnectionEnds() async throws {
        // The idle timeout is out of the way, so the close can only be the guard's after its linger.
        let app = try await TestApp.serving { $0.idleTimeoutSeconds = 600 }
        try await app.testLive { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000000\r\n\r\nusername=")
            let answer = await connection.read(for: 60)
            #expect(answer.text.hasPrefix("HTTP/1.1 413"))
            #expect(answer.text.lowercased().contains("connection: close"))
            #expect(answer.closed, "the rest of a gigabyte is not waited for")
        }
    }

    @Test func headersThatNeverFinishAreClosedAtTheIdleTimeout() async throws {
        let app = try await TestApp.serving { $0.idleTimeoutSeconds = 1 }
        try await app.testLive { client in
            let port = try #require(client.port)
            let slowloris = try RawConnection(port: port)
            slowloris.send("GET / HTTP/1.1\r\nHost: x\r\n")
            var closed = false
            for _ in 0..<300 where !closed {
                slowloris.send("X-Trickle: 1\r\n")
                closed = await slowloris.read(for: 0.2).closed
            }
            #expect(closed, "closed although a header line arrived every 0.2 s")
        }
    }
}
