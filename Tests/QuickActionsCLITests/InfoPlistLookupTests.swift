import Foundation
import Testing

/// Issue 31: one lookup of localized Info.plist values, as iOS does it. `menu --locale de` and `lint` agree that a
/// key-like title the German table lacks shows raw in German, not in the development language's words.
@Suite("One lookup of Info.plist strings")
struct InfoPlistLookupTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleName</key><string>Trails</string>
        <key>CFBundlePackageType</key><string>APPL</string>
        <key>CFBundleDevelopmentRegion</key><string>en</string>
        <key>UIApplicationShortcutItems</key><array>
          <dict>
            <key>UIApplicationShortcutItemType</key><string>com.example.trails.start</string>
            <key>UIApplicationShortcutItemTitle</key><string>start_hike_title</string>
            <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypePlay</string>
          </dict>
          <dict>
            <key>UIApplicationShortcutItemType</key><string>com.example.trails.map</string>
            <key>UIApplicationShortcutItemTitle</key><string>map_title</string>
            <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeLocation</string>
          </dict>
        </array>
        </dict></plist>
        """

    func makeApp() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-lookup-\(UUID().uuidString)")
        let files = [
            "Trails/Info.plist": Self.infoPlist,
            "Trails/en.lproj/InfoPlist.strings": "start_hike_title = \"Start Hike\";\nmap_title = \"Map\";\n",
            "Trails/de.lproj/InfoPlist.strings": "map_title = \"Karte\";\n",
        ]
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return folder
    }

    @Test("menu --locale de shows the raw key the German table lacks, and lint says so for de")
    func menuAndLintAgree() throws {
        let folder = try makeApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let german = try CommandRunner.run(["menu", "Trails", "--locale", "de", "--no-measure"], in: folder)
        #expect(german.status == 0, "\(german.standardError)")
        #expect(german.standardOutput.contains("start_hike_title"))
        #expect(!german.standardOutput.contains("Start Hike"), "not the development language's words")
        #expect(german.standardOutput.contains("Karte"))
        let english = try CommandRunner.run(["menu", "Trails", "--locale", "en", "--no-measure"], in: folder)
        #expect(english.standardOutput.contains("Start Hike"))
        let lint = try CommandRunner.run(["lint", "Trails"], in: folder)
        #expect(lint.standardOutput.contains("“start_hike_title” in de"), "\(lint.standardOutput)")
    }
}
