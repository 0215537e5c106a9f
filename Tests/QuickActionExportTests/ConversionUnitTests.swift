import Foundation
import QuickActionExport
import QuickActionKit
import Testing

@Suite("Glyph outlines for other vector formats")
struct GlyphOutlineTests {
    @Test("shapes become path data; a group keeps its translation and scale")
    func shapes() throws {
        let outline = try #require(
            GlyphOutline(
                svgFragment:
                    #"<g transform="translate(2,2) scale(1.25)" fill="none" stroke="currentColor" stroke-width="2">"#
                    + #"<line x1="1" y1="2" x2="3" y2="4"/><rect x="0" y="0" width="10" height="6" rx="2"/>"#
                    + #"<circle cx="5" cy="5" r="2" fill="currentColor"/></g>"#))
        guard case .group(2, 2, 1.25, 1.25, let children) = outline.nodes.first else {
            Issue.record("expected one group, got \(outline.nodes)")
            return
        }
        let paths = children.compactMap { node -> GlyphOutline.Path? in
            if case .path(let path) = node { return path }
            return nil
        }
        #expect(
            paths.map(\.data) == [
                "M1 2L3 4",
                "M2 0H8A2 2 0 0 1 10 2V4A2 2 0 0 1 8 6H2A2 2 0 0 1 0 4V2A2 2 0 0 1 2 0Z",
                "M3 5A2 2 0 1 0 7 5A2 2 0 1 0 3 5Z",
            ])
        #expect(paths.map(\.isFilled) == [false, false, true])
        #expect(paths.map(\.strokeWidth) == [2, 2, 2])
    }

    @Test("text, dashes or an unknown element make no outline: the glyph is a placeholder")
    func placeholders() {
        #expect(GlyphOutline(svgFragment: #"<text x="1" y="2">SF</text>"#) == nil)
        #expect(GlyphOutline(svgFragment: #"<rect width="4" height="4" stroke-dasharray="3 2"/>"#) == nil)
        #expect(GlyphOutline(svgFragment: #"<image href="x.png"/>"#) == nil)
        #expect(GlyphOutline(svgFragment: #"<g transform="rotate(45)"><path d="M0 0L1 1"/></g>"#) == nil)
    }
}

@Suite("Locale names on other platforms")
struct PlatformLocaleTests {
    @Test(
        "Android values folders, both ways",
        arguments: [
            ("de", "values-de"), ("pt-BR", "values-pt-rBR"), ("zh-Hans", "values-b+zh+Hans"),
            ("sr-Latn-RS", "values-b+sr+Latn+RS"), ("es-419", "values-b+es+419"), ("he", "values-he"),
        ])
    func android(locale: String, folder: String) {
        #expect(PlatformLocale.androidValuesFolder(locale) == folder)
        #expect(PlatformLocale.locale(ofAndroidValuesFolder: folder) == locale)
    }

    @Test("Hebrew, Indonesian and Yiddish are also written under Android's legacy codes, and read back")
    func legacy() {
        #expect(PlatformLocale.androidLegacyValuesFolder("he") == "values-iw")
        #expect(PlatformLocale.androidLegacyValuesFolder("id-ID") == "values-in-rID")
        #expect(PlatformLocale.androidLegacyValuesFolder("de") == nil)
        #expect(PlatformLocale.locale(ofAndroidValuesFolder: "values-iw") == "he")
        #expect(PlatformLocale.locale(ofAndroidValuesFolder: "values-night") == nil)
        #expect(PlatformLocale.locale(ofAndroidValuesFolder: "values-v27") == nil)
    }

    @Test(
        "freedesktop locales, both ways",
        arguments: [
            ("de", "de"), ("pt-BR", "pt_BR"), ("zh-Hans", "zh_CN"), ("zh-Hant", "zh_TW"), ("sr-Latn", "sr@latin"),
        ])
    func desktop(locale: String, name: String) {
        #expect(PlatformLocale.desktopLocale(locale) == name)
        #expect(PlatformLocale.locale(ofDesktopLocale: name) == locale)
    }
}

@Suite("Unreadable inputs to import")
struct ImportErrorTests {
    static func read(_ file: String, _ contents: String, as format: ExportFormat) -> ConversionError? {
        do {
            _ = try Importer.read(
                file, from: format, source: InMemorySource(files: [file: Data(contents.utf8)]),
                options: ImportOptions(developmentLocale: "en"))
            return nil
        } catch {
            return error
        }
    }

    @Test("malformed JSON in a manifest names the file and line")
    func manifest() {
        let error = Self.read("manifest.webmanifest", "{\n  \"name\": \"A\",\n  \"shortcuts\": [\n}", as: .webManifest)
        #expect(error?.file == "manifest.webmanifest")
        #expect(error?.line == 4)
    }

    @Test("a shortcut without a url is refused, naming it")
    func missingURL() {
        let error = Self.read("m.json", #"{"shortcuts": [{"name": "A"}]}"#, as: .webManifest)
        #expect(error?.message.contains("shortcuts[0]") == true)
    }

    @Test("a .desktop file without [Desktop Entry], or with an action that has no group")
    func desktop() {
        #expect(Self.read("a.desktop", "[Other]\nName=x\n", as: .desktop)?.message.contains("[Desktop Entry]") == true)
        let missing = Self.read("a.desktop", "[Desktop Entry]\nName=A\nActions=one;\n", as: .desktop)
        #expect(missing?.line == 3)
        #expect(Self.read("a.desktop", "[Desktop Entry]\nName\n", as: .desktop)?.line == 2)
    }

    @Test("shortcuts.xml that is not XML, or whose label is not among the strings")
    func android() {
        #expect(Self.read("res/xml/shortcuts.xml", "<shortcuts><shortcut>", as: .android) != nil)
        // Cut off after a complete shortcut: Foundation's parser on Linux reports success for this.
        let truncated = Self.read(
            "res/xml/shortcuts.xml",
            #"<shortcuts xmlns:android="x"><shortcut android:shortcutId="a" android:shortcutShortLabel="A"/>"#,
            as: .android)
        #expect(truncated?.message.contains("not well-formed XML") == true)
        // An attribute name that is not UTF-8 trapped inside Foundation's parser (found by fuzzing).
        let bytes = Array(#"<shortcuts><shortcut a"#.utf8) + [0xC0, 0xFF] + Array(#"="1"/></shortcuts>"#.utf8)
        let notUTF8: ConversionError?
        do {
            _ = try Importer.read(
                "res/xml/shortcuts.xml", from: .android,
                source: InMemorySource(files: ["res/xml/shortcuts.xml": Data(bytes)]),
                options: ImportOptions(developmentLocale: "en"))
            notUTF8 = nil
        } catch {
            notUTF8 = error
        }
        #expect(notUTF8?.message.contains("not UTF-8") == true)
        // A processing instruction without data made Foundation's parser call strlen on a null pointer.
        let instruction = Self.read(
            "res/xml/shortcuts.xml", "<?xml version=\"1.0\"?>\n<shortcuts><?pi?></shortcuts>", as: .android)
        #expect(instruction?.message.contains("processing instruction") == true)
        let missing = Self.read(
            "res/xml/shortcuts.xml",
            #"<shortcuts xmlns:android="x"><shortcut android:shortcutId="a" android:shortcutShortLabel="@string/nope"/></shortcuts>"#,
            as: .android)
        #expect(missing?.message.contains("@string/nope") == true)
    }
}

@Suite("Android's limits, reported")
struct AndroidLimitTests {
    static func set(titles: [String]) -> QuickActionSet {
        QuickActionSet(
            appName: "A", bundleIdentifier: "com.example.a", developmentLocale: "en", locales: ["en"],
            items: titles.enumerated().map { .init(type: "com.example.a.item\($0.offset)", titles: ["en": $0.element]) }
        )
    }

    @Test("a title over 10 characters is a note, over 25 a warning; more than four shortcuts a warning")
    func limits() throws {
        let notes = try Exporter.export(
            Self.set(titles: ["Compose", "Saved Trails", "Wanderwege in der Umgebung", "Four", "Five"]), to: .android
        ).notes
        let byItem = Dictionary(grouping: notes.filter { $0.itemType != nil }, by: { $0.itemType! })
        #expect(byItem["com.example.a.item0"] == nil)
        #expect(byItem["com.example.a.item1"]?.map(\.severity) == [.note])
        #expect(byItem["com.example.a.item2"]?.map(\.severity) == [.warning])
        #expect(notes.contains { $0.itemType == nil && $0.severity == .warning && $0.message.contains("5 shortcuts") })
        let four = try Exporter.export(Self.set(titles: ["A", "B", "C", "D"]), to: .android).notes
        #expect(!four.contains { $0.severity == .warning })
    }

    /// An iOS bundle identifier may hold hyphens; Android's application ID may not (FSNotes).
    @Test("A bundle identifier Android does not accept is made an application ID, with a warning")
    func applicationID() throws {
        var set = Self.set(titles: ["Compose"])
        set.bundleIdentifier = "co.fluder.mobile.FSNotes-iOS"
        let result = try Exporter.export(set, to: .android)
        #expect(
            result.notes.contains {
                $0.severity == .warning
                    && $0.message.hasPrefix("co.fluder.mobile.FSNotes-iOS is not an Android application ID")
                    && $0.message.contains("the intents target co.fluder.mobile.FSNotes_iOS")
            })
        let shortcuts = try #require(result.files.first { $0.path == "res/xml/shortcuts.xml" })
        #expect(shortcuts.contents.contains(#"android:targetPackage="co.fluder.mobile.FSNotes_iOS""#))
        #expect(!shortcuts.contents.contains("FSNotes-iOS"))
        // A segment must start with a letter.
        set.bundleIdentifier = "com.1password.my-app"
        let digits = try Exporter.export(set, to: .android)
        #expect(digits.files.contains { $0.contents.contains(#"android:targetPackage="com.a1password.my_app""#) })
        // A valid identifier is kept as it is, without a note about it.
        let valid = try Exporter.export(Self.set(titles: ["Compose"]), to: .android)
        #expect(!valid.notes.contains { $0.message.contains("application ID") })
        // An explicit --android-package is the user's choice, used as given.
        let chosen = try Exporter.export(
            set, to: .android, options: ExportOptions(androidPackage: "com.example.notes"))
        #expect(!chosen.notes.contains { $0.message.contains("application ID") })
    }

    /// Issue 34: three manifest shortcuts opening one URL were imported as three items of one type.
    @Test("Shortcuts that would share a type get types of their own, each with a warning")
    func uniqueTypes() throws {
        let manifest =
            #"{"name": "Web", "shortcuts": [{"name": "Open A", "url": "/open"}, "#
            + #"{"name": "Open B", "url": "/open"}, {"name": "Open C", "url": "/open-2"}]}"#
        let result = try Importer.read(
            "manifest.json", from: .webManifest,
            source: InMemorySource(files: ["manifest.json": Data(manifest.utf8)]),
            options: ImportOptions(developmentLocale: "en"))
        #expect(result.set.items.map(\.type) == ["open", "open-3", "open-2"])
        #expect(result.notes.filter { $0.message.contains("another item has the type open") }.count == 1)
    }
}
