import Foundation
import Testing

@Suite("quickactions lint: exit codes and configuration")
struct LintCommandTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Warnings exit 0, --strict makes them exit 1, errors exit 1")
    func exitCodes() throws {
        #expect(try CommandRunner.run(["lint", "Examples"]).status == 0)
        #expect(try CommandRunner.run(["lint", "Examples", "--strict"]).status == 1)
        let malformed = try CommandRunner.run(["lint", "Tests/AppProjectTests/Fixtures/plists/Malformed.plist"])
        #expect(malformed.status == 1)
        #expect(malformed.standardOutput.contains("Malformed.plist:11:13: error: malformed XML property list"))
        #expect(malformed.standardOutput.contains("(unreadable_file)"))
    }

    @Test("A configuration error names the file and line and exits 2")
    func configurationError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("q.yml").path
        try Data("disabled_rules: [title_case]\nseveritys: {}\n".utf8).write(to: URL(fileURLWithPath: config))
        let result = try CommandRunner.run(["lint", "Examples", "--config", config])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: \(config):2: unknown key 'severitys'"))
    }

    @Test("Configuration disables rules and overrides severities; the baseline leaves known findings aside")
    func configurationAndBaseline() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("q.yml").path
        try Data("disabled_rules: [too_many_quick_actions]\nseverity: {title_truncated: error}\n".utf8)
            .write(to: URL(fileURLWithPath: config))
        let configured = try CommandRunner.run(["lint", "Examples", "--config", config])
        #expect(!configured.standardOutput.contains("too_many_quick_actions"))
        #expect(configured.standardOutput.contains("error: In de, the title"))
        #expect(configured.status == 1)
        let baseline = folder.appendingPathComponent("baseline.json").path
        _ = try CommandRunner.run(["lint", "Examples", "--write-baseline", baseline])
        let quiet = try CommandRunner.run(["lint", "Examples", "--baseline", baseline, "--strict"])
        #expect(quiet.standardOutput.isEmpty)
        #expect(quiet.status == 0)
    }

    @Test("The nearest .quickactions.yml refines the current folder's; a comment in Info.plist silences its line")
    func nestedConfigurationAndPlistSuppression() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = folder.appendingPathComponent("Demo")
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Examples/PluginDemo"), to: demo)
        try Data("severity: {title_case: error}\n".utf8)
            .write(to: folder.appendingPathComponent(".quickactions.yml"))
        // The root configuration applies: “search notes” is an error, at the path from the current folder.
        let rooted = try CommandRunner.run(["lint", "Demo"], in: folder)
        #expect(rooted.standardOutput.contains("Demo/PluginDemo/Info.plist:25:4: error: The title “search notes”"))
        #expect(rooted.status == 1)
        // A nested file refines it for the files below.
        try Data("severity: {title_case: warning}\n".utf8)
            .write(to: demo.appendingPathComponent("PluginDemo/.quickactions.yml"))
        let nested = try CommandRunner.run(["lint", "Demo"], in: folder)
        #expect(nested.standardOutput.contains("Info.plist:25:4: warning: The title “search notes”"))
        #expect(nested.status == 0)
        // A comment on the line before silences it.
        let plist = demo.appendingPathComponent("PluginDemo/Info.plist")
        var lines = try String(contentsOf: plist, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("\t\t\t<!-- quickactions:disable:next title_case -->", at: 24)
        try Data(lines.joined(separator: "\n").utf8).write(to: plist)
        let silenced = try CommandRunner.run(["lint", "Demo"], in: folder)
        #expect(!silenced.standardOutput.contains("title_case"), "\(silenced.standardOutput)")
    }

    @Test("quickactions rules ID prints the rule's generated page")
    func rulePage() throws {
        let result = try CommandRunner.run(["rules", "phrase_missing_app_name"])
        let page = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent(
                "Documentation/rules/phrase_missing_app_name.md"),
            encoding: .utf8)
        #expect(result.standardOutput == page)
    }
}
