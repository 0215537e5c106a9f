import Foundation
import SnapshotTesting
import Testing

/// Golden outputs of `quickactions menu`, `launch`, `siri`, `shortcuts`, `lint` and `rules` on the bundled examples,
/// compared through swift-snapshot-testing with `Golden/golden.NAME`. Review changes to those files like code;
/// re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter MenuGoldenTests`.
@Suite("quickactions: golden outputs")
struct MenuGoldenTests {
    static let cases: [(name: String, arguments: [String])] = [
        ("chirp.txt", ["menu", "Examples/Chirp"]),
        ("chirp.json", ["menu", "Examples/Chirp", "--format", "json"]),
        ("chirp-installed.txt", ["menu", "Examples/Chirp", "--state", "installed"]),
        ("trailmix-he-row5.txt", ["menu", "Examples/Trailmix", "--locale", "he", "--column", "1", "--row", "5"]),
        (
            "trailmix-de-right.json",
            ["menu", "Examples/Trailmix", "--locale", "de", "--column", "4", "--format", "json"]
        ),
        (
            "brewlog-ipad-testflight.txt",
            ["menu", "Examples/Brewlog", "--device", "ipad", "--distribution", "testFlight"]
        ),
        (
            "brewlog-updated-dynamic.txt",
            [
                "menu", "Examples/Brewlog", "--state", "updated", "--dynamic",
                "Tests/QuickActionsCLITests/Golden/dynamic.json",
            ]
        ),
        (
            "launch-chirp-warm.json",
            [
                "launch", "Examples/Chirp", "--item", "com.example.chirp.open-conversation", "--warm",
                "--format", "json",
            ]
        ),
        (
            "launch-brewlog-ipad-windows.txt",
            [
                "launch", "Examples/Brewlog", "--item", "com.example.brewlog.favorite", "--window", "doc/*", "--window",
                "brewlog.recipes.*",
            ]
        ),
        (
            "launch-trailmix-app-delegate-false.txt",
            [
                "launch", "Examples/Trailmix", "--item", "com.example.trailmix.start-hike", "--shape", "app-delegate",
                "--launch-result", "false",
            ]
        ),
        ("siri-v60.txt", ["siri", "Examples/Brewlog", "Examples/Chirp", "Log a V60 in Brewlog"]),
        (
            "siri-default.json",
            [
                "siri", "Examples/Brewlog", "--default", "LogBrewIntent.method=espresso@5-11", "--hour", "8",
                "--format", "json", "log a brew in brewlog",
            ]
        ),
        ("siri-negative.txt", ["siri", "Examples/Brewlog", "Reset Brewlog"]),
        ("siri-no-match.txt", ["siri", "Examples/Brewlog", "Start the brew timer in Brewlog"]),
        ("siri-installed.txt", ["siri", "Examples/Brewlog", "--state", "installed", "Log a V60 in Brewlog"]),
        ("siri-ja.txt", ["siri", "Examples/Brewlog", "--locale", "ja", "BrewlogでPour Overを記録"]),
        ("shortcuts-brewlog.txt", ["shortcuts", "Examples/Brewlog"]),
        ("shortcuts-brewlog-fr.json", ["shortcuts", "Examples/Brewlog", "--locale", "fr", "--format", "json"]),
        ("preview-trailmix-de.txt", ["preview", "Examples/Trailmix", "--locale", "de", "--format", "txt"]),
        (
            "preview-trailmix-ar-dark.txt",
            ["preview", "Examples/Trailmix", "--locale", "ar", "--appearance", "dark", "--format", "txt"]
        ),
        (
            "preview-trailmix-ja-ax1.txt",
            ["preview", "Examples/Trailmix", "--locale", "ja", "--text-size", "AX1", "--format", "txt"]
        ),
        ("preview-chirp-column4.svg", ["preview", "Examples/Chirp", "--column", "4"]),
        ("lint-examples.txt", ["lint", "Examples"]),
        ("lint-examples.json", ["lint", "Examples", "--reporter", "json"]),
        ("lint-examples.sarif", ["lint", "Examples", "--reporter", "sarif"]),
        ("lint-examples-github.txt", ["lint", "Examples", "--reporter", "github-actions"]),
        ("lint-examples-summary.txt", ["lint", "Examples", "--reporter", "summary"]),
        ("rules.txt", ["rules"]),
    ]

    @Test("Output matches the reviewed golden file", arguments: cases.map(\.name))
    func golden(_ name: String) throws {
        let arguments = Self.cases.first { $0.name == name }!.arguments
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        // Only notes (lint: no SF Symbols catalog on this machine) may appear on standard error.
        #expect(result.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("note: ") })
        // SARIF names the linted folder by absolute URI; the clone's location is not part of the golden file.
        let root = CommandRunner.packageRoot.path
        let output = result.standardOutput.replacingOccurrences(of: "file://\(root)/", with: "file:///PACKAGE/")
        let golden = URL(fileURLWithPath: name)
        var format = Snapshotting<String, String>.lines
        format.pathExtension = golden.pathExtension
        if let failure = verifySnapshot(
            of: output, as: format, named: golden.deletingPathExtension().lastPathComponent,
            snapshotDirectory: CommandRunner.packageRoot.appendingPathComponent("Tests/QuickActionsCLITests/Golden")
                .path,
            testName: "golden")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
