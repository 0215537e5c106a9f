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
        #expect(localizations.displayLocales == ["en", "de", "fr", "pt-BR"])
    }

    @Test("An exact match beats the language-only table")
    func exactBeatsLanguage() {
        let localizations = localizations(
            table("de", ["Search": "Suchen"]), table("de-AT", ["Search": "Suachn"]), table("en", ["Search": "Find"]))

        let resolution = localizations.resolve("Search", locale: "de-AT")

        #expect(resolution.value == "Suachn")
        #expect(resolution.localization == "de-AT")
        #expect(resolution.location == SourceLocation(file: "App/de-AT.lproj/InfoPlist.strings", line: 1))
    }

    @Test("The language-only table is used when there is no exact one (de-AT → de)")
    func languageOnly() {
        let localizations = localizations(table("de", ["Search": "Suchen"]), table("en", ["Search": "Find"]))

        let resolution = localizations.resolve("Search", locale: "de-AT")

        #expect(resolution.value == "Suchen")
        #expect(resolution.localization == "de")
    }

    @Test("The language-only table is used when the exact one lacks the key")
    func languageOnlyPerKey() {
        let localizations = localizations(
            table("de-AT", ["Log": "Eintragen"]), table("de", ["Search": "Suchen"]), table("en", ["Search": "Find"]))

        #expect(localizations.resolve("Search", locale: "de-AT").localization == "de")
        #expect(localizations.resolve("Log", locale: "de-AT").localization == "de-AT")
    }

    @Test("The development region is used when the locale has no table")
    func developmentRegionWhenNoTable() {
        let localizations = localizations(table("de", ["Search": "Suchen"]), table("en", ["Search": "Find"]))

        let resolution = localizations.resolve("Search", locale: "ja")

        #expect(resolution.value == "Find")
        #expect(resolution.localization == "en")
    }

    @Test("The development region is used per key when the locale's table lacks that key")
    func developmentRegionPerKey() {
        let localizations = localizations(
            table("de", ["Search": "Suchen"]), table("en", ["Search": "Find", "New Trip": "Plan a Trip"]))

        #expect(localizations.resolve("Search", locale: "de").value == "Suchen")
        let missing = localizations.resolve("New Trip", locale: "de")
        #expect(missing.value == "Plan a Trip")
        #expect(missing.localization == "en")
    }

    @Test("Base is used last, only when no locale or development-region table has the key")
    func baseLast() {
        let localizations = localizations(
            table("Base", ["Search": "Base Search", "Log": "Base Log"]), table("en", ["Search": "Find"]),
            table("de", [:]))

        #expect(localizations.resolve("Search", locale: "de").localization == "en")
        let log = localizations.resolve("Log", locale: "de")
        #expect(log.value == "Base Log")
        #expect(log.localization == "Base")
    }

    @Test("When no table has the key, the key itself is returned with no localization")
    func keyItself() {
        let localizations = localizations(table("de", ["Search": "Suchen"]), table("Base", ["Other": "x"]))

        let resolution = localizations.resolve("Search Trails", locale: "de")

        #expect(resolution.value == "Search Trails")
        #expect(resolution.localization == nil)
        #expect(resolution.location == nil)
    }

    @Test("Tables written with underscores or legacy names still match (pt_BR, English.lproj)")
    func tableIdentifiersAreCanonicalized() {
        let localizations = localizations(table("pt_BR", ["Search": "Buscar"]), table("English", ["Log": "Log It"]))

        #expect(localizations.resolve("Search", locale: "pt-BR").value == "Buscar")
        #expect(localizations.resolve("Log", locale: "ja").value == "Log It")
        #expect(localizations.availableLocalizations == ["en", "pt-BR"])
    }
}
