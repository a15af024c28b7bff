import CVips
import Foundation

/// Checks an uploaded dish photo and re-encodes it into a display image and a
/// thumbnail, from its pixels alone (no metadata survives).
///
/// Order of checks, each cheaper than the next:
/// 1. byte count (413);
/// 2. type from the bytes with libmagic — the client's filename and content
///    type are never consulted — against an allowlist (415);
/// 3. libvips must pick the loader for that same type (415 otherwise);
/// 4. width × height from the header, before any pixel is decoded (422);
/// 5. decode (422 if damaged), autorotate, resize, re-encode as JPEG.
///
/// Safe to share between threads and tasks.
public final class PhotoProcessor: Sendable {
    public let limits: PhotoLimits

    /// JPEG quality of both outputs.
    static let quality: Int32 = 82

    /// The kinds this machine accepts: JPEG, PNG and WebP always, HEIC when
    /// libvips can load it here.
    public static let acceptedKinds: [PhotoKind] =
        Vips.heifAvailable ? [.jpeg, .png, .webp, .heic] : [.jpeg, .png, .webp]

    /// The libvips version in use, e.g. "8.14.1".
    public static var libvipsVersion: String { Vips.version }

    /// Throws `PhotoProcessorError` if the limits make no sense or if libvips
    /// or the libmagic database cannot be loaded. With `loadingLibvipsNow`
    /// false, libvips (and the ~25 MB of libraries it brings) is opened by the
    /// first photo processed instead, which then throws if it can't be.
    public init(limits: PhotoLimits = .init(), loadingLibvipsNow: Bool = true) throws {
        guard limits.maxBytes > 0, limits.maxPixels > 0,
            limits.displaySide > 0, limits.thumbnailSide > 0
        else {
            throw PhotoProcessorError.invalidLimits("every limit must be positive")
        }
        guard limits.thumbnailSide <= limits.displaySide else {
            throw PhotoProcessorError.invalidLimits("thumbnailSide must not exceed displaySide")
        }
        if loadingLibvipsNow { try Vips.ensureInitialised() }
        try Magic.ensureLoaded()
        self.limits = limits
    }

    /// The MIME type libmagic reads from the bytes, e.g. "image/jpeg",
    /// "text/html", "image/svg+xml", "application/x-empty".
    public static func sniff(_ data: Data) -> String {
        Magic.mimeType(of: data)
    }

    /// Checks and re-encodes one upload. Throws `PhotoRejection`.
    public func process(_ data: Data) throws -> ProcessedPhoto {
        try Vips.ensureInitialised()
        return try processTyped(data)
    }

    func processTyped(_ data: Data) throws(PhotoRejection) -> ProcessedPhoto {
        let accepted = Self.acceptedKinds

        // 1. Size, before anything looks inside.
        guard data.count <= limits.maxBytes else {
            throw .tooLarge(limit: limits.maxBytes)
        }

        // 2. Type from the bytes only.
        guard let kind = PhotoKind(mimeType: Self.sniff(data)), accepted.contains(kind) else {
            throw .unsupportedType(accepted: accepted)
        }

        // Data.withUnsafeBytes rethrows untyped errors; carry ours in a Result.
        return try data.withUnsafeBytes { raw in
            Result { () throws(PhotoRejection) in try decode(raw, kind: kind, accepted: accepted) }
        }.get()
    }

    private func decode(
        _ raw: UnsafeRawBufferPointer, kind: PhotoKind, accepted: [PhotoKind]
    ) throws(PhotoRejection) -> ProcessedPhoto {
        guard let base = raw.baseAddress else { throw .unsupportedType(accepted: accepted) }

        // 3 + 4. Header only: which loader, and how many pixels.
        var header = pv_header()
        guard pv_read_header(base, raw.count, &header, nil, 0) == 0 else {
            throw .damaged
        }
        guard Self.loaderName(header) == kind.vipsLoader else {
            // libmagic and libvips disagree about what this is: refuse.
            throw .unsupportedType(accepted: accepted)
        }
        guard header.width > 0, header.height > 0 else { throw .damaged }
        let pixels = Int(header.width) * Int(header.height)
        guard pixels <= limits.maxPixels else {
            throw .tooManyPixels(pixels, limit: limits.maxPixels)
        }

        // 5. Decode once, autorotate, resize, strip, re-encode.
        var display = pv_output()
        var thumb = pv_output()
        guard
            pv_make_outputs(
                base, raw.count,
                Int32(clamping: limits.displaySide), Int32(clamping: limits.thumbnailSide),
                Self.quality, &display, &thumb, nil, 0) == 0
        else {
            throw .damaged
        }
        return ProcessedPhoto(
            display: Self.takeData(display),
            thumbnail: Self.takeData(thumb),
            width: Int(display.width),
            height: Int(display.height),
            thumbWidth: Int(thumb.width),
            thumbHeight: Int(thumb.height),
            sourceKind: kind,
            contentType: "image/jpeg")
    }

    /// Header facts without decoding: for tests and diagnostics.
    struct HeaderInfo: Equatable {
        var width: Int
        var height: Int
        var orientation: Int
        var loader: String
    }

    static func readHeader(_ data: Data) -> HeaderInfo? {
        guard (try? Vips.ensureInitialised()) != nil, !data.isEmpty else { return nil }
        return data.withUnsafeBytes { raw -> HeaderInfo? in
            var header = pv_header()
            guard pv_read_header(raw.baseAddress, raw.count, &header, nil, 0) == 0 else {
                return nil
            }
            return HeaderInfo(
                width: Int(header.width), height: Int(header.height),
                orientation: Int(header.orientation), loader: loaderName(header))
        }
    }

    private static func loaderName(_ header: pv_header) -> String {
        withUnsafeBytes(of: header.loader) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Wraps a libvips-allocated buffer without copying; freed with pv_free.
    private static func takeData(_ output: pv_output) -> Data {
        guard let bytes = output.data, output.len > 0 else { return Data() }
        return Data(bytesNoCopy: bytes, count: output.len, deallocator: .custom { pointer, _ in
            pv_free(pointer)
        })
    }
}
