import Foundation
import Testing

/// Issue 31: settings from outside the checkout. `--xcconfig FILE` applies over every configuration as
/// `xcodebuild -xcconfig` does; a variable no setting defines is named with the files that could supply it; and
/// `export` refuses to write an unresolved value into another platform's files.
@Suite("Settings from outside the checkout")
struct SettingsFromOutsideTests {
    /// The Quill fixture, its second item's type built from `$(QUILL_PREFIX)`, with a template that sets it.
    func makeProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-xcconfig-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent(
                "Tests/XcodeProjectTests/Fixtures/Projects/IncludedXcconfig"),
            to: folder)
        let plist = folder.appendingPathComponent("Quill/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "com.example.quill.open-recent", with: "$(QUILL_PREFIX).open-recent").utf8
        ).write(to: plist)
        try Data("// Copied by the setup script.\nQUILL_PREFIX[config=Release] = com.example.quill\n".utf8).write(
            to: folder.appendingPathComponent("Config/Brand.xcconfig.template"))
        try Data("QUILL_PREFIX = org.example.quill\n".utf8).write(to: folder.appendingPathComponent("ci.xcconfig"))
        return folder
    }

    @Test("An undefined variable is noted with the files that set it; --xcconfig supplies it")
    func xcconfigSuppliesVariable() throws {
        let folder = try makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let without = try CommandRunner.run(["menu", ".", "--no-measure"], in: folder)
        #expect(without.standardOutput.contains("$(QUILL_PREFIX)"))
        #expect(without.standardOutput.contains("pass --xcconfig FILE"))
        #expect(without.standardOutput.contains("Config/Brand.xcconfig.template"))
        #expect(without.standardOutput.contains("ci.xcconfig"))
        let with = try CommandRunner.run(["menu", ".", "--no-measure", "--xcconfig", "ci.xcconfig"], in: folder)
        #expect(with.status == 0, "\(with.standardError)")
        #expect(with.standardOutput.contains("org.example.quill.open-recent"))
        #expect(!with.standardOutput.contains("QUILL_PREFIX"))
        // A name that is still a variable is marked, never passed off as the name.
        let config = folder.appendingPathComponent("Config/Base.xcconfig")
        let base = try String(contentsOf: config, encoding: .utf8)
        try Data(
            base.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("APP_DISPLAY_NAME") }
                .joined(separator: "\n").utf8
        ).write(to: config)
        let unnamed = try CommandRunner.run(["menu", ".", "--no-measure"], in: folder)
        #expect(
            unnamed.standardOutput.hasPrefix("$(APP_DISPLAY_NAME) (unresolved build variable: pass --xcconfig FILE)"),
            "\(unnamed.standardOutput)")
        let missing = try CommandRunner.run(["menu", ".", "--xcconfig", "nowhere.xcconfig"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("nowhere.xcconfig: cannot read the file"))
    }

    @Test("export refuses an unresolved item type, and writes once --xcconfig resolves it")
    func exportRefusesUnresolved() throws {
        let folder = try makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try CommandRunner.run(["export", ".", "--to", "android", "--output", "out"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("$(QUILL_PREFIX)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        let written = try CommandRunner.run(
            ["export", ".", "--to", "android", "--output", "out", "--xcconfig", "ci.xcconfig"], in: folder)
        #expect(written.status == 0, "\(written.standardError)")
        let xml = try String(
            contentsOf: folder.appendingPathComponent("out/res/xml/shortcuts.xml"), encoding: .utf8)
        #expect(!xml.contains("$("))
    }
}
