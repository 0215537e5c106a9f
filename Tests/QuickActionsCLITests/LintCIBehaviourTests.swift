import Foundation
import QuickActionLint
import Testing

/// `lint` as SwiftLint users script it in CI (issue 29, part 2): `--strict` and `--lenient` change the severity
/// every reporter writes, not only the exit code; `--quiet` leaves warnings and errors; a note about missing
/// optional data appears once, and only when something went unchecked.
@Suite("lint in CI: strict, lenient, quiet")
struct LintCIBehaviourTests {
    /// An app with one warning (title case) and one error (an empty title).
    func makeApp() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-ci-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("Tally")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Tally</string>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>com.example.tally.count</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>new count</string>
            \t\t\t<key>UIApplicationShortcutItemIconType</key>
            \t\t\t<string>UIApplicationShortcutIconTypeAdd</string>
            \t\t</dict>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>com.example.tally.empty</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string></string>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        try Data(plist.utf8).write(to: app.appendingPathComponent("Info.plist"))
        return folder
    }

    @Test(
        "--strict writes every finding as an error in every reporter and fails; --lenient writes warnings and passes",
        arguments: Reporters.all.map { $0.identifier })
    func severities(reporter: String) throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let normal = try CommandRunner.run(["lint", "Tally", "--reporter", reporter], in: folder)
        let strict = try CommandRunner.run(["lint", "Tally", "--reporter", reporter, "--strict"], in: folder)
        let lenient = try CommandRunner.run(["lint", "Tally", "--reporter", reporter, "--lenient"], in: folder)
        #expect((normal.status, strict.status, lenient.status) == (1, 1, 0))
        // Each reporter writes the severity: the warning's line changes under --strict, the error's under --lenient.
        #expect(strict.standardOutput != normal.standardOutput, "\(reporter) --strict wrote the same report")
        #expect(lenient.standardOutput != normal.standardOutput, "\(reporter) --lenient wrote the same report")
        #expect(strict.standardOutput != lenient.standardOutput)
    }

    @Test("In the xcode report, --strict leaves no warning: line and --lenient no error: line")
    func xcodeWords() throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strict = try CommandRunner.run(["lint", "Tally", "--strict"], in: folder).standardOutput
        let lenient = try CommandRunner.run(["lint", "Tally", "--lenient"], in: folder).standardOutput
        #expect(strict.contains(": error: ") && !strict.contains(": warning: "), "\(strict)")
        #expect(lenient.contains(": warning: ") && !lenient.contains(": error: "), "\(lenient)")
    }

    @Test("--strict with --lenient, or --quiet with --verbose, is a usage error")
    func exclusive() throws {
        let both = try CommandRunner.run(["lint", "Examples/PluginDemo", "--strict", "--lenient"])
        #expect(both.status == 2 && both.standardError.contains("--strict and --lenient cannot be used together"))
        let loud = try CommandRunner.run(["lint", "Examples/PluginDemo", "--quiet", "--verbose"])
        #expect(loud.status == 2 && loud.standardError.contains("--quiet and --verbose cannot be used together"))
    }

    @Test("--verbose says what was read and linted, as debug lines; without it there are none")
    func verbose() throws {
        let lint = try CommandRunner.run(["lint", "Examples/Chirp", "--verbose"])
        #expect(lint.standardError.contains("debug: linted Examples/Chirp in "), "\(lint.standardError)")
        let menu = try CommandRunner.run(["menu", "Examples/Chirp", "--verbose"])
        #expect(menu.standardError.contains("debug: read “Chirp” from Examples/Chirp/Chirp.xcodeproj/project.pbxproj"))
        #expect(!(try CommandRunner.run(["menu", "Examples/Chirp"]).standardError.contains("debug:")))
    }

    @Test(
        "Without a symbols catalog: one note when the app names SF Symbols, none when it names none, none with --quiet")
    func catalogNote() throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Tally names no symbol: nothing went unchecked, so nothing to say.
        let plain = try CommandRunner.run(
            ["lint", "Tally"], in: folder, environment: ["QUICKACTIONS_SYMBOLS_CATALOG": ""])
        #expect(!plain.standardError.contains("SF Symbols"), "\(plain.standardError)")
        let plist = folder.appendingPathComponent("Tally/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8).replacingOccurrences(
            of: "<string>UIApplicationShortcutIconTypeAdd</string>",
            with:
                "<string>UIApplicationShortcutIconTypeAdd</string>\n\t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>\n\t\t\t<string>plus</string>"
        )
        try Data(text.utf8).write(to: plist)
        let named = try CommandRunner.run(
            ["lint", "Tally"], in: folder, environment: ["QUICKACTIONS_SYMBOLS_CATALOG": ""])
        let notes = named.standardError.split(separator: "\n").filter { $0.contains("SF Symbols catalog") }
        #expect(
            notes == [
                "note: no SF Symbols catalog found; 1 SF Symbol name was not checked (set symbols_catalog or QUICKACTIONS_SYMBOLS_CATALOG)"
            ], "\(named.standardError)")
        let quiet = try CommandRunner.run(
            ["lint", "Tally", "--quiet"], in: folder, environment: ["QUICKACTIONS_SYMBOLS_CATALOG": ""])
        #expect(!quiet.standardError.contains("note:"), "\(quiet.standardError)")
        #expect(quiet.standardOutput == named.standardOutput)
    }
}
