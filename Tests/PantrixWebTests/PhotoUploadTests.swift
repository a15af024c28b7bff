import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PantrixCore
import Testing
@testable import PantrixWeb

/// Uploading dish photos through the recipe page, with real image files.
@Suite struct PhotoUploadTests {
    static let namePattern = #"^[0-9a-f]{32}\.jpg$"#

    @Test func photoAppearsInTheGalleryOnTheCardAndIsServedAsJPEG() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("ana")
            let form = try await browser.get("/recipes/\(env.recipeID)")
            #expect(form.contains(#"<input id="photo-file" name="photo" type="file" accept="image/*" capture="environment""#))
            #expect(form.contains(#"enctype="multipart/form-data""#))

            let sent = try await browser.uploadPhoto(
                try PhotoFixture.data("dish.jpg"), to: env.recipeID, caption: "Sunday <b>brunch</b>", filename: "../../evil.html",
                claimedType: "text/html")
            #expect(sent.status == .seeOther)
            #expect(sent.location == "/recipes/\(env.recipeID)#photos")

            // Two files with server-chosen names, nothing from the client's name.
            let files = env.files()
            #expect(files.count == 2)
            #expect(files.allSatisfy { $0.range(of: Self.namePattern, options: .regularExpression) != nil })
            let photos = try await env.database.photos(forRecipe: env.recipeID)
            let photo = try #require(photos.first?.photo)
            #expect(photos.count == 1 && photos.first?.username == "ana")
            #expect(Set(files) == [photo.displayFile, photo.thumbFile])
            #expect(photo.caption == "Sunday <b>brunch</b>")

            let page = try await browser.get("/recipes/\(env.recipeID)")
            #expect(page.contains("Photo added"))
            #expect(page.contains(#"<img src="/uploads/\#(photo.thumbFile)""#))
            #expect(page.contains(#"<a href="/uploads/\#(photo.displayFile)">"#))
            #expect(page.contains("Sunday &lt;b&gt;brunch&lt;/b&gt;"), "the caption is shown, escaped")
            #expect(!page.contains("<b>brunch</b>"))
            #expect(page.contains("by ana"))
            #expect(page.contains("Yes, delete this photo"), "the uploader can delete it")
            #expect(page.contains(#"class="recipe-image" src="/uploads/\#(photo.thumbFile)""#), "the recipe's own image is the photo")

            let home = try await browser.get("/")
            #expect(home.contains("/uploads/\(photo.thumbFile)"), "the recipe card shows the newest photo")

            let display = try await browser.get("/uploads/\(photo.displayFile)")
            #expect(display.status == .ok)
            #expect(display.headers[.contentType] == "image/jpeg")
            #expect(display.headers[.xContentTypeOptions] == "nosniff")
            #expect(display.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let size = try #require(StoredImage.size(display.bytes))
            #expect(max(size.width, size.height) <= 1600)
            let thumb = try await browser.get("/uploads/\(photo.thumbFile)")
            let thumbSize = try #require(StoredImage.size(thumb.bytes))
            #expect(max(thumbSize.width, thumbSize.height) <= 400)
        }
    }

    @Test func uploadsPathAcceptsOnlyServerMadeNames() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        try FileManager.default.createDirectory(atPath: env.uploadsPath, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: env.uploadsPath + "/notes.txt"))
        try await env.app().testLive { client in
            var browser = Browser(client)
            for path in [
                "/uploads/notes.txt", "/uploads/..%2F..%2Fetc%2Fpasswd", "/uploads/%2E%2E%2Fpantrix.sqlite",
                "/uploads/0123456789ABCDEF0123456789ABCDEF.jpg", "/uploads/0123456789abcdef0123456789abcdef.jpg",
                "/uploads/0123456789abcdef0123456789abcdef.html", "/uploads/0123456789abcdef0123456789abcde.jpg",
            ] {
                let page = try await browser.get(path)
                #expect(page.status == .notFound, "\(path)")
                #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(!page.contains("secret"))
            }
        }
    }

    @Test func gpsAndCameraDataAreGoneFromStoredFiles() async throws {
        let env = try await PhotoTestEnv()
        defer { env.removeUploads() }
        let original = try PhotoFixture.data("gps.jpg")
        #expect(StoredImage.fieldNames(original).contains { $0.hasPrefix("exif-ifd3-GPS") }, "the fixture has GPS")
        try await env.app().testLive { client in
            var browser = Browser(client)
            try await browser.register("ana")
            let sent = try await browser.uploadPhoto(original, to: env.recipeID)
            #expect(sent.status == .seeOther)
        }
        let files = env.files()
        #expect(files.count == 2)
        for name in files {
            let stored = try #require(env.fileData(name))
            let fields = StoredImage.fieldNames(stored)
            #expect(!fields.isEmpty, "libvips can read the stored file")
            #expect(!fields.contains { $0.hasPrefix("exif-") || $0 == "xmp-data" || $0 == "iptc-data" }, "\(fields)")
            #expect(stored.range(of: Data("GPS".utf8)) == nil)
            #expect(stored.range(of: Data("Exif".utf8)) == nil)
            #expect(stored.range(of: Data("PantrixCam".utf8)) == nil, "camera model from the fixture")
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/exiftool") {
                let output = try Self.exiftool(env.uploadsPath + "/" + name)
                #expect(!output.contains("GPS"), "\(output)")
                #expect(!output.contains("PantrixCam"), "\(output)")
            }
        }
    }

    static func exiftool(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
        process.arguments = ["-a", "-G1", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
