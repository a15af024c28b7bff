import Hummingbird

/// Reads a response body into one buffer.
final class BodyCollector: ResponseBodyWriter {
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        // A body of one buffer (every page) is kept as it is, not copied.
        if self.buffer.readableBytes == 0 {
            self.buffer = buffer
            return
        }
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
