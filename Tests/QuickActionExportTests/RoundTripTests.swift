import AppProject
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
            file, from: format, source: InMemorySource(exported),
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
            "res/xml/shortcuts.xml", from: .android, source: InMemorySource(exported),
            options: ImportOptions(developmentLocale: "en"))
        #expect(imported.set.items == set.items)
        let strings = try #require(exported.files.first { $0.path == "res/values/quick_actions.xml" })
        #expect(strings.contents.contains(#">It\'s \@home<"#) == false)  // "@" is escaped only at the start
        #expect(strings.contents.contains(#">It\'s @home<"#))
    }
}

/// `export --include-dynamic`: the items the app's code registers, after the static ones.
@Suite("Dynamic items from the app's code")
struct SourceItemsTests {
    @Test("Chirp's conversation items (one type, told apart by userInfo) are all exported and survive Android")
    func chirp() throws {
        let app = try ProjectReader().readProjectApp(at: ExportFixtures.packageRoot + "/Examples/Chirp").app
        let (set, notes) = QuickActionSet.includingSourceItems(of: app)
        let dynamic = set.items.filter(\.isDynamic)
        #expect(set.items.count == app.staticItems.count + dynamic.count)
        #expect(dynamic.count >= 2)
        #expect(Set(dynamic.map(\.type)).count == 1)
        #expect(Set(dynamic.map(\.userInfo)).count == dynamic.count)
        #expect(notes.allSatisfy { $0.severity == .note })

        let exported = try Exporter.export(set, to: .android, options: ExportFixtures.options)
        let shortcuts = try #require(exported.files.first { $0.path == "res/xml/shortcuts.xml" }).contents
        #expect(shortcuts.contains(#"android:shortcutId="\#(dynamic[0].type)#2""#))
        let imported = try Importer.read(
            "res/xml/shortcuts.xml", from: .android, source: InMemorySource(exported),
            options: ImportOptions(developmentLocale: set.developmentLocale))
        #expect(imported.set.items.map(\.type) == set.items.map(\.type))
        #expect(imported.set.items.map(\.titles) == set.items.map(\.titles))
        #expect(imported.set.items.map(\.userInfo) == set.items.map(\.userInfo))
    }
}
