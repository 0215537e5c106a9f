import Foundation
import Testing

/// Optional runtime data (issue 29, part 5): when the icon set the SF Symbol look-alikes are drawn from is missing,
/// the preview says so in one note naming the folder and what to install, instead of drawing placeholders silently.
@Suite("Missing runtime data")
struct RuntimeDataTests {
    @Test("Without Bootstrap Icons, preview draws placeholders and one note says what to install")
    func missingIcons() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("qa-icons-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let missing = try CommandRunner.run(
            ["preview", "Examples/Chirp", "-o", output.path], environment: ["QUICKACTIONS_ICONS": "/nonexistent/icons"])
        #expect(missing.status == 0, "\(missing.standardError)")
        let notes = missing.standardError.split(separator: "\n").filter { $0.contains("Bootstrap Icons") }
        #expect(notes.count == 1, "\(missing.standardError)")
        #expect(notes.first?.contains("not installed at /nonexistent/icons (install Debian's bootstrap-icons") == true)
        let installed = try CommandRunner.run(["preview", "Examples/Chirp", "-o", output.path])
        #expect(!installed.standardError.contains("not installed"), "\(installed.standardError)")
    }
}
