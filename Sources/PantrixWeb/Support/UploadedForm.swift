import Hummingbird

/// An upload route's multipart body, read once by the route's CSRF check (the token is inside)
/// and handed to the handler on the request context.
struct UploadedForm: Sendable {
    let form: MultipartForm
    /// False when the body was over the route's cap: only the fields before the cut are here.
    let complete: Bool
    /// The route's cap.
    let maxBytes: Int

    /// The whole form, or a 413 page saying how large an upload may be.
    func completeForm() throws -> MultipartForm {
        guard complete else {
            throw UserFacingError(status: .contentTooLarge, message: "The upload is larger than \(maxBytes / 1024 / 1024) MB. Choose a smaller file.")
        }
        return form
    }

    /// Reads the multipart body up to `maxBytes`. Past the limit the rest is read and dropped
    /// (up to a hard cap) so the browser gets our answer rather than a reset connection, and the
    /// form keeps the fields that came before the cut.
    static func read(_ request: Request, maxBytes: Int, drainBytes: Int = MultipartForm.drainBytes) async throws -> UploadedForm {
        let contentType = request.headers[.contentType] ?? ""
        guard MultipartForm.isMultipart(contentType) else { throw notAnUpload }
        var kept = ByteBuffer()
        var dropped = 0
        var complete = true
        for try await part in request.body {
            var chunk = part
            if complete, kept.readableBytes + chunk.readableBytes <= maxBytes {
                kept.writeBuffer(&chunk)
                continue
            }
            if complete {
                complete = false
                if var head = chunk.readSlice(length: maxBytes - kept.readableBytes) { kept.writeBuffer(&head) }
            }
            dropped += chunk.readableBytes
            if dropped > drainBytes { break }
        }
        guard complete else {
            // Only the small fields before the file matter now; parsing megabytes of a file we
            // refuse anyway would only make the 413 slow.
            let head = kept.getSlice(at: kept.readerIndex, length: min(kept.readableBytes, 64 * 1024)) ?? kept
            return UploadedForm(form: try MultipartForm.parse(head, contentType: contentType, partial: true), complete: false, maxBytes: maxBytes)
        }
        return UploadedForm(form: try MultipartForm.parse(kept, contentType: contentType), complete: true, maxBytes: maxBytes)
    }

    static let notAnUpload = UserFacingError(
        status: .unsupportedMediaType, message: "This form must be sent as a file upload. Reload the page and try again.")
}

extension SignedInContext {
    /// The upload the route's middleware read, or a 415 when the form came without a file part.
    func uploadedForm() throws -> UploadedForm {
        guard let upload else { throw UploadedForm.notAnUpload }
        return upload
    }
}
