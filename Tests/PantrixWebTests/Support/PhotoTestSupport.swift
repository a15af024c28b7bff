import PantrixTestSupport
import CVips
import Foundation
import Hummingbird
import HummingbirdTesting
import PantrixCore
import PantrixTestDatabases
@testable import PantrixWeb

/// The real image fixtures DishPhotos is tested with (Tests/DishPhotosTests/Fixtures).
enum PhotoFixture {
    static let directory = URL(fileURLWithPath: TestApp.repositoryRoot)
        .appendingPathComponent("Tests/DishPhotosTests/Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}

/// An app with its own in-memory database, a temporary uploads folder and one public recipe.
struct PhotoTestEnv {
    let database: AppDatabase
    let uploadsPath: String
    let recipeID: Int64
    var config: AppConfiguration

    init(configure: (inout AppConfiguration) -> Void = { _ in }) async throws {
        database = try AppDatabase.inMemory()
        uploadsPath = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-uploads-\(UUID().uuidString)").path
        let draft = RecipeDraft(
            title: "Shakshuka", category: "breakfast", servings: 2,
            ingredients: ["4 eggs", "1 can chopped tomatoes"], steps: ["Simmer the tomatoes.", "Crack in the eggs."])
        recipeID = try await database.addRecipe(PreparedRecipe(draft), origin: .user)
        config = TestApp.configuration()
        config.uploadsPath = uploadsPath
        configure(&config)
    }

    func app() async throws -> some ApplicationProtocol {
        try await TestApp.make(database: database, config: config)
    }

    /// Files in the uploads folder, sorted.
    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: uploadsPath)) ?? []).sorted()
    }

    func fileData(_ name: String) -> Data? {
        FileManager.default.contents(atPath: uploadsPath + "/" + name)
    }

    func removeUploads() {
        try? FileManager.default.removeItem(atPath: uploadsPath)
    }

    func photoCount() async throws -> Int {
        try await database.photoCount(forRecipe: recipeID)
    }
}

extension Browser {
    /// Uploads through the recipe page's photo form, as a browser sends it: token first, then
    /// the caption, then the file (with whatever name and type the client claims).
    mutating func uploadPhoto(
        _ file: Data, to recipeID: Int64, caption: String = "", filename: String = "photo.jpg",
        claimedType: String = "image/jpeg", csrf: String? = nil
    ) async throws -> Page {
        let token: String?
        if let csrf { token = csrf } else { token = try await get("/recipes/\(recipeID)").csrf }
        let fields = (token.map { [("_csrf", $0)] } ?? []) + [("caption", caption)]
        return try await sendMultipart(
            "/recipes/\(recipeID)/photos", fields: fields, file: ("photo", filename, claimedType, file))
    }

    /// A multipart form as a browser sends it: the text fields in order, then the file if any.
    mutating func sendMultipart(
        _ path: String, fields: [(String, String)], file: (field: String, filename: String, type: String, data: Data)?
    ) async throws -> Page {
        let boundary = "----pantrix-form-\(UUID().uuidString)"
        var body = ByteBuffer()
        for (name, value) in fields {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        if let file {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.filename)\"\r\nContent-Type: \(file.type)\r\n\r\n")
            body.writeBytes(file.data)
            body.writeString("\r\n")
        }
        body.writeString("--\(boundary)--\r\n")
        return try await send(path, method: .post, bytes: body, contentType: "multipart/form-data; boundary=\(boundary)")
    }
}

/// What libvips itself sees in a stored file (independent of the upload code path).
enum StoredImage {
    /// Names of every metadata field libvips finds, e.g. "exif-data", "exif-ifd3-GPSLatitude".
    static func fieldNames(_ data: Data) -> [String] {
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        let rc = data.withUnsafeBytes { raw in
            pv_field_names(raw.baseAddress, raw.count, &buffer, buffer.count, nil, 0)
        }
        guard rc == 0 else { return [] }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").map(String.init)
    }

    /// Decoded size, or nil when libvips can't load the bytes.
    static func size(_ data: Data) -> (width: Int, height: Int)? {
        var values = [Double](repeating: 0, count: 4)
        var width: Int32 = 0
        var height: Int32 = 0
        let bands = data.withUnsafeBytes { raw in
            pv_region_means(raw.baseAddress, raw.count, 0, 0, 0, 0, &values, 4, &width, &height, nil, 0)
        }
        return bands > 0 ? (Int(width), Int(height)) : nil
    }
}
