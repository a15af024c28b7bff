import Foundation
import Testing

@testable import DishPhotos

@Suite("Accepted photos")
struct AcceptTests {
    @Test("A large JPEG is resized to ≤1600 for display and ≤400 for the thumbnail")
    func largeJPEG() throws {
        let photo = try processor.process(try Fixture.data("dish.jpg"))  // 2400x1600
        #expect(photo.sourceKind == .jpeg)
        #expect(photo.contentType == "image/jpeg")
        #expect(photo.width == 1600 && photo.height == 1067)
        #expect(photo.thumbWidth == 400 && photo.thumbHeight == 267)
        #expect(max(photo.width, photo.height) <= 1600)
        #expect(max(photo.thumbWidth, photo.thumbHeight) <= 400)
        // The reported sizes are the real ones, and the bytes are JPEG.
        #expect(PhotoProcessor.sniff(photo.display) == "image/jpeg")
        #expect(PhotoProcessor.sniff(photo.thumbnail) == "image/jpeg")
        #expect(Inspect.size(photo.display)! == (1600, 1067))
        #expect(Inspect.size(photo.thumbnail)! == (400, 267))
    }

    @Test("A PNG smaller than the display size is not upscaled")
    func pngNotUpscaled() throws {
        let photo = try processor.process(try Fixture.data("dish.png"))  // 800x600
        #expect(photo.sourceKind == .png)
        #expect(photo.width == 800 && photo.height == 600)
        #expect(photo.thumbWidth == 400 && photo.thumbHeight == 300)
        #expect(PhotoProcessor.sniff(photo.display) == "image/jpeg")
        // PNG text chunks do not travel.
        for output in [photo.display, photo.thumbnail] {
            #expect(!Inspect.contains(output, "script"))
            #expect(!Inspect.contains(output, "SecretPhotographer"))
        }
    }

    @Test("A WebP is accepted and re-encoded as JPEG")
    func webp() throws {
        let photo = try processor.process(try Fixture.data("dish.webp"))  // 1000x750
        #expect(photo.sourceKind == .webp)
        #expect(photo.width == 1000 && photo.height == 750)
        #expect(photo.thumbWidth == 400 && photo.thumbHeight == 300)
        #expect(PhotoProcessor.sniff(photo.display) == "image/jpeg")
    }

    @Test(
        "A HEIC is accepted where libvips can load it",
        .enabled(if: PhotoProcessor.acceptedKinds.contains(.heic)))
    func heic() throws {
        let photo = try processor.process(try Fixture.data("dish.heic"))  // 320x240
        #expect(photo.sourceKind == .heic)
        #expect(photo.width == 320 && photo.height == 240)
        #expect(PhotoProcessor.sniff(photo.thumbnail) == "image/jpeg")
    }

    @Test("A small photo is never upscaled, not even for the thumbnail")
    func smallNotUpscaled() throws {
        let photo = try processor.process(try Fixture.data("small.jpg"))  // 320x240
        #expect(photo.width == 320 && photo.height == 240)
        #expect(photo.thumbWidth == 320 && photo.thumbHeight == 240)
    }

    @Test("A JPEG with a harmless libjpeg warning (stray bytes before a marker) is still accepted")
    func tolerantOfWarnings() throws {
        var input = try Fixture.data("small.jpg")
        let dqt = try #require(input.firstRange(of: Data([0xFF, 0xDB])))
        input.insert(contentsOf: Data(repeating: 0, count: 5), at: dqt.lowerBound)
        let photo = try processor.process(input)
        #expect(photo.width == 320 && photo.height == 240)
    }

    @Test("Progressive and greyscale JPEGs are accepted")
    func jpegVariants() throws {
        let progressive = try processor.process(try Fixture.data("progressive.jpg"))  // 1200x800
        #expect(progressive.width == 1200 && progressive.height == 800)
        #expect(progressive.thumbWidth == 400 && progressive.thumbHeight == 267)

        let grey = try processor.process(try Fixture.data("grey.jpg"))  // 640x480, 1 band
        #expect(grey.width == 640 && grey.height == 480)
        let means = Inspect.means(grey.display)
        #expect(means.count == 3 && abs(means[0] - means[1]) < 2 && abs(means[1] - means[2]) < 2)
    }

    // Whether libvips stays out of a server until its first photo is checked on a real server
    // (Tests/Browser/test_photos.py); in this process other tests may have opened it already.
    @Test("A processor made without opening libvips (as the server makes it) processes photos")
    func libvipsOpenedByTheFirstPhoto() throws {
        let lazy = try PhotoProcessor(limits: PhotoLimits(displaySide: 800, thumbnailSide: 200), loadingLibvipsNow: false)
        let photo = try lazy.process(try Fixture.data("dish.jpg"))
        #expect(photo.width == 800 && photo.height == 533)
        #expect(Inspect.size(photo.thumbnail)! == (200, 133))
        #expect(PhotoProcessor.libvipsVersion.first?.isNumber == true)
    }

    @Test("Custom limits are honoured")
    func customSides() throws {
        let custom = try PhotoProcessor(limits: PhotoLimits(displaySide: 1000, thumbnailSide: 100))
        let photo = try custom.process(try Fixture.data("dish.jpg"))
        #expect(photo.width == 1000 && photo.height == 667)
        #expect(photo.thumbWidth == 100 && photo.thumbHeight == 67)
    }

    @Test("EXIF orientation 6 is applied: the output is upright, width and height swapped")
    func orientation() throws {
        let input = try Fixture.data("rotated.jpg")
        let header = try #require(PhotoProcessor.readHeader(input))
        #expect(header.width == 600 && header.height == 400 && header.orientation == 6)

        let photo = try processor.process(input)
        #expect(photo.width == 400 && photo.height == 600)
        #expect(photo.thumbWidth == 267 && photo.thumbHeight == 400)
        #expect(!Inspect.fieldNames(photo.display).contains("orientation"))

        // The red band stored along the top must now be on the right.
        let right = Inspect.means(photo.display, left: 320, top: 0)
        let left = Inspect.means(photo.display, left: 0, top: 0, width: 280)
        #expect(right[0] > 180 && right[1] < 70, "right edge should be red: \(right)")
        #expect(left[1] > 120 && left[0] < 90, "left side should be green: \(left)")
        let thumbRight = Inspect.means(photo.thumbnail, left: 214, top: 0)
        #expect(thumbRight[0] > 180 && thumbRight[1] < 70, "thumbnail too: \(thumbRight)")
    }

    @Test("Transparency is flattened onto white, for 8- and 16-bit PNGs")
    func alpha() throws {
        for name in ["dish-alpha.png", "dish-16bit.png"] {
            let photo = try processor.process(try Fixture.data(name))
            #expect(photo.width == 320 && photo.height == 240, "\(name)")
            // Top-left corner is outside the opaque plate circle.
            let corner = Inspect.means(photo.display, left: 0, top: 0, width: 30, height: 30)
            #expect(corner.count == 3, "\(name): RGB, no alpha")
            #expect(corner.allSatisfy { $0 > 245 }, "\(name): corner should be white: \(corner)")
            // Centre keeps the photo.
            let centre = Inspect.means(photo.display, left: 140, top: 100, width: 40, height: 40)
            #expect(!centre.allSatisfy { $0 > 245 }, "\(name): centre should not be white")
        }
    }

    @Test("An embedded Display-P3 profile is converted to sRGB before it is stripped")
    func colourProfile() throws {
        let input = try Fixture.data("p3.jpg")  // sRGB (40, 200, 60) encoded as P3
        let raw = Inspect.means(input)
        // The fixture's raw numbers really differ from the sRGB colour...
        #expect(abs(raw[0] - 40) > 10 || abs(raw[1] - 200) > 10)
        let photo = try processor.process(input)
        #expect(!Inspect.fieldNames(photo.display).contains("icc-profile-data"))
        // ...and the output, profile-less and so read as sRGB, shows it.
        let out = Inspect.means(photo.display)
        #expect(abs(out[0] - 40) < 8 && abs(out[1] - 200) < 8 && abs(out[2] - 60) < 8, "\(out)")
    }

    @Test("A CMYK JPEG comes out as RGB with the right colours")
    func cmyk() throws {
        let photo = try processor.process(try Fixture.data("cmyk.jpg"))  // pure red in CMYK
        let out = Inspect.means(photo.display)
        #expect(out.count == 3)
        #expect(out[0] > 180 && out[1] < 90 && out[2] < 90, "\(out)")
    }

    @Test("Exactly maxBytes and exactly maxPixels are still accepted")
    func boundaries() throws {
        let input = try Fixture.data("dish.jpg")
        let exact = try PhotoProcessor(limits: PhotoLimits(maxBytes: input.count, maxPixels: 2400 * 1600))
        #expect(try exact.process(input).width == 1600)

        let oneByteLess = try PhotoProcessor(limits: PhotoLimits(maxBytes: input.count - 1))
        #expect(rejection(input, with: oneByteLess)?.status == 413)

        let onePixelLess = try PhotoProcessor(limits: PhotoLimits(maxPixels: 2400 * 1600 - 1))
        #expect(
            rejection(input, with: onePixelLess)
                == PhotoRejection(status: 422, message: "The photo is 3.9 megapixels; the limit is 3.8."))
    }

    @Test("Processing is safe from many threads at once, and deterministic")
    func concurrent() async throws {
        let inputs = try ["dish.jpg", "dish.png", "dish.webp", "gps.jpg", "rotated.jpg", "polyglot-html.jpg"]
            .map(Fixture.data)
        let serial = try inputs.map { try processor.process($0).display }
        let parallel = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for round in 0..<3 {
                for (index, input) in inputs.enumerated() {
                    group.addTask { (index, try processor.process(input).display) }
                    // Interleave refusals too (libmagic under its lock).
                    group.addTask {
                        _ = rejection(try Fixture.data("not-an-image.jpg"))
                        return (-1 - round, Data())
                    }
                }
            }
            var results: [(Int, Data)] = []
            for try await result in group { results.append(result) }
            return results
        }
        for (index, display) in parallel where index >= 0 {
            #expect(display == serial[index])
        }
        #expect(parallel.filter { $0.0 >= 0 }.count == inputs.count * 3)
    }
}
