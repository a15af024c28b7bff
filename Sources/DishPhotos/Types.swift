import Foundation

/// Limits applied to every uploaded photo.
public struct PhotoLimits: Sendable, Equatable {
    /// Largest accepted upload, in bytes (checked first; 413 beyond it).
    public var maxBytes = 12 * 1024 * 1024
    /// Largest accepted image, in pixels (width × height from the file header,
    /// checked before any pixel is decoded; 422 beyond it).
    public var maxPixels = 40_000_000
    /// Longest side of the display image. Never upscaled.
    public var displaySide = 1600
    /// Longest side of the thumbnail. Never upscaled.
    public var thumbnailSide = 400

    public init(
        maxBytes: Int = 12 * 1024 * 1024,
        maxPixels: Int = 40_000_000,
        displaySide: Int = 1600,
        thumbnailSide: Int = 400
    ) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
        self.displaySide = displaySide
        self.thumbnailSide = thumbnailSide
    }
}

/// The format an upload was recognised as, from its bytes.
public enum PhotoKind: String, Sendable, CaseIterable {
    case jpeg, png, webp
    /// HEIC/HEIF. Accepted only when libvips on this machine can load it
    /// (see `PhotoProcessor.acceptedKinds`).
    case heic

    /// The kind for a libmagic MIME type, if it is one we could accept.
    init?(mimeType: String) {
        switch mimeType {
        case "image/jpeg": self = .jpeg
        case "image/png": self = .png
        case "image/webp": self = .webp
        case "image/heic", "image/heif": self = .heic
        default: return nil
        }
    }

    /// The libvips loader that must agree with libmagic about this kind.
    var vipsLoader: String {
        switch self {
        case .jpeg: "jpegload_buffer"
        case .png: "pngload_buffer"
        case .webp: "webpload_buffer"
        case .heic: "heifload_buffer"
        }
    }

    /// How the kind is named to a person.
    var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        case .heic: "HEIC"
        }
    }
}

/// A photo that passed every check, re-encoded from its pixels alone.
public struct ProcessedPhoto: Sendable {
    /// The display image: longest side ≤ `PhotoLimits.displaySide`.
    public let display: Data
    /// The thumbnail: longest side ≤ `PhotoLimits.thumbnailSide`.
    public let thumbnail: Data
    /// Size of `display`, upright (EXIF orientation already applied).
    public let width: Int
    public let height: Int
    /// Size of `thumbnail`.
    public let thumbWidth: Int
    public let thumbHeight: Int
    /// What the upload was, from its bytes.
    public let sourceKind: PhotoKind
    /// MIME type of `display` and `thumbnail`: always "image/jpeg".
    public let contentType: String
}

/// Why an upload was refused. `status` is the HTTP status to answer with and
/// `message` is meant to be shown to the person who uploaded the file.
public struct PhotoRejection: Error, Sendable, Equatable, CustomStringConvertible {
    /// 413 (too many bytes), 415 (not an accepted image type) or 422 (too many
    /// pixels, or damaged).
    public let status: Int
    public let message: String

    public init(status: Int, message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { "\(status): \(message)" }

    static func tooLarge(limit: Int) -> PhotoRejection {
        PhotoRejection(status: 413, message: "The photo is larger than \(formatBytes(limit)).")
    }

    static func unsupportedType(accepted: [PhotoKind]) -> PhotoRejection {
        PhotoRejection(status: 415, message: "That file is not a \(listNames(accepted)) image.")
    }

    static func tooManyPixels(_ pixels: Int, limit: Int) -> PhotoRejection {
        let (actual, allowed) = formatMegapixels(pixels, limit: limit)
        return PhotoRejection(
            status: 422, message: "The photo is \(actual) megapixels; the limit is \(allowed).")
    }

    static let damaged = PhotoRejection(
        status: 422, message: "The image file is damaged or incomplete.")
}

/// A processor that cannot work at all on this machine (a server problem, not
/// the uploader's).
public enum PhotoProcessorError: Error, Sendable, Equatable {
    case invalidLimits(String)
    case libvipsUnavailable(String)
    case libmagicUnavailable(String)
}

// MARK: - Wording helpers

/// "12 MB", "1.5 MB", "800 KB", "100 bytes" (binary units, as the limit is).
func formatBytes(_ bytes: Int) -> String {
    let mib = 1024 * 1024
    if bytes >= mib {
        return "\(trimmed(Double(bytes) / Double(mib))) MB"
    }
    if bytes >= 1024 {
        return "\(trimmed(Double(bytes) / 1024)) KB"
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
}

/// Megapixel figures for a refusal, worded so the actual value never reads as
/// equal to (or below) the limit: 50_331_648 vs 40_000_000 → ("50", "40");
/// 40_000_001 vs 40_000_000 → ("40.1", "40"); 3_840_000 vs 3_839_999 →
/// ("3.9", "3.8").
func formatMegapixels(_ pixels: Int, limit: Int) -> (actual: String, limit: String) {
    let allowed = trimmed(Double(limit) / 1e6)
    let megapixels = Double(pixels) / 1e6
    if limit % 1_000_000 == 0, megapixels.rounded() > Double(limit) / 1e6 {
        return (String(Int(megapixels.rounded())), allowed)
    }
    // Round UP, so the figure never looks like it is within the limit.
    let tenths = trimmed((megapixels * 10).rounded(.up) / 10)
    if tenths != allowed { return (tenths, allowed) }
    return (String(format: "%.2f", (megapixels * 100).rounded(.up) / 100), allowed)
}

/// 12.0 → "12", 1.25 → "1.3" (one decimal at most).
private func trimmed(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    if tenths.truncatingRemainder(dividingBy: 10) == 0 {
        return String(Int(tenths / 10))
    }
    return String(format: "%.1f", tenths / 10)
}

/// ["JPEG"] → "JPEG"; ["JPEG","PNG","WebP"] → "JPEG, PNG or WebP".
private func listNames(_ kinds: [PhotoKind]) -> String {
    let names = kinds.map(\.displayName)
    guard names.count > 1 else { return names.first ?? "supported" }
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
}
