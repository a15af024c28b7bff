import Foundation
import Testing

@testable import DishPhotos

@Suite("Metadata is stripped")
struct MetadataTests {
    static let sensitiveFields = [
        "exif-data", "xmp-data", "iptc-data", "icc-profile-data", "photoshop-data", "orientation",
    ]

    @Test("The GPS-tagged fixture really carries the metadata we then remove")
    func fixtureHasMetadata() throws {
        let input = try Fixture.data("gps.jpg")
        let fields = Inspect.fieldNames(input)
        for field in ["exif-data", "xmp-data", "iptc-data", "icc-profile-data"] {
            #expect(fields.contains(field), "fixture lacks \(field)")
        }
        #expect(fields.contains { $0.hasPrefix("exif-ifd3-GPS") })
        #expect(Inspect.contains(input, "Exif") && Inspect.contains(input, "PantrixCam"))
    }

    @Test("No EXIF, GPS, XMP, IPTC, ICC or comment survives in either output")
    func stripped() throws {
        let photo = try processor.process(try Fixture.data("gps.jpg"))
        for output in [photo.display, photo.thumbnail] {
            let fields = Inspect.fieldNames(output)
            for field in Self.sensitiveFields {
                #expect(!fields.contains(field), "\(field) survived")
            }
            #expect(!fields.contains { $0.hasPrefix("exif-") }, "\(fields)")
            for needle in [
                "Exif", "GPS", "PantrixCam", "SecretEditor", "Secret Photographer", "secret-kitchen",
                "http://ns.adobe.com", "<x:xmpmeta", "Photoshop 3.0", "ICC_PROFILE", "script",
                "jpeg-comment",
            ] {
                #expect(!Inspect.contains(output, needle), "found \(needle)")
            }
        }
    }

    static let exiftool = "/usr/bin/exiftool"

    @Test(
        "exiftool finds no GPS, EXIF camera data, XMP or IPTC in the outputs",
        .enabled(if: FileManager.default.isExecutableFile(atPath: exiftool)))
    func exiftoolCheck() throws {
        let photo = try processor.process(try Fixture.data("gps.jpg"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dishphotos-exif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        for (name, data) in [("display.jpg", photo.display), ("thumb.jpg", photo.thumbnail)] {
            let file = directory.appendingPathComponent(name)
            try data.write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.exiftool)
            process.arguments = ["-a", "-G1", "-s", file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(output.contains("[File]"), "exiftool printed: \(output)")
            let groups = Set(
                output.split(separator: "\n").compactMap { line -> String? in
                    guard line.hasPrefix("["), let end = line.firstIndex(of: "]") else { return nil }
                    return String(line[line.index(after: line.startIndex)..<end])
                })
            // Only the file itself, the JFIF header and derived values remain.
            #expect(groups.isSubset(of: ["ExifTool", "System", "File", "JFIF", "Composite"]), "\(groups)")
            #expect(!output.contains("GPS"))
        }
    }
}
