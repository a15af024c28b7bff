import Foundation
import Testing

@testable import DishPhotos

@Suite("Refused uploads")
struct RejectTests {
    @Test(
        "Files that are not JPEG/PNG/WebP are refused with 415, whatever their name",
        arguments: [
            ("not-an-image.jpg", "text/html"),
            ("script.svg", "image/svg+xml"),
            ("polyglot.gif", "image/gif"),
            ("plain.gif", "image/gif"),
            ("document.pdf", "application/pdf"),
            ("notes.txt", "text/plain"),
            ("empty.jpg", "application/x-empty"),
        ])
    func wrongType(name: String, sniffed: String) throws {
        let input = try Fixture.data(name)
        #expect(PhotoProcessor.sniff(input) == sniffed)
        #expect(rejection(input) == notAnImage)
    }

    @Test("The 415 message is readable and names the accepted types")
    func typeMessage() {
        #expect(
            PhotoRejection.unsupportedType(accepted: [.jpeg, .png, .webp]).message
                == "That file is not a JPEG, PNG or WebP image.")
        #expect(notAnImage.message.hasPrefix("That file is not a JPEG, PNG"))
    }

    @Test("A file over 12 MB is refused with 413 before its type is even looked at")
    func tooManyBytes() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dishphotos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // A real JPEG padded past the limit, and an HTML file of the same size.
        let limit = PhotoLimits().maxBytes
        var big = try Fixture.data("dish.jpg")
        big.append(Data(repeating: 0x55, count: limit + 1 - big.count))
        let file = directory.appendingPathComponent("huge.jpg")
        try big.write(to: file)
        let loaded = try Data(contentsOf: file)
        #expect(loaded.count == limit + 1)

        let expected = PhotoRejection(status: 413, message: "The photo is larger than 12 MB.")
        #expect(rejection(loaded) == expected)

        var html = Data("<html>".utf8)
        html.append(Data(repeating: 0x20, count: limit + 1 - html.count))
        #expect(rejection(html) == expected)

        // Exactly at the limit the size check passes (and the padding after
        // the JPEG's end is ignored).
        let atLimit = loaded.prefix(limit)
        #expect(try processor.process(atLimit).width == 1600)
    }

    @Test("A truncated JPEG or PNG is refused with 422 'damaged'", arguments: ["truncated.jpg", "truncated.png"])
    func truncated(name: String) throws {
        #expect(rejection(try Fixture.data(name)) == damaged)
    }

    @Test("Garbage after a valid image signature is refused as damaged")
    func garbage() throws {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
        bytes += (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
        let input = Data(bytes)
        #expect(PhotoProcessor.sniff(input) == "image/jpeg")
        #expect(rejection(input) == damaged)

        // A PNG cut right after its header chunk: libmagic says PNG, there
        // are no pixels.
        let headerOnly = try Fixture.data("dish.png").prefix(40)
        #expect(PhotoProcessor.sniff(headerOnly) == "image/png")
        #expect(rejection(headerOnly) == damaged)

        // A bare PNG signature is not even recognised as PNG.
        #expect(rejection(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == notAnImage)
    }

    @Test("A 30000x30000 PNG bomb is refused from its header, without decoding it")
    func pngBomb() throws {
        let input = try Fixture.data("bomb.png")
        #expect(input.count < 200_000)
        let header = try #require(PhotoProcessor.readHeader(input))
        #expect(header.width == 30000 && header.height == 30000 && header.loader == "pngload_buffer")

        let hwmBefore = procStatusKiB("VmHWM") ?? 0
        let clock = ContinuousClock()
        var result: PhotoRejection?
        let elapsed = clock.measure { result = rejection(input) }
        let hwmAfter = procStatusKiB("VmHWM") ?? 0

        #expect(result == PhotoRejection(status: 422, message: "The photo is 900 megapixels; the limit is 40."))
        // Decoding the pixels takes seconds (libvips needs ~2.3 s here); the
        // header alone takes milliseconds. Generous bound for a busy machine.
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        // 900 MB of pixels were never allocated (other tests run alongside,
        // so only a loose bound on the process high-water mark).
        #expect(hwmAfter - hwmBefore < 400 * 1024, "VmHWM grew by \(hwmAfter - hwmBefore) KiB")
    }

    @Test("A JPEG whose header claims 10000x10000 is refused over the pixel limit")
    func jpegHeaderBomb() throws {
        #expect(
            rejection(try Fixture.data("bomb-header.jpg"))
                == PhotoRejection(status: 422, message: "The photo is 100 megapixels; the limit is 40."))
    }

    @Test("A JPEG with HTML appended comes out as a clean JPEG without the HTML")
    func jpegHTMLPolyglot() throws {
        let input = try Fixture.data("polyglot-html.jpg")
        #expect(Inspect.contains(input, "<script"))  // the fixture really is a polyglot
        let photo = try processor.process(input)
        for output in [photo.display, photo.thumbnail] {
            #expect(PhotoProcessor.sniff(output) == "image/jpeg")
            for needle in ["<html", "<script", "alert", "appended-html"] {
                #expect(!Inspect.contains(output, needle), "found \(needle)")
            }
            // Ends at the JPEG end-of-image marker: nothing trails it.
            #expect(output.suffix(2) == Data([0xFF, 0xD9]))
        }
    }

    @Test(
        "Defence in depth: libvips itself refuses to load anything but the allowed formats",
        arguments: ["script.svg", "plain.gif", "polyglot.gif", "document.pdf", "not-an-image.jpg"])
    func loadersBlocked(name: String) throws {
        // Even if libmagic were fooled, libvips has no unblocked loader for these.
        #expect(PhotoProcessor.readHeader(try Fixture.data(name)) == nil)
    }

    @Test("The allowed loaders still work through the same header path")
    func loadersAllowed() throws {
        #expect(PhotoProcessor.readHeader(try Fixture.data("dish.jpg"))?.loader == "jpegload_buffer")
        #expect(PhotoProcessor.readHeader(try Fixture.data("dish.png"))?.loader == "pngload_buffer")
        #expect(PhotoProcessor.readHeader(try Fixture.data("dish.webp"))?.loader == "webpload_buffer")
    }

    @Test("Invalid limits are refused at init")
    func invalidLimits() {
        #expect(throws: PhotoProcessorError.self) { try PhotoProcessor(limits: PhotoLimits(maxBytes: 0)) }
        #expect(throws: PhotoProcessorError.self) { try PhotoProcessor(limits: PhotoLimits(displaySide: -1)) }
        #expect(throws: PhotoProcessorError.self) {
            try PhotoProcessor(limits: PhotoLimits(displaySide: 300, thumbnailSide: 400))
        }
    }
}

@Suite("Wording")
struct WordingTests {
    @Test func bytes() {
        #expect(formatBytes(12 * 1024 * 1024) == "12 MB")
        #expect(formatBytes(1536 * 1024) == "1.5 MB")
        #expect(formatBytes(800 * 1024) == "800 KB")
        #expect(formatBytes(100) == "100 bytes")
        #expect(PhotoRejection.tooLarge(limit: 5 * 1024 * 1024).message == "The photo is larger than 5 MB.")
    }

    @Test func megapixels() {
        #expect(formatMegapixels(50_000_000, limit: 40_000_000) == ("50", "40"))
        #expect(formatMegapixels(50_331_648, limit: 40_000_000) == ("50", "40"))
        #expect(formatMegapixels(40_000_001, limit: 40_000_000) == ("40.1", "40"))
        #expect(formatMegapixels(40_400_000, limit: 40_000_000) == ("40.4", "40"))
        #expect(formatMegapixels(3_840_000, limit: 3_839_999) == ("3.9", "3.8"))
        #expect(
            PhotoRejection.tooManyPixels(50_000_000, limit: 40_000_000).message
                == "The photo is 50 megapixels; the limit is 40.")
    }
}
