import Foundation
import Testing

/// `quickactions lint --fix`: mechanical findings fixed by editing only the bytes of their values, a dry run that
/// prints a unified diff, and binary property lists refused with a clear line (issue 18, part 2).
@Suite("lint --fix")
struct FixTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Notes</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.notes.search</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>search notes</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.notes.export</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Export &amp; Share...</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeShare</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    static let swift = """
        import UIKit

        enum Shortcuts {
            static func register() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(
                        type: "com.example.notes.hike",   // keep this comment and spacing
                        localizedTitle: "🏔 Start Hike", localizedSubtitle: nil,
                        icon: UIApplicationShortcutIcon(type: .compose), userInfo: nil),
                ]
            }
        }

        """

    func makeApp() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-fix-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("Notes")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Self.infoPlist.utf8).write(to: app.appendingPathComponent("Info.plist"))
        try Data(Self.swift.utf8).write(to: app.appendingPathComponent("Shortcuts.swift"))
        return folder
    }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("--fix changes only the values, and the app then lints clean for those rules")
    func fixes() throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try CommandRunner.run(["lint", "Notes"], in: folder)
        for rule in ["title_case", "ascii_ellipsis", "emoji_in_text"] {
            #expect(before.standardOutput.contains("(\(rule))"), "\(rule): \(before.standardOutput)")
        }
        let fixed = try CommandRunner.run(["lint", "Notes", "--fix"], in: folder)
        #expect(fixed.standardError.contains("note: fixed 3 findings in 2 files"), "\(fixed.standardError)")
        for rule in ["title_case", "ascii_ellipsis", "emoji_in_text"] {
            #expect(!fixed.standardOutput.contains("(\(rule))"), "\(rule): \(fixed.standardOutput)")
        }
        // Byte for byte the original with the three values changed (the XML escape kept, nothing reformatted).
        let plist = try text(folder.appendingPathComponent("Notes/Info.plist"))
        #expect(
            plist
                == Self.infoPlist.replacingOccurrences(of: ">search notes<", with: ">Search Notes<")
                .replacingOccurrences(of: "Export &amp; Share...", with: "Export &amp; Share…"))
        #expect(
            try text(folder.appendingPathComponent("Notes/Shortcuts.swift"))
                == Self.swift.replacingOccurrences(of: "\"🏔 Start Hike\"", with: "\"Start Hike\""))
        // Nothing is left to fix: a second run changes nothing.
        let again = try CommandRunner.run(["lint", "Notes", "--fix"], in: folder)
        #expect(again.standardError.contains("note: fixed 0 findings in 0 files"))
    }

    @Test("--fix --dry-run prints a unified diff and changes nothing")
    func dryRun() throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["lint", "Notes", "--fix", "--dry-run"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("--- a/Notes/Info.plist\n+++ b/Notes/Info.plist\n@@ -10,7 +10,7 @@\n"))
        #expect(
            result.standardOutput.contains(
                "-\t\t\t<string>search notes</string>\n+\t\t\t<string>Search Notes</string>\n"))
        #expect(result.standardOutput.contains("--- a/Notes/Shortcuts.swift\n"))
        #expect(result.standardError.contains("3 fixes in 2 files would be made (--dry-run: nothing changed)"))
        #expect(try text(folder.appendingPathComponent("Notes/Info.plist")) == Self.infoPlist)
        #expect(try text(folder.appendingPathComponent("Notes/Shortcuts.swift")) == Self.swift)
    }

    @Test("A binary Info.plist is refused with a clear line and left as it was")
    func binaryPlist() throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Notes/Info.plist")
        let value = try PropertyListSerialization.propertyList(from: Data(Self.infoPlist.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        try binary.write(to: url)
        let result = try CommandRunner.run(["lint", "Notes", "--fix"], in: folder)
        #expect(
            result.standardError.contains(
                "not fixed (title_case): a binary property list; --fix edits XML ones (convert it with plutil -convert xml1"
            ),
            "\(result.standardError)")
        #expect(try Data(contentsOf: url) == binary)
    }

    @Test("--dry-run alone is a usage error")
    func dryRunAlone() throws {
        let result = try CommandRunner.run(["lint", "Examples", "--dry-run"])
        #expect(result.status == 2 && result.standardError.hasPrefix("Error: --dry-run goes with --fix"))
    }
}
