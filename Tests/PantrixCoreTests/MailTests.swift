import Foundation
import Testing
@testable import PantrixCore

/// The message Pantrix writes and how it hands it to the mail program.
@Suite struct MailTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func headerValuesWithLineBreaksAreRefused() {
        for to in ["anna@example.org\nBcc: everyone@example.org", "anna@example.org\r\n", "anna@example.org, eve@example.org",
                   "Anna <anna@example.org>", "-oQ/tmp@example.org", "anna@exa mple.org", "anna\u{2028}@example.org", ""] {
            #expect(throws: MailError.invalidAddress(to)) {
                _ = try MailMessage(from: "pantrix@example.org", to: to, subject: "Hi", body: "")
            }
        }
        #expect(throws: MailError.unsafeHeader("Subject")) {
            _ = try MailMessage(from: "pantrix@example.org", to: "anna@example.org", subject: "Hi\r\nBcc: eve@example.org", body: "")
        }
        #expect(throws: MailError.invalidAddress("Pantrix\n <pantrix@example.org>")) {
            _ = try MailMessage(from: "Pantrix\n <pantrix@example.org>", to: "anna@example.org", subject: "Hi", body: "")
        }
    }

    @Test func aPlainMessageHasTheHeadersAMailReaderExpects() throws {
        let message = try MailMessage(
            from: "Pantrix, the kitchen <pantrix@example.org>", to: "anna@example.org", subject: "Choose a new password",
            body: "Hello anna,\r\n\r\nhttps://pantrix.example/reset-password/abc\n.\nbye")
        let text = message.rendered(date: date, messageID: "m1")
        let (head, body) = try #require(text.split(separator: "\n\n", maxSplits: 1).map(String.init).twoParts)
        #expect(head.components(separatedBy: "\n") == [
            "From: \"Pantrix, the kitchen\" <pantrix@example.org>",
            "To: anna@example.org",
            "Subject: Choose a new password",
            "Date: Fri, 15 Jan 2027 08:00:00 +0000",
            "Message-ID: <m1@example.org>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 7bit",
            "Auto-Submitted: auto-generated",
        ])
        #expect(body == "Hello anna,\n\nhttps://pantrix.example/reset-password/abc\n.\nbye\n", "LF line ends; -i keeps the lone dot")
        #expect(message.envelopeFrom == "pantrix@example.org")
    }

    @Test func textBeyondASCIIIsEncoded() throws {
        let message = try MailMessage(from: "pantrix@example.org", to: "anna@example.org", subject: "Crème brûlée", body: "Grüße")
        let text = message.rendered(date: date, messageID: "m2")
        #expect(text.contains("Subject: =?utf-8?B?\(Data("Crème brûlée".utf8).base64EncodedString())?="))
        #expect(text.contains("Content-Transfer-Encoding: base64\n"))
        #expect(text.hasSuffix("\n\(Data("Grüße".utf8).base64EncodedString())\n"))
    }

    /// A stand-in for msmtp that keeps what it was given, then says and exits as told.
    static func fakeCommand(exit status: Int = 0, stderr: String = "", readsInput: Bool = true, sleeps: Int = 0) throws -> (command: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-mail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("sendmail")
        try writeScript("""
            #!/bin/sh
            printf '%s\\n' "$@" > "\(folder.path)/args"
            \(readsInput ? "cat > \"\(folder.path)/message\"" : "")
            sleep \(sleeps)
            \(stderr.isEmpty ? "" : "echo '\(stderr)' >&2")
            exit \(status)
            """, to: script.path)
        return (script.path, folder)
    }

    @Test func theProgramGetsTheMessageOnStandardInputAndRecipientsFromItsHeaders() async throws {
        let fake = try Self.fakeCommand()
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        let message = try MailMessage(from: "Pantrix <pantrix@example.org>", to: "anna@example.org", subject: "Hi", body: "Hello")
        try await SendmailCommand(executable: fake.command).send(message, date: date)
        let arguments = try String(contentsOf: fake.folder.appendingPathComponent("args"), encoding: .utf8)
        #expect(arguments == "-t\n-i\n-f\npantrix@example.org\n")
        let sent = try String(contentsOf: fake.folder.appendingPathComponent("message"), encoding: .utf8)
        #expect(sent.hasPrefix("From: \"Pantrix\" <pantrix@example.org>\nTo: anna@example.org\nSubject: Hi\n"))
        #expect(sent.hasSuffix("\n\nHello\n"))
    }

    @Test func aFailureSaysTheExitStatusAndWhatTheProgramSaid() async throws {
        let fake = try Self.fakeCommand(exit: 75, stderr: "msmtp: cannot connect to relay")
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        let message = try MailMessage(from: "pantrix@example.org", to: "anna@example.org", subject: "Hi", body: "Hello")
        await #expect(throws: SendmailCommand.Failure(description: "\(fake.command) exited with status 75: msmtp: cannot connect to relay")) {
            try await SendmailCommand(executable: fake.command).send(message)
        }
        await #expect(throws: SendmailCommand.Failure.self) {
            try await SendmailCommand(executable: fake.folder.path + "/missing").send(message)
        }
    }

    @Test func aProgramThatHangsIsStoppedAndOneThatReadsNothingDoesNoHarm() async throws {
        let message = try MailMessage(from: "pantrix@example.org", to: "anna@example.org", subject: "Hi", body: String(repeating: "x\n", count: 100_000))
        let hangs = try Self.fakeCommand(sleeps: 30)
        defer { try? FileManager.default.removeItem(at: hangs.folder) }
        // Stopped by the timeout, not waited out: the failure says so (no clock in the test, which
        // a loaded machine would make lie).
        let stopped = await #expect(throws: SendmailCommand.Failure.self) {
            try await SendmailCommand(executable: hangs.command, timeout: 1).send(message)
        }
        #expect(stopped?.description.contains("was stopped by signal 15 (no answer within 1 s)") == true, "\(String(describing: stopped))")
        let deaf = try Self.fakeCommand(readsInput: false)
        defer { try? FileManager.default.removeItem(at: deaf.folder) }
        // 200 KB do not fit in a pipe: the write fails (EPIPE), the server carries on.
        await #expect(throws: SendmailCommand.Failure.self) {
            try await SendmailCommand(executable: deaf.command).send(message)
        }
    }

    @Test func aBareProgramNameIsFoundOnPath() throws {
        let fake = try Self.fakeCommand()
        defer { try? FileManager.default.removeItem(at: fake.folder) }
        #expect(SendmailCommand.resolve("sendmail", path: fake.folder.path) == fake.command)
        #expect(SendmailCommand.resolve(fake.command) == fake.command)
        #expect(SendmailCommand.resolve("no-such-mailer-here", path: fake.folder.path) == nil)
    }
}

private extension Array where Element == String {
    var twoParts: (String, String)? { count == 2 ? (self[0], self[1]) : nil }
}

/// Writes a script and makes it executable, with the file never open without O_CLOEXEC: a
/// program another test starts meanwhile must not inherit it open for writing, or running
/// the script fails with "Text file busy".
func writeScript(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    guard write(fd, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
}
