import Foundation
import Testing

/// Help and completion offer only what the commands accept (issue 29, part 4): every value `--help` lists for an
/// option is taken (not refused as a usage error), and the completion scripts know the reporters, the rule ids
/// and, as people type, the locales of the app named on the command line.
@Suite("Honest help and completion")
struct HonestHelpTests {
    /// The arguments each command needs besides the option under test, so that only that option can be refused.
    static func prefix(of command: String, scratch: URL) -> [String]? {
        switch command {
        case "menu", "shortcuts", "lint": [command, "Examples/Chirp"]
        case "launch": ["launch", "Examples/Chirp", "--item", "com.example.chirp.new-message"]
        case "siri": ["siri", "Examples/Brewlog", "start a brew timer in Brewlog"]
        // No extension: the format comes from --format (the last one given wins, so --format png is tested too).
        case "preview":
            ["preview", "Examples/Chirp", "-o", scratch.appendingPathComponent("menu").path, "--format", "svg"]
        case "export": ["export", "Examples/Chirp", "--to", "android", "-o", scratch.appendingPathComponent("x").path]
        case "import": ["import", scratch.appendingPathComponent("none.xml").path, "--into", "Examples/Chirp"]
        default: nil  // serve would start a server; rules has no option with values
        }
    }

    @Test("Every value --help lists for an option is accepted by its command")
    func listedValuesAreAccepted() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-help-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try CommandRunner.run(["--experimental-dump-help"])
        let tool = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
        let root = try #require(tool["command"] as? [String: Any])
        var checked = 0
        for command in root["subcommands"] as? [[String: Any]] ?? [] {
            let name = command["commandName"] as? String ?? ""
            guard let prefix = Self.prefix(of: name, scratch: scratch) else { continue }
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                guard let values = argument["allValues"] as? [String],
                    let names = argument["names"] as? [[String: Any]],
                    let long = names.first(where: { $0["kind"] as? String == "long" })?["name"] as? String
                else { continue }
                for value in values {
                    let result = try CommandRunner.run(prefix + ["--\(long)", value])
                    // A usage error ends with where to read the command's help; nothing else does.
                    #expect(
                        !result.standardError.contains("--help'"),
                        "\(name) --\(long) \(value) is listed but refused: \(result.standardError)")
                    checked += 1
                }
            }
        }
        #expect(checked > 40, "only \(checked) listed values were found")
    }

    @Test("The bash completion knows the reporters and rule ids; the locales come from the app being named")
    func completions() throws {
        let script = try CommandRunner.run(["--generate-completion-script", "bash"]).standardOutput
        #expect(script.contains("codeclimate") && script.contains("superfluous_disable_command"))
        #expect(script.contains("---completion menu -- --locale"))
        // What the script runs as people type `quickactions menu Examples/Trailmix --locale <TAB>`.
        let locales = try CommandRunner.run([
            "---completion", "menu", "--", "--locale", "4", "0", "quickactions", "menu", "Examples/Trailmix",
            "--locale", "",
        ])
        #expect(locales.standardOutput.split(separator: "\n").first == "en")
        #expect(locales.standardOutput.split(separator: "\n").contains("de"), "\(locales.standardOutput)")
        let noApp = try CommandRunner.run([
            "---completion", "menu", "--", "--locale", "3", "0", "quickactions", "menu", "--locale", "",
        ])
        #expect(noApp.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}
