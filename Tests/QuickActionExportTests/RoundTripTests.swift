import Foundation
import QuickActionExport
import QuickActionKit
import Testing

/// Export then import gives back the same items (issue 19, part 3): types, titles and subtitles in every locale,
/// icons, for every example app and every format `import` reads.
@Suite("Round trips through other platforms")
struct RoundTripTests {
    static let files: [ExportFormat: String] = [
        .android: "res/xml/shortcuts.xml", .webManifest: "manifest.webmanifest", .desktop: "",
    ]

    @Test(
        "export then import gives back the same items",
        arguments: ExportFixtures.examples, [ExportFormat.android, .webManifest, .desktop])
    func roundTrip(example: String, format: ExportFormat) throws {
        let original = try ExportFixtures.set(example)
        let exported = try Exporter.export(original, to: format, options: ExportFixtures.options)
        let file = format == .desktop ? exported.files[0].path : Self.files[format]!
        let imported = try Importer.read(
            file, from: format, source: ExportFixtures.MemorySource(exported),
            options: ImportOptions(developmentLocale: original.developmentLocale, typePrefix: original.bundleIdentifier)
        )
        #expect(imported.set.locales == original.locales)
        #expect(imported.set.items.map(\.type) == original.items.map(\.type))
        for (back, item) in zip(imported.set.items, original.items) {
            #expect(back.titles == item.titles, "\(item.type)")
            #expect(back.subtitles == item.subtitles, "\(item.type)")
            // The web has no place for an icon it cannot draw; every other icon comes back.
            let drawable = item.icon.flatMap { ExportFixtures.options.iconArtwork($0) } != nil
            if format == .webManifest, !drawable {
                #expect(back.icon == nil, "\(item.type)")
            } else {
                #expect(back.icon == item.icon, "\(item.type)")
            }
        }
    }

    @Test("an item with userInfo, a subtitle only in some locales and a contact-free icon survives Android")
    func androidExtras() throws {
        let set = QuickActionSet(
            appName: "Notes", bundleIdentifier: "com.example.notes", developmentLocale: "en", locales: ["en", "de"],
            items: [
                .init(
                    type: "com.example.notes.open", titles: ["en": "Open “Ideas”", "de": "„Ideen“ öffnen"],
                    subtitles: ["en": "It's @home", "de": "Zu Hause"], icon: .templateImageName("Ideas"),
                    userInfo: ["folder": .string("ideas")])
            ])
        let exported = try Exporter.export(set, to: .android, options: ExportFixtures.options)
        let imported = try Importer.read(
            "res/xml/shortcuts.xml", from: .android, source: ExportFixtures.MemorySource(exported),
            options: ImportOptions(developmentLocale: "en"))
        #expect(imported.set.items == set.items)
        let strings = try #require(exported.files.first { $0.path == "res/values/quick_actions.xml" })
        #expect(strings.contents.contains(#">It\'s \@home<"#) == false)  // "@" is escaped only at the start
        #expect(strings.contents.contains(#">It\'s @home<"#))
    }
}
