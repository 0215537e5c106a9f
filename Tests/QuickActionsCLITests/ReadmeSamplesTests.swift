import Foundation
import Testing

/// The README shows real output of the tool; this test fails when a change makes it stale.
@Suite("README samples match the tool")
struct ReadmeSamplesTests {
    @Test(
        "Each sample in the README is what the command prints",
        arguments: [
            ["menu", "Examples/Chirp"],
            ["launch", "Examples/Chirp", "--item", "com.example.chirp.open-conversation", "--warm"],
            ["siri", "Examples/Brewlog", "Examples/Chirp", "Log a V60 in Brewlog"],
            ["lint", "Examples"],
        ])
    func sample(_ arguments: [String]) throws {
        let readme = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(readme.contains("```\n" + result.standardOutput + "```"), "README sample of \(arguments) is stale")
    }
}
