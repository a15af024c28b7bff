import TemplateSamples
import Foundation
import Testing
import Templates
@testable import TemplateSamples

/// Every page's whole HTML from its samples, kept as files in `Snapshots/` and reviewed with the
/// code: a change to a page's markup shows up in the diff, and a page that loses part of its
/// markup fails here. After a deliberate change, `PANTRIX_RECORD_SNAPSHOTS=1 swift test --filter
/// PageSnapshotTests` writes the new files; review them with `git diff` and commit them.
@Suite struct PageSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let recording = ProcessInfo.processInfo.environment["PANTRIX_RECORD_SNAPSHOTS"] == "1"

    @Test(arguments: PageSamples.all.map(\.name))
    func pageMatchesItsSnapshot(_ name: String) throws {
        let html = try #require(PageSamples.named(name)).html()
        let file = Self.folder.appendingPathComponent(name + ".html")
        guard !Self.recording, let kept = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try html.write(to: file, atomically: true, encoding: .utf8)
            if !Self.recording { Issue.record("\(name): no snapshot yet; wrote \(file.lastPathComponent), review and commit it") }
            return
        }
        guard kept != html else { return }
        let keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = html.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(keptLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(keptLines.count, newLines.count)
        func line(_ lines: [Substring]) -> String { first < lines.count ? String(lines[first].prefix(300)) : "(end of page)" }
        Issue.record("""
            \(name) differs from Snapshots/\(name).html at line \(first + 1) (\(keptLines.count) lines kept, \(newLines.count) now):
              kept: \(line(keptLines))
              now:  \(line(newLines))
            If the change is meant, record again: PANTRIX_RECORD_SNAPSHOTS=1 swift test --filter PageSnapshotTests
            """)
    }

    /// No snapshot is left over from a page or sample that is gone.
    @Test func everySnapshotHasItsSample() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".html") }
        let names = Set(PageSamples.all.map { $0.name + ".html" })
        #expect(Set(files).subtracting(names).isEmpty, "snapshots without a sample: \(Set(files).subtracting(names).sorted())")
    }
}
