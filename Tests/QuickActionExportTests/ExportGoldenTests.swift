import Foundation
import QuickActionExport
import QuickActionKit
import SnapshotTesting
import Testing

/// Every format's files for every example app, as reviewed golden text in `Golden/` (one file per app and format,
/// each exported file under a `=== path ===` line, then the notes). Re-record after review with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ExportGoldenTests`.
@Suite("Export goldens")
struct ExportGoldenTests {
    @Test("each example app in each format", arguments: ExportFixtures.examples, ExportFormat.allCases)
    func golden(example: String, format: ExportFormat) throws {
        let result = try Exporter.export(try ExportFixtures.set(example), to: format, options: ExportFixtures.options)
        var text = result.files.map { "=== \($0.path) ===\n\($0.contents)" }.joined(separator: "\n")
        text += "\n=== notes ===\n" + result.notes.map(\.description).joined(separator: "\n") + "\n"
        var strategy = Snapshotting<String, String>.lines
        strategy.pathExtension = "txt"
        if let failure = verifySnapshot(
            of: text, as: strategy, named: "\(example)-\(format.rawValue)",
            snapshotDirectory: ExportFixtures.packageRoot + "/Tests/QuickActionExportTests/Golden", testName: "export")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
