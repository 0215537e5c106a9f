import Foundation
import Testing

/// `lint --fix` never loses anything (issue 29, part 1): a fix changes the text where people read it (the
/// development language's table), never a key other tables look up; two fixes of one text are made in one run; and
/// every `--dry-run` diff applies with `git apply`, whether the file ends with a newline or not.
@Suite("lint --fix keeps translations")
struct FixSafetyTests {
    /// An Info.plist with one item whose title is `title` (the lookup key of `InfoPlist.strings`).
    static func infoPlist(title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Logbook</string>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>en</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.logbook.find</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>\(title)</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    }

    static let german = "\"find entries...\" = \"Einträge suchen\";\n"

    /// A folder holding the app `Logbook` with `files` (paths relative to the app).
    func makeApp(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-fixsafe-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent("Logbook").appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Logbook/\(path)"), encoding: .utf8)
    }

    @Test("A title that is only a key, translated in German, is not fixed, and the note says why")
    func keyOnlyTitleIsLeftAlone() throws {
        let folder = try makeApp([
            "Info.plist": Self.infoPlist(title: "find entries..."), "de.lproj/InfoPlist.strings": Self.german,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let germanMenu = try CommandRunner.run(["menu", "Logbook", "--locale", "de"], in: folder)
        #expect(germanMenu.standardOutput.contains("Einträge suchen"), "\(germanMenu.standardOutput)")
        let fixed = try CommandRunner.run(["lint", "Logbook", "--fix"], in: folder)
        #expect(
            fixed.standardError.contains(
                "not fixed (title_case): “find entries...” is also the key that the de InfoPlist tables look up"),
            "\(fixed.standardError)")
        #expect(
            fixed.standardError.contains(
                "give “find entries...” an entry with the corrected text in the development language's InfoPlist table")
        )
        #expect(fixed.standardError.contains("note: fixed 0 findings in 0 files"))
        #expect(try text(folder, "Info.plist") == Self.infoPlist(title: "find entries..."))
        #expect(try text(folder, "de.lproj/InfoPlist.strings") == Self.german)
        let after = try CommandRunner.run(["menu", "Logbook", "--locale", "de"], in: folder)
        #expect(after.standardOutput == germanMenu.standardOutput)
    }

    @Test("With a development-language entry, the fix changes its value only: both fixes in one run, German kept")
    func developmentTableValueIsFixed() throws {
        let english = "/* The search item. */\n\"find entries...\" = \"find entries...\";\n"
        let folder = try makeApp([
            "Info.plist": Self.infoPlist(title: "find entries..."), "de.lproj/InfoPlist.strings": Self.german,
            "en.lproj/InfoPlist.strings": english,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let germanMenu = try CommandRunner.run(["menu", "Logbook", "--locale", "de"], in: folder)
        let fixed = try CommandRunner.run(["lint", "Logbook", "--fix"], in: folder)
        #expect(fixed.standardError.contains("note: fixed 2 findings in 1 file"), "\(fixed.standardError)")
        #expect(!fixed.standardOutput.contains("(title_case)") && !fixed.standardOutput.contains("(ascii_ellipsis)"))
        #expect(
            try text(folder, "en.lproj/InfoPlist.strings")
                == "/* The search item. */\n\"find entries...\" = \"Find Entries…\";\n")
        #expect(try text(folder, "Info.plist") == Self.infoPlist(title: "find entries..."))
        #expect(try text(folder, "de.lproj/InfoPlist.strings") == Self.german)
        #expect(
            try CommandRunner.run(["menu", "Logbook", "--locale", "de"], in: folder).standardOutput
                == germanMenu.standardOutput)
        // The fixed point: nothing is left for a second run.
        let again = try CommandRunner.run(["lint", "Logbook", "--fix"], in: folder)
        #expect(again.standardError.contains("note: fixed 0 findings in 0 files"), "\(again.standardError)")
    }

    @Test("A String(localized:) key that another language translates is not rewritten in the Swift file")
    func localizedSwiftKeyIsLeftAlone() throws {
        let swift = """
            import UIKit

            enum Shortcuts {
                static func register() {
                    UIApplication.shared.shortcutItems = [
                        UIApplicationShortcutItem(
                            type: "com.example.logbook.new", localizedTitle: String(localized: "new entry"),
                            localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .add), userInfo: nil),
                    ]
                }
            }

            """
        let germanTable = "\"new entry\" = \"Neuer Eintrag\";\n"
        let folder = try makeApp([
            "Info.plist": Self.infoPlist(title: "Find Entries"), "Shortcuts.swift": swift,
            "de.lproj/Localizable.strings": germanTable,
            "de.lproj/InfoPlist.strings": "\"Find Entries\" = \"Suchen\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = try CommandRunner.run(["lint", "Logbook", "--fix"], in: folder)
        #expect(
            fixed.standardError.contains(
                "not fixed (title_case): “new entry” is also the key that the de Localizable tables look up"),
            "\(fixed.standardError)")
        #expect(try text(folder, "Shortcuts.swift") == swift)
        #expect(try text(folder, "de.lproj/Localizable.strings") == germanTable)
    }

    @Test("An App Shortcut short title translated by key is fixed in the development language's table only")
    func appShortcutTitleInTable() throws {
        let swift = #"""
            import AppIntents

            struct LogbookShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: OpenRadioIntent(),
                        phrases: ["Open the radio in \(.applicationName)"],
                        shortTitle: "SHORT_RADIO",
                        systemImageName: "radio"
                    )
                }
            }

            """#
        let english = "\"SHORT_RADIO\" = \"Radio from the shortcuts app\";\n"
        let germanTable = "\"SHORT_RADIO\" = \"Radio aus der Kurzbefehle-App\";\n"
        let folder = try makeApp([
            "Info.plist": Self.infoPlist(title: "Find Entries"), "Shortcuts.swift": swift,
            "en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": germanTable,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = try CommandRunner.run(["lint", "Logbook", "--fix"], in: folder)
        #expect(!fixed.standardError.contains("not fixed (shortcuts_capitalization)"), "\(fixed.standardError)")
        #expect(
            try text(folder, "en.lproj/Localizable.strings")
                == "\"SHORT_RADIO\" = \"Radio from the Shortcuts app\";\n")
        #expect(try text(folder, "Shortcuts.swift") == swift)
        #expect(try text(folder, "de.lproj/Localizable.strings") == germanTable)
    }

    @Test("Every --dry-run diff applies with git apply, with and without a final newline", arguments: [true, false])
    func dryRunDiffApplies(finalNewline: Bool) throws {
        // The title sits on the file's last lines, so the diff's hunk reaches the end of the file.
        let english = "\"Find Entries\" = \"search...\";" + (finalNewline ? "\n" : "")
        let folder = try makeApp([
            "Info.plist": Self.infoPlist(title: "Find Entries"), "en.lproj/InfoPlist.strings": english,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dryRun = try CommandRunner.run(["lint", "Logbook", "--fix", "--dry-run"], in: folder)
        #expect(dryRun.standardOutput.contains("+\"Find Entries\" = \"Search…\";"), "\(dryRun.standardOutput)")
        #expect(dryRun.standardOutput.contains("\\ No newline at end of file") == !finalNewline)
        let patch = folder.appendingPathComponent("fix.diff")
        try Data(dryRun.standardOutput.utf8).write(to: patch)
        let applied = try Self.git(["apply", "--unsafe-paths", "-v", patch.path], in: folder)
        #expect(applied.status == 0, "git apply: \(applied.output)\n\(dryRun.standardOutput)")
        #expect(
            try text(folder, "en.lproj/InfoPlist.strings")
                == english.replacingOccurrences(of: "search...", with: "Search…"))
    }

    /// Runs `git` (outside any repository, as `git apply` works on plain folders).
    static func git(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Issue 34: the fix replaced the first `new message` on the line, which was the item's type.
    @Test("A title written after a type of the same text is fixed, the type is kept, and --dry-run shows just that")
    func typeWithTheTitlesText() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>Logbook</string><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>new entry</string><key>UIApplicationShortcutItemTitle</key><string>new entry</string><key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeAdd</string></dict></array></dict></plist>

            """
        let swift = """
            import UIKit
            func register() {
                UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "open log", localizedTitle: "open log")]
            }

            """
        let folder = try makeApp(["Info.plist": plist, "Shortcuts.swift": swift])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dryRun = try CommandRunner.run(["lint", folder.path, "--fix", "--dry-run"])
        #expect(
            dryRun.standardOutput.contains(
                "<string>new entry</string><key>UIApplicationShortcutItemTitle</key><string>New Entry</string>"))
        #expect(dryRun.standardOutput.contains(#"type: "open log", localizedTitle: "Open Log""#))
        _ = try CommandRunner.run(["lint", folder.path, "--fix"])
        #expect(
            try text(folder, "Info.plist").contains(
                "<string>new entry</string><key>UIApplicationShortcutItemTitle</key><string>New Entry</string>"))
        #expect(try text(folder, "Shortcuts.swift").contains(#"type: "open log", localizedTitle: "Open Log""#))
    }
}
