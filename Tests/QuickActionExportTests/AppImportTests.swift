import AppProject
import Foundation
import QuickActionExport
import QuickActionKit
import Testing

/// `import` writes only the quick actions: the Info.plist's `UIApplicationShortcutItems` bytes, and each locale's
/// InfoPlist.strings entries (replaced on their line or appended), in the file's own encoding.
@Suite("Writing imported items into an app")
struct AppImportTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <!-- the app's own comment -->
          <key>CFBundleDevelopmentRegion</key>
          <string>en</string>
          <key>CFBundleName</key>
          <string>Notes</string>
          <key>UIApplicationShortcutItems</key>
          <array>
            <dict>
              <key>UIApplicationShortcutItemType</key>
              <string>old</string>
              <key>UIApplicationShortcutItemTitle</key>
              <string>Old</string>
            </dict>
          </array>
          <key>UILaunchScreen</key>
          <dict/>
        </dict>
        </plist>

        """

    static let set = QuickActionSet(
        appName: "Notes", developmentLocale: "en", locales: ["en", "de", "fr"],
        items: [
            .init(
                type: "com.example.notes.new", titles: ["en": "New Note", "de": "Neue Notiz", "fr": "Nouvelle note"],
                icon: .system(.compose)),
            .init(
                type: "com.example.notes.search", titles: ["en": "Search", "de": "Suchen", "fr": "Rechercher"],
                subtitles: ["en": "All notes", "de": "Alle Notizen", "fr": "Toutes les notes"]),
        ])

    /// An app folder: the Info.plist, a UTF-16 German strings file with one of the keys and another entry.
    static func appFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let german = "/* Deutsch */\n\"CFBundleName\" = \"Notizen\";\n\"Search\" = \"Finden\";\n"
        try german.data(using: .utf16)!.write(to: folder.appendingPathComponent("de.lproj/InfoPlist.strings"))
        return folder
    }

    @Test("the Info.plist changes only in its shortcut items; strings are replaced in place, appended or created")
    func writes() throws {
        let folder = try Self.appFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try ProjectReader().readProjectApp(at: folder.path).app
        let plan = try AppImport.plan(Self.set, into: app) { FileManager.default.contents(atPath: $0) }
        #expect(
            plan.writes.map { URL(fileURLWithPath: $0.path).pathComponents.suffix(2).joined(separator: "/") } == [
                "\(folder.lastPathComponent)/Info.plist", "de.lproj/InfoPlist.strings", "fr.lproj/InfoPlist.strings",
            ])
        let newPlist = String(decoding: plan.writes[0].data, as: UTF8.self)
        let before = Self.plist.components(separatedBy: "<key>UIApplicationShortcutItems</key>")
        #expect(newPlist.hasPrefix(before[0] + "<key>UIApplicationShortcutItems</key>"))
        #expect(newPlist.hasSuffix("  <key>UILaunchScreen</key>\n  <dict/>\n</dict>\n</plist>\n"))
        let items = try PropertyListDocument(data: plan.writes[0].data, file: "Info.plist").root
        #expect(items.value.dictionaryValue?["UIApplicationShortcutItems"]?.arrayValue?.count == 2)

        let german = try #require(String(data: plan.writes[1].data, encoding: .utf16))
        #expect(plan.writes[1].data.starts(with: [0xFF, 0xFE]) || plan.writes[1].data.starts(with: [0xFE, 0xFF]))
        #expect(
            german == """
                /* Deutsch */
                "CFBundleName" = "Notizen";
                "Search" = "Suchen";
                "New Note" = "Neue Notiz";
                "All notes" = "Alle Notizen";

                """)
        #expect(plan.writes[2].isNew)
        #expect(String(decoding: plan.writes[2].data, as: UTF8.self).contains(#""New Note" = "Nouvelle note";"#))
    }

    @Test("importing the app's own items again writes nothing")
    func idempotent() throws {
        let folder = try Self.appFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var app = try ProjectReader().readProjectApp(at: folder.path).app
        let first = try AppImport.plan(Self.set, into: app) { FileManager.default.contents(atPath: $0) }
        for write in first.writes {
            try FileManager.default.createDirectory(
                atPath: (write.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try write.data.write(to: URL(fileURLWithPath: write.path))
        }
        app = try ProjectReader().readProjectApp(at: folder.path).app
        let second = try AppImport.plan(Self.set, into: app) { FileManager.default.contents(atPath: $0) }
        #expect(second.writes.isEmpty)
    }

    @Test("a binary Info.plist is refused with the file named, and nothing is planned")
    func binary() throws {
        let folder = try Self.appFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = try PropertyListSerialization.propertyList(from: Data(Self.plist.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: xml, format: .binary, options: 0)
        try binary.write(to: folder.appendingPathComponent("Info.plist"))
        let app = try ProjectReader().readProjectApp(at: folder.path).app
        #expect(throws: ConversionError.self) {
            try AppImport.plan(Self.set, into: app) { FileManager.default.contents(atPath: $0) }
        }
    }

    @Test("an item the app already declares keeps its Info.plist keys; unchanged texts write nothing")
    func keepsKeys() throws {
        let folder = try Self.appFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyed = Self.plist.replacingOccurrences(
            of: "<string>old</string>", with: "<string>com.example.notes.search</string>"
        )
        .replacingOccurrences(of: "<string>Old</string>", with: "<string>search_title</string>")
        try Data(keyed.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"search_title\" = \"Search\";\n".utf8).write(
            to: folder.appendingPathComponent("en.lproj/InfoPlist.strings"))
        let app = try ProjectReader().readProjectApp(at: folder.path).app
        let plan = try AppImport.plan(Self.set, into: app) { FileManager.default.contents(atPath: $0) }
        let items =
            try PropertyListDocument(data: plan.writes[0].data, file: "Info.plist").root.value
            .dictionaryValue?["UIApplicationShortcutItems"]?.arrayValue ?? []
        let titles = items.compactMap { $0.dictionaryValue?["UIApplicationShortcutItemTitle"]?.stringValue }
        #expect(titles == ["New Note", "search_title"])
        // en.lproj already says "Search" for search_title, and the new subtitle's key is its English text: no write.
        #expect(!plan.writes.contains { $0.path.hasSuffix("en.lproj/InfoPlist.strings") })
        let german = try #require(plan.writes.first { $0.path.hasSuffix("de.lproj/InfoPlist.strings") })
        #expect(String(data: german.data, encoding: .utf16)?.contains(#""search_title" = "Suchen";"#) == true)
    }
}
