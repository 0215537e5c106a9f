import Foundation
import Testing

/// Issue 31: `lint` of a project with several app targets that share files reports a finding in a shared file once,
/// naming the targets it is for, in the text and the JSON.
@Suite("Lint of several app targets")
struct SeveralTargetsLintTests {
    /// The TwoApps fixture, whose AppDelegate both targets build, with a `performActionFor` that never completes.
    func makeProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-targets-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Tests/XcodeProjectTests/Fixtures/Projects/TwoApps"),
            to: folder)
        let delegate = folder.appendingPathComponent("Shared/AppDelegate.swift")
        let text = try String(contentsOf: delegate, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "completionHandler(handle(shortcutItem))", with: "_ = handle(shortcutItem)"
            ).utf8
        ).write(to: delegate)
        return folder
    }

    @Test("A finding in the shared AppDelegate is one line naming both targets; a target's own file names it alone")
    func sharedFileOnce() throws {
        let folder = try makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try CommandRunner.run(["lint", "."], in: folder).standardOutput
        let shared = text.split(separator: "\n").filter { $0.contains("completion_handler_not_called") }
        #expect(shared.count == 1, "\(text)")
        #expect(shared.first?.hasPrefix("Shared/AppDelegate.swift:") == true)
        #expect(shared.first?.hasSuffix("(completion_handler_not_called) [Sundial, Sundial Pro]") == true)
        #expect(text.contains("SundialPro/Edition.swift:14:13: warning:"))
        #expect(text.contains("(unlocalized_title) [Sundial Pro]"))

        let json = try CommandRunner.run(["lint", ".", "--reporter", "json"], in: folder).standardOutput
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let completion = entries.filter { $0["rule_id"] as? String == "completion_handler_not_called" }
        #expect(completion.count == 1)
        #expect(completion.first?["targets"] as? [String] == ["Sundial", "Sundial Pro"])
    }
}
