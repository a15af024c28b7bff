import CVips
import Foundation
import Testing

@testable import DishPhotos

/// Fixture files made by scripts/make-photo-fixtures.py.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}

/// Inspection of output images through libvips (independent of DishPhotos'
/// own code path).
enum Inspect {
    /// Names of every metadata field libvips finds on the image.
    static func fieldNames(_ data: Data) -> [String] {
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        let rc = data.withUnsafeBytes { raw in
            pv_field_names(raw.baseAddress, raw.count, &buffer, buffer.count, nil, 0)
        }
        guard rc == 0 else { return [] }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").map(String.init)
    }

    /// Mean of each band over a rectangle of the decoded, upright image.
    /// width/height <= 0 mean "to the edge".
    static func means(
        _ data: Data, left: Int = 0, top: Int = 0, width: Int = 0, height: Int = 0
    ) -> [Double] {
        var values = [Double](repeating: 0, count: 4)
        let bands = data.withUnsafeBytes { raw in
            pv_region_means(
                raw.baseAddress, raw.count, Int32(left), Int32(top), Int32(width), Int32(height),
                &values, 4, nil, nil, nil, 0)
        }
        return bands > 0 ? Array(values.prefix(Int(bands))) : []
    }

    /// Decoded (upright) size.
    static func size(_ data: Data) -> (width: Int, height: Int)? {
        var values = [Double](repeating: 0, count: 4)
        var width: Int32 = 0
        var height: Int32 = 0
        let bands = data.withUnsafeBytes { raw in
            pv_region_means(raw.baseAddress, raw.count, 0, 0, 0, 0, &values, 4, &width, &height, nil, 0)
        }
        return bands > 0 ? (Int(width), Int(height)) : nil
    }

    /// True if `needle` (ASCII, case-insensitive) occurs anywhere in `data`.
    static func contains(_ data: Data, _ needle: String) -> Bool {
        let pattern = Array(needle.lowercased().utf8)
        guard !pattern.isEmpty, data.count >= pattern.count else { return false }
        return data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            let first = pattern[0]
            var i = 0
            let last = bytes.count - pattern.count
            while i <= last {
                if lower(bytes[i]) == first {
                    var j = 1
                    while j < pattern.count, lower(bytes[i + j]) == pattern[j] { j += 1 }
                    if j == pattern.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}

/// VmHWM / VmRSS from /proc/self/status, in KiB.
func procStatusKiB(_ field: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
}

let processor: PhotoProcessor = {
    do { return try PhotoProcessor() } catch { fatalError("PhotoProcessor init failed: \(error)") }
}()

/// Processes `data` and returns the rejection, or nil if it was accepted.
func rejection(_ data: Data, with p: PhotoProcessor = processor) -> PhotoRejection? {
    do {
        _ = try p.process(data)
        return nil
    } catch let error as PhotoRejection {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

let damaged = PhotoRejection(status: 422, message: "The image file is damaged or incomplete.")

var notAnImage: PhotoRejection {
    PhotoRejection(
        status: 415,
        message: PhotoProcessor.acceptedKinds.contains(.heic)
            ? "That file is not a JPEG, PNG, WebP or HEIC image."
            : "That file is not a JPEG, PNG or WebP image.")
}
