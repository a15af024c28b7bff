import CMagic
import Foundation
import Synchronization

/// libmagic access. A `magic_t` is not thread-safe, so the one process-wide
/// cookie lives behind a mutex; it is opened lazily on first use and kept.
enum Magic {
    /// MIME type only; skip the checks that decompress, parse archives or
    /// executables — none of them can make an upload acceptable.
    static let flags: Int32 =
        MAGIC_MIME_TYPE | MAGIC_NO_CHECK_COMPRESS | MAGIC_NO_CHECK_TAR
        | MAGIC_NO_CHECK_ELF | MAGIC_NO_CHECK_CDF | MAGIC_NO_CHECK_APPTYPE

    private struct Cookie: ~Copyable {
        var handle: OpaquePointer?
        var loadError: String?
    }

    private static let cookie = Mutex(Cookie(handle: nil, loadError: nil))

    /// Opens and loads the default magic database if not done yet.
    /// Throws when the database cannot be loaded.
    static func ensureLoaded() throws(PhotoProcessorError) {
        let error: String? = cookie.withLock { state in
            openIfNeeded(&state)
            return state.handle == nil ? (state.loadError ?? "magic_open failed") : nil
        }
        if let error { throw .libmagicUnavailable(error) }
    }

    /// The MIME type libmagic gives the bytes, e.g. "image/jpeg",
    /// "text/html", "application/x-empty". "application/octet-stream" when
    /// libmagic cannot be used at all.
    static func mimeType(of data: Data) -> String {
        if data.isEmpty { return "application/x-empty" }
        return cookie.withLock { state -> String in
            openIfNeeded(&state)
            guard let handle = state.handle else { return "application/octet-stream" }
            let result = data.withUnsafeBytes { raw in
                magic_buffer(handle, raw.baseAddress, raw.count)
            }
            guard let result else { return "application/octet-stream" }
            return String(cString: result)
        }
    }

    private static func openIfNeeded(_ state: inout Cookie) {
        guard state.handle == nil, state.loadError == nil else { return }
        guard let handle = magic_open(flags) else {
            state.loadError = "magic_open failed"
            return
        }
        if magic_load(handle, nil) != 0 {
            state.loadError = magic_error(handle).map { String(cString: $0) }
                ?? "magic_load failed"
            magic_close(handle)
            return
        }
        state.handle = handle
    }
}
