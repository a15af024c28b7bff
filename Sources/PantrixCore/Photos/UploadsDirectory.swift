import Foundation

/// The folder uploaded photos are written to and served from. Names are chosen here, never
/// by the client: 32 random hex characters and `.jpg` (every photo is re-encoded to JPEG).
package struct UploadsDirectory: Sendable {
    package let url: URL

    /// Opens the folder, creating it if missing.
    package init(path: String) throws {
        url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// True for names this type could have made: exactly 32 lowercase hex digits + ".jpg".
    /// Nothing else (no dots, slashes or other extensions) can reach the file system.
    package static func isValidName(_ name: some StringProtocol) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 36, bytes[32...].elementsEqual(".jpg".utf8) else { return false }
        return bytes[..<32].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// 128 random bits in hex, + ".jpg".
    package static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next(), generator.next()] as [UInt64]
        return words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined() + ".jpg"
    }

    /// Writes the bytes under a new random name and returns the name. Several app servers may
    /// share the folder (NFS, a mounted volume): the bytes go to a temporary file, are synced,
    /// and are then hard-linked to the new name, which fails if the name exists — so no two
    /// servers ever write the same file, and nobody reads half a photo.
    package func write(_ data: Data) throws -> String {
        let temporary = url.appendingPathComponent(".upload-" + Self.randomName())
        let descriptor = open(temporary.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { unlink(temporary.path) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 { if errno == EINTR { continue }; return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced else { throw POSIXError(.EIO) }
        return try claimName(for: temporary)
    }

    /// Links the file to a fresh random name no one has (retrying on the astronomically rare
    /// clash) and returns the name; the caller removes the original.
    private func claimName(for file: URL) throws -> String {
        for _ in 0..<8 {
            let name = Self.randomName()
            if link(file.path, url.appendingPathComponent(name).path) == 0 { return name }
            guard errno == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        throw POSIXError(.EEXIST)
    }

    /// The file's bytes, or nil when the name is not a valid upload name or no such file exists.
    package func read(_ name: String) -> Data? {
        guard Self.isValidName(name) else { return nil }
        return FileManager.default.contents(atPath: url.appendingPathComponent(name).path)
    }

    package func exists(_ name: String) -> Bool {
        Self.isValidName(name) && FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }

    /// Moves the file to a new random name and returns that name, so links to the old one stop
    /// working (a photo a moderator hid). A missing file is not an error.
    package func moveToNewName(_ name: String) throws -> String {
        guard Self.isValidName(name) else { return Self.randomName() }
        let from = url.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: from.path) else { return Self.randomName() }
        let fresh = try claimName(for: from)
        unlink(from.path)
        return fresh
    }

    /// Renames a file within the folder; a missing one is not an error.
    package func move(_ name: String, to newName: String) throws {
        guard Self.isValidName(name), Self.isValidName(newName) else { return }
        let from = url.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: from.path) else { return }
        try FileManager.default.moveItem(at: from, to: url.appendingPathComponent(newName))
    }

    /// Removes the file; a missing one is not an error.
    package func remove(_ name: String) {
        guard Self.isValidName(name) else { return }
        try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }
}
