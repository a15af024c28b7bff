import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Hands a message to the operator's mail program: msmtp, or anything else with sendmail's
/// interface. The message goes in on standard input; `-t` reads the recipients from its
/// headers (none come as arguments), `-i` keeps a line with a lone dot from ending it, and `-f`
/// names the envelope sender. The relay, its login and TLS are the program's own configuration.
package struct SendmailCommand: Sendable {
    package let executable: String
    /// A program that hangs (a relay that never answers) is stopped after this long.
    package var timeout: TimeInterval

    package init(executable: String, timeout: TimeInterval = 60) {
        self.executable = executable
        self.timeout = timeout
    }

    /// Why a message was not handed over: the program's exit status and the end of its stderr.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// Runs the program on a thread of its own (it may wait on the network for a while), never
    /// on the event loop; throws `Failure` unless it exits with status 0.
    package func send(_ message: MailMessage, date: Date = Date()) async throws {
        let input = Data(message.rendered(date: date, messageID: RandomToken.make(bytes: 18)).utf8)
        let arguments = ["-t", "-i", "-f", message.envelopeFrom]
        let executable = executable, timeout = timeout
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
            // Not one of Dispatch's shared threads: when they are all busy, the send (and its
            // timeout) would wait for one.
            Thread.detachNewThread {
                done.resume(with: Result { try Self.run(executable, arguments, input: input, timeout: timeout) })
            }
        }
    }

    /// The executable for a name given on the command line: a path as it is, a bare name
    /// looked up on PATH; nil when there is no such program.
    package static func resolve(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// posix_spawn and waitpid rather than Foundation's Process, which on Linux learns that a
    /// program ended only once every process it started has ended too (a wrapper script's
    /// children included), so a timeout could not stop it. The program runs in a process group
    /// of its own, and the timeout stops the whole group.
    private static func run(_ executable: String, _ arguments: [String], input: Data, timeout: TimeInterval) throws {
        // A program that exits without reading its input must not take the server down with it.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        // Only the program gets the read end (as its stdin), and nothing else spawned keeps either.
        guard pipe(&ends) == 0 else { throw Failure(description: "could not make a pipe: \(errorText(errno))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // What it says goes to a file, so nothing waits on a pipe that a process it started may
        // hold open after it has gone.
        let saidPath = FileManager.default.temporaryDirectory.appendingPathComponent("pantrix-mail-\(RandomToken.make(bytes: 9)).err").path
        let said = open(saidPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard said >= 0 else {
            close(ends[0]); close(ends[1])
            throw Failure(description: "could not make \(saidPath) for \(executable)'s messages: \(errorText(errno))")
        }
        defer {
            close(said)
            unlink(saidPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, said, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        // Default handling in the program for what the server ignores: SIGPIPE, and SIGTERM and
        // SIGINT, which the server's own graceful shutdown sets to be ignored (it watches them
        // another way) — inherited, they would make the timeout's SIGTERM do nothing.
        for number in [SIGPIPE, SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, number) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        // "Text file busy": a script being written just now, or still open in a child another
        // thread is starting; a moment later it can run.
        for _ in 1...5 where spawned == ETXTBSY {
            usleep(50_000)
            spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            throw Failure(description: "could not start \(executable): \(errorText(spawned))")
        }
        let group = ProcessGroup(pid)
        // A thread of its own for the deadline: Dispatch's shared threads can all be busy (this
        // very write blocks one until the program reads), and then a timer there fires late.
        Thread.detachNewThread {
            for (wait, number) in [(timeout, SIGTERM), (5, SIGKILL)] {
                let deadline = Date().addingTimeInterval(wait)
                while Date() < deadline {
                    if group.isDone { return }
                    usleep(50_000)
                }
                group.signal(number)
            }
        }
        var writeError: Int32 = 0
        input.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(ends[1], bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { writeError = errno; break }
                offset += written
            }
        }
        close(ends[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let stopped = group.ended()
        let message = String(decoding: FileManager.default.contents(atPath: saidPath) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let detail = message.isEmpty ? "" : ": " + String(message.suffix(500))
        let signal = status & 0x7f
        if signal != 0 {
            let late = stopped ? " (no answer within \(Int(timeout)) s)" : ""
            throw Failure(description: "\(executable) was stopped by signal \(signal)\(late)\(detail)")
        }
        let exitStatus = (status >> 8) & 0xff
        guard exitStatus == 0 else { throw Failure(description: "\(executable) exited with status \(exitStatus)\(detail)") }
        if writeError != 0 {
            throw Failure(description: "\(executable) did not read the whole message: \(errorText(writeError))")
        }
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The mail program's process group, signalled by the timeout only while it hasn't been
/// waited for (after that its id may belong to someone else).
private final class ProcessGroup: Sendable {
    private let pid: pid_t
    /// (waited for, signalled by the timeout)
    private let state = Mutex((done: false, signalled: false))

    init(_ pid: pid_t) { self.pid = pid }

    func signal(_ number: Int32) {
        state.withLock { state in
            guard !state.done else { return }
            state.signalled = true
            kill(-pid, number)
        }
    }

    var isDone: Bool { state.withLock { $0.done } }

    /// Marks it waited for; true when the timeout had signalled it.
    func ended() -> Bool {
        state.withLock { state in
            state.done = true
            return state.signalled
        }
    }
}
