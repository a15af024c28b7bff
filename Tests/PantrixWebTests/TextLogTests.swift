import Logging
import Synchronization
import Testing
@testable import PantrixWeb

/// The text format: StreamLogHandler's lines, unchanged, with the metadata set on the logger.
@Suite struct TextLogTests {
    final class Lines: TextOutputStream, @unchecked Sendable {
        private let lock = Mutex<[String]>([])
        var all: [String] { lock.withLock { $0 } }
        func write(_ string: String) { lock.withLock { $0.append(string) } }
    }

    @Test func linesAreTheStreamHandlersWithTheLoggersMetadata() throws {
        let (text, plain) = (Lines(), Lines())
        var logger = Logger(label: "pantrix.test") { label in
            TextLogHandler(stream: StreamLogHandler(label: label, stream: text, metadataProvider: nil))
        }
        var reference = Logger(label: "pantrix.test") { label in StreamLogHandler(label: label, stream: plain, metadataProvider: nil) }
        for index in 0..<2 {
            logger[metadataKey: "hb.request.id"] = "abc\(index)"
            reference[metadataKey: "hb.request.id"] = "abc\(index)"
        }
        logger.info("GET /recipes/7 200", metadata: ["status": "200"])
        reference.info("GET /recipes/7 200", metadata: ["status": "200"])
        logger.debug("below the level, not written")
        // The same line but for the time at its start.
        let dropTime: (String) -> Substring = { $0.drop { $0 != " " } }
        #expect(text.all.count == 1 && plain.all.count == 1)
        #expect(text.all.map(dropTime) == plain.all.map(dropTime))
        #expect(text.all.first?.contains("hb.request.id=abc1 status=200 [PantrixWebTests] GET /recipes/7 200") == true, "\(text.all)")
    }
}
