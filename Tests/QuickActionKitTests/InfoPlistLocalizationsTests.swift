import QuickActionKit
import Testing

@Suite("InfoPlistLocalizations.resolve")
struct InfoPlistLocalizationsTests {
    private func table(_ localization: String, _ entries: [String: String]) -> LocalizationTable {
        let source = SourceLocation(file: "App/\(localization).lproj/InfoPlist.strings")
        var lines: [String: LocalizationTable.Entry] = [:]
        for (offset, key) in entries.keys.sorted().enumerated() {
            lines[key] = LocalizationTable.Entry(
                value: entries[key]!, location: SourceLocation(file: source.file, line: offset + 1))
        }
        return LocalizationTable(localization: localization, source: source, entries: lines)
    }

    private func localizations(_ tables: LocalizationTable...) -> InfoPlistLocalizations {
        InfoPlistLocalizations(developmentRegion: "en", tables: tables)
    }

    @Test("Display locales: the development region first, then each other localization once, without Base")
    func displayLocales() {
        let localizations = localizations(
            table("fr", [:]), table("Base", [:]), table("en", [:]), table("pt_BR", [:]), table("de", [:]))
        var app = App(name: "Notes", infoPlist: SourceLocation(file: "Info.plist"), localizations: localizations)
        #expect(app.displayLocales.map(\.identifier) == ["en", "de", "fr", "pt-BR"])
        // A language only another table translates (FSNotes' Localizable catalog) is one the menu is shown in too:
        // iOS runs the app in it, its dynamic titles translated and its Info.plist texts falling back.
        app.fileLocalizations = ["de", "en", "fr", "pt-BR", "ru", "tr"]
        #expect(app.displayLocales.map(\.identifier) == ["en", "de", "fr", "pt-BR", "ru", "tr"])
    }

    @Test("An exact match beats the language-only table")
    func exactBeatsLanguage() {
        let localizations = localizations(
            table("de", ["Search": "Suchen"]), table("de-AT", ["Search": "Suachn"]), table("en", ["Search": "Find"]))

        let resolution = localizations.resolve("Search", locale: .named("de-AT"))

        #expect(resolution.value == "Suachn")
        #expect(resolution.localization == "de-AT")
        #expect(resolution.location == SourceLocation(file: "App/de-AT.lproj/InfoPlist.strings", line: 1))
    }

    @Test("The language-only table is used when there is no exact one (de-AT → de)")
    func languageOnly() {
        let localizations = localizations(table("de", ["Search": "Suchen"]), table("en", ["Search": "Find"]))

        let resolution = localizations.resolve("Search", locale: .named("de-AT"))

        #expect(resolution.value == "Suchen")
        #expect(resolution.localization == "de")
    }

    @Test("Only the chosen localization's table counts: a key de-AT's table lacks is the Info.plist value, not de's")
    func chosenTableOnly() {
        let localizations = localizations(
            table("de-AT", ["Log": "Eintragen"]), table("de", ["Search": "Suchen"]), table("en", ["Search": "Find"]))

        let search = localizations.resolve("Search", locale: .named("de-AT"))
        #expect(search.value == "Search")
        #expect(search.localization == nil)
        #expect(localizations.resolve("Log", locale: .named("de-AT")).localization == "de-AT")
    }

    @Test("The development region is used when the locale has no table")
    func developmentRegionWhenNoTable() {
        let localizations = localizations(table("de", ["Search": "Suchen"]), table("en", ["Search": "Find"]))

        let resolution = localizations.resolve("Search", locale: .named("ja"))

        #expect(resolution.value == "Find")
        #expect(resolution.localization == "en")
    }

    @Test("A key the chosen table lacks shows raw: the Info.plist value, not the development region's (issue 31)")
    func missingKeyShowsRaw() {
        let localizations = localizations(
            table("de", ["Search": "Suchen"]), table("en", ["Search": "Find", "new_trip": "Plan a Trip"]))

        #expect(localizations.resolve("Search", locale: .named("de")).value == "Suchen")
        let missing = localizations.resolve("new_trip", locale: .named("de"))
        #expect(missing.value == "new_trip")
        #expect(missing.localization == nil)
    }

    @Test("A localization the bundle has without an InfoPlist table is still chosen: its keys show raw")
    func bundleLocalizationWithoutTable() {
        let localizations = localizations(table("en", ["new_trip": "Plan a Trip"]))

        #expect(localizations.resolve("new_trip", locale: .named("fr")).value == "Plan a Trip")
        let french = localizations.resolve("new_trip", locale: .named("fr"), bundleLocalizations: ["en", "fr"])
        #expect(french.value == "new_trip")
    }

    @Test("Base's table is read after the chosen localization's, never the development region's")
    func baseAfterChosen() {
        let localizations = localizations(
            table("Base", ["Search": "Base Search", "Log": "Base Log"]), table("en", ["Search": "Find"]),
            table("de", ["Log": "Eintragen"]))

        #expect(localizations.resolve("Search", locale: .named("de")).localization == "Base")
        #expect(localizations.resolve("Log", locale: .named("de")).value == "Eintragen")
        #expect(localizations.resolve("Search", locale: .named("en")).value == "Find")
    }

    @Test("When no table has the key, the key itself is returned with no localization")
    func keyItself() {
        let localizations = localizations(table("de", ["Search": "Suchen"]), table("Base", ["Other": "x"]))

        let resolution = localizations.resolve("Search Trails", locale: .named("de"))

        #expect(resolution.value == "Search Trails")
        #expect(resolution.localization == nil)
        #expect(resolution.location == nil)
    }

    @Test("Tables written with underscores or legacy names still match (pt_BR, English.lproj)")
    func tableIdentifiersAreCanonicalized() {
        let localizations = localizations(table("pt_BR", ["Search": "Buscar"]), table("English", ["Log": "Log It"]))

        #expect(localizations.resolve("Search", locale: .named("pt-BR")).value == "Buscar")
        #expect(localizations.resolve("Log", locale: .named("ja")).value == "Log It")
        #expect(localizations.availableLocalizations == ["en", "pt-BR"])
    }

    @Test("A key of another table is looked up in the localization Bundle matches, then the development region")
    func closestTableAlongFallbacks() {
        let tables = localizations(table("en", ["Inbox": "Inbox"]), table("zh-CN", ["Inbox": "收件箱"]))
        #expect(tables.lookupAlongFallbacks(locale: .named("zh-Hans")).resolve("Inbox").value == "收件箱")
        #expect(tables.lookupAlongFallbacks(locale: .named("zh-Hant")).resolve("Inbox").value == "Inbox")
    }
}
