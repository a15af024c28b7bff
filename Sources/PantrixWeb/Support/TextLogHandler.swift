import Logging

/// Log lines as swift-log's `StreamLogHandler` writes them on standard error (the default text
/// format, unchanged), with the metadata written out only when a line is logged. The stream
/// handler formats its metadata each time a key is set, and every request sets its id on its
/// logger whether or not it logs anything (1 % of a recipe page's samples).
package struct TextLogHandler: LogHandler {
    private var stream: StreamLogHandler
    package var metadata: Logger.Metadata = [:]

    package var logLevel: Logger.Level {
        get { stream.logLevel }
        set { stream.logLevel = newValue }
    }

    package init(label: String) {
        stream = .standardError(label: label)
    }

    package init(stream: StreamLogHandler) {
        self.stream = stream
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        var line = stream
        line.metadata = metadata
        line.log(event: event)
    }
}
