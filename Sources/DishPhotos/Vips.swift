import CVips

/// libvips lifecycle: initialised once per process, never shut down.
enum Vips {
    /// nil when libvips initialised fine, otherwise its error text.
    /// A global `let` is initialised exactly once, thread-safely; `pv_init`
    /// itself is guarded by `g_once` as well.
    private static let initError: String? = {
        var buffer = [CChar](repeating: 0, count: 512)
        let rc = pv_init(&buffer, buffer.count)
        guard rc == 0 else {
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.isEmpty ? "vips_init failed" : text
        }
        return nil
    }()

    static func ensureInitialised() throws(PhotoProcessorError) {
        if let initError { throw .libvipsUnavailable(initError) }
    }

    /// The libvips version at run time, e.g. "8.14.1".
    static var version: String {
        String(cString: pv_version())
    }

    /// Whether this libvips can load HEIC/HEIF (checked once).
    static let heifAvailable: Bool = (try? ensureInitialised()) != nil && pv_heif_available() != 0
}
