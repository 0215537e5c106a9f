import AppProject
import Foundation
import QuickActionKit
import Testing

@Suite("App Shortcuts phrase tables")
struct PhraseTableTests {
    @Test("A String Catalog's stringSet gives several phrases, an empty one none; the source language is the key")
    func catalogStringSets() throws {
        let json = """
            {
              "sourceLanguage": "en",
              "strings": {
                "Log a brew in ${applicationName}": {
                  "localizations": {
                    "de": { "stringSet": { "state": "translated", "values": [
                      "Kaffee in ${applicationName} eintragen", "Brühung in ${applicationName} loggen"
                    ] } },
                    "fr": { "stringSet": { "state": "translated", "values": [] } }
                  }
                },
                "Start my ${applicationName} timer": {
                  "localizations": {
                    "de": { "stringUnit": { "state": "translated", "value": "Meinen ${applicationName}-Timer starten" } }
                  }
                }
              },
              "version": "1.0"
            }
            """
        let tables = try PhraseCatalogParser.parse(Data(json.utf8), file: "AppShortcuts.xcstrings")
        #expect(tables.map(\.localization) == ["de", "en", "fr"])
        let byLanguage = Dictionary(uniqueKeysWithValues: tables.map { ($0.localization, $0) })
        let logBrew = "Log a brew in ${applicationName}"
        #expect(
            byLanguage["de"]?.phrases[logBrew]?.map(\.tokens) == [
                [.text("Kaffee in "), .applicationName, .text(" eintragen")],
                [.text("Brühung in "), .applicationName, .text(" loggen")],
            ])
        #expect(byLanguage["fr"]?.phrases[logBrew] == [])
        #expect(byLanguage["fr"]?.phrases["Start my ${applicationName} timer"] == nil)
        #expect(byLanguage["de"]?.phrases["Start my ${applicationName} timer"]?.count == 1)
        #expect(
            byLanguage["en"]?.phrases[logBrew]
                == [AppShortcutPhrase(stringsKey: logBrew, location: SourceLocation(file: "AppShortcuts.xcstrings"))])
        #expect(byLanguage["en"]?.phrases.count == 2)
    }

    @Test("A catalog that is not JSON is an error naming the file")
    func brokenCatalog() {
        #expect {
            try PhraseCatalogParser.parse(Data("{".utf8), file: "AppShortcuts.xcstrings")
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.file == "AppShortcuts.xcstrings" && error.message.contains("not valid JSON")
        }
    }

    @Test("A project's AppShortcuts.strings and AppShortcuts.xcstrings are loaded as phrase tables")
    func projectTables() throws {
        let project = try TemporaryProject(files: [
            "en.lproj/AppShortcuts.strings": """
            /* Log Brew */
            "Log a ${method} in ${applicationName}" = "Log a ${method} in ${applicationName}";
            """,
            "Resources/AppShortcuts.xcstrings": """
            {"sourceLanguage": "en", "strings": {"Hi ${applicationName}": {"localizations": {
              "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}、こんにちは"}}}}}}
            """,
        ])
        defer { project.remove() }
        let tables = try project.read().appShortcuts.phraseTables
        #expect(tables.map(\.localization) == ["en", "en", "ja"])
        let strings = try #require(tables.first)
        #expect(strings.source.file == project.folder + "/en.lproj/AppShortcuts.strings")
        #expect(
            strings.phrases["Log a ${method} in ${applicationName}"]?.first?.tokens == [
                .text("Log a "), .parameter("method"), .text(" in "), .applicationName,
            ])
        #expect(strings.phrases["Log a ${method} in ${applicationName}"]?.first?.location?.line == 2)
        #expect(tables[2].phrases["Hi ${applicationName}"]?.first?.tokens == [.applicationName, .text("、こんにちは")])
    }

    @Test("A malformed AppShortcuts.strings is recorded with its file and line; the other tables are still read")
    func malformedStrings() throws {
        let project = try TemporaryProject(files: [
            "de.lproj/AppShortcuts.strings": """
            "Log a brew in ${applicationName}" = "Kaffee in ${applicationName} eintragen";
            "Start my ${applicationName} timer" = "Meinen ${applicationName}-Timer starten"
            "Show my ${applicationName} stats" = "Meine ${applicationName}-Statistik anzeigen";
            """,
            "fr.lproj/AppShortcuts.strings": """
            "Log a brew in ${applicationName}" = "Noter un café dans ${applicationName}";
            """,
            "AppShortcuts.xcstrings": "{ not json",
        ])
        defer { project.remove() }
        let app = try project.read()
        let problems = app.appShortcuts.unreadablePhraseTables
        #expect(problems.count == 2)
        #expect(
            problems.first?.location == SourceLocation(file: project.folder + "/de.lproj/AppShortcuts.strings", line: 3)
        )
        #expect(problems.first?.message.contains("missing ';'") == true)
        #expect(problems.last?.location.file == project.folder + "/AppShortcuts.xcstrings")
        #expect(app.appShortcuts.phraseTables.map(\.localization) == ["fr"])
    }
}
