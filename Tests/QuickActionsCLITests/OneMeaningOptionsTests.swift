import Foundation
import Testing

/// One word for one meaning across the commands (issue 33): `--state` is the app's phase wherever it is shown, and
/// a launch's cold or warm start has its own option.
@Suite("Options mean one thing in every command")
struct OneMeaningOptionsTests {
    static let launch = ["launch", "Examples/Chirp", "--item", "com.example.chirp.open-conversation"]

    @Test("Every --state that --help shows takes the app's phases")
    func stateIsThePhase() throws {
        let dump = try CommandRunner.run(["--experimental-dump-help"])
        let tool = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
        let root = try #require(tool["command"] as? [String: Any])
        var shown: [String] = []
        for command in root["subcommands"] as? [[String: Any]] ?? [] {
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                let names = argument["names"] as? [[String: Any]] ?? []
                guard names.contains(where: { $0["name"] as? String == "state" }),
                    argument["shouldDisplay"] as? Bool != false
                else { continue }
                let name = command["commandName"] as? String ?? ""
                if let values = argument["allValues"] as? [String] {
                    #expect(Set(values).isSubset(of: ["installed", "launched", "updated"]), "\(name): \(values)")
                    shown.append(name)
                }
            }
        }
        #expect(Set(shown).isSuperset(of: ["menu", "preview", "siri", "shortcuts"]), "\(shown)")
        #expect(!shown.contains("launch"))
    }

    @Test("--warm starts the launch from the background; the former --state warm still works and says so")
    func warm() throws {
        let warm = try CommandRunner.run(Self.launch + ["--warm"])
        #expect(warm.status == 0)
        #expect(warm.standardOutput.hasPrefix("Chirp · ") && warm.standardOutput.contains("warm (from the background)"))
        let cold = try CommandRunner.run(Self.launch)
        #expect(cold.standardOutput.contains("cold launch"))
        let former = try CommandRunner.run(Self.launch + ["--state", "warm"])
        #expect(former.standardOutput == warm.standardOutput)
        #expect(former.standardError.contains("--state warm is now --warm"))
        let contradiction = try CommandRunner.run(Self.launch + ["--state", "cold", "--warm"])
        #expect(contradiction.status == 2)
    }
}
