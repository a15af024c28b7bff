import Foundation
import Logging
import Synchronization
import Testing
@testable import PantrixWeb

@Suite struct JSONLogTests {
    @Test func eachLogLineIsOneJSONObjectWithMetadata() throws {
        let lines = Mutex<[String]>([])
        var logger = Logger(label: "pantrix.test") { label in JSONLogHandler(label: label) { line in lines.withLock { $0.append(line) } } }
        logger[metadataKey: "request"] = "abc123"
        logger.info("Saved \"quotes\" and\nnewlines", metadata: ["status": "201", "path": .string("/recipes/7")])
        logger.debug("below the level, not written")
        let written = lines.withLock { $0 }
        #expect(written.count == 1)
        #expect(!written[0].contains("\n"), "one line per entry")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(written[0].utf8)) as? [String: Any])
        #expect(object["message"] as? String == "Saved \"quotes\" and\nnewlines")
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "pantrix.test")
        #expect(object["request"] as? String == "abc123")
        #expect(object["path"] as? String == "/recipes/7")
        #expect((object["time"] as? String)?.hasSuffix("Z") == true)
    }
}
