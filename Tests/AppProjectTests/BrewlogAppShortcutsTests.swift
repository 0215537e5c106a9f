import AppProject
import Foundation
import QuickActionKit
import Testing

@Suite("App Shortcuts of the Brewlog example")
struct BrewlogAppShortcutsTests {
    static let folder = CommandRunnerPaths.packageRoot + "/Examples/Brewlog"
    static let intents = folder + "/Brewlog/Intents/"

    let app: App

    init() throws {
        app = try ProjectReader().readApp(at: Self.folder)
    }

    @Test("The provider's three shortcuts come in declared order, the last under #available(iOS 18.0, *)")
    func shortcutsInOrder() throws {
        let provider = try #require(app.appShortcuts.providers.first)
        #expect(app.appShortcuts.providers.count == 1)
        #expect(provider.typeName == "BrewlogShortcuts")
        #expect(provider.location == SourceLocation(file: Self.intents + "BrewlogShortcuts.swift", line: 16, column: 8))
        #expect(provider.tileColor == .tangerine)
        #expect(
            provider.negativePhrases.map(\.stringsKey) == [
                "Delete my ${applicationName} journal", "Reset ${applicationName}",
            ])
        #expect(provider.shortcuts.map(\.intentType) == ["LogBrewIntent", "StartTimerIntent", "ShowStatsIntent"])
        #expect(provider.shortcuts.map(\.shortTitle) == ["Log Brew", "Brew Timer", "Brew Stats"])
        #expect(provider.shortcuts.map(\.systemImageName) == ["cup.and.saucer", "timer", "chart.bar"])
        #expect(provider.shortcuts.map(\.condition) == [nil, nil, "#available(iOS 18.0, *)"])
        #expect(provider.shortcuts.map(\.location?.line) == [18, 28, 38])
        #expect(provider.shortcuts.allSatisfy { $0.phrasesNotInline.isEmpty })
        #expect(app.unparsableSwiftFiles.isEmpty)
    }

    @Test("Phrases are tokenized, each at its literal")
    func phrases() throws {
        let logBrew = try #require(app.appShortcuts.shortcuts.first)
        #expect(
            logBrew.phrases.map(\.tokens) == [
                [.text("Log a brew in "), .applicationName],
                [.text("Log a "), .parameter("method"), .text(" in "), .applicationName],
                [.text("Add a coffee to "), .applicationName],
            ])
        #expect(
            logBrew.phrases[1].location
                == SourceLocation(file: Self.intents + "BrewlogShortcuts.swift", line: 22, column: 17))
        #expect(logBrew.phrases[1].parameterNames == ["method"])
        #expect(app.appShortcuts.shortcuts.map(\.phrases.count) == [3, 2, 2])
        #expect(app.appShortcuts.shortcuts[1].phrases[1].stringsKey == "Start my ${applicationName} timer")
        #expect(app.appShortcuts.shortcuts.flatMap(\.phrases).allSatisfy { $0.applicationNameCount == 1 })
    }

    @Test("Intents give their titles, parameters and openAppWhenRun")
    func intents() throws {
        let declarations = app.appShortcuts
        #expect(
            declarations.intents.map(\.typeName).sorted() == ["LogBrewIntent", "ShowStatsIntent", "StartTimerIntent"])
        let logBrew = try #require(declarations.intent(named: "LogBrewIntent"))
        #expect(logBrew.title == "Log Brew")
        #expect(logBrew.openAppWhenRun == false)
        var method = IntentParameter(
            name: "method", typeName: "BrewMethod", title: "Method",
            location: SourceLocation(file: Self.intents + "LogBrewIntent.swift", line: 23, column: 9),
            titleKey: StringTableKey(key: "Method"))
        method.requestValueDialog = "How did you brew it?"
        #expect(logBrew.parameters == [method])
        #expect(declarations.intent(named: "StartTimerIntent")?.title == "Start Brew Timer")
        #expect(declarations.intent(named: "StartTimerIntent")?.openAppWhenRun == true)
        #expect(declarations.intent(named: "ShowStatsIntent")?.title == "Show Brew Stats")
        #expect(declarations.intent(named: "ShowStatsIntent")?.parameters.isEmpty == true)
        #expect(declarations.entities.isEmpty)
    }

    @Test("BrewMethod's four cases carry their titles and synonyms")
    func brewMethod() throws {
        let method = try #require(app.appShortcuts.enumeration(named: "BrewMethod"))
        #expect(
            method.cases == [
                .init(
                    name: "espresso", title: "Espresso", synonyms: ["Shot", "Double Shot"],
                    titleKey: StringTableKey(key: "Espresso")),
                .init(
                    name: "pourOver", title: "Pour Over", synonyms: ["Pour-Over", "Filter Coffee", "V60", "Chemex"],
                    titleKey: StringTableKey(key: "Pour Over")),
                .init(
                    name: "frenchPress", title: "French Press", synonyms: ["Press Pot", "Cafetière", "Plunger"],
                    titleKey: StringTableKey(key: "French Press")),
                .init(
                    name: "aeropress", title: "AeroPress", synonyms: ["Aero Press"],
                    titleKey: StringTableKey(key: "AeroPress")),
            ])
        #expect(method.location == SourceLocation(file: Self.intents + "BrewMethod.swift", line: 12, column: 6))
    }

    @Test("Phrase tables: de, en and fr strings files, and a Japanese String Catalog")
    func phraseTables() throws {
        let tables = app.appShortcuts.phraseTables
        #expect(tables.map(\.localization) == ["de", "en", "fr", "en", "ja"])
        let german = try #require(tables.first)
        #expect(german.source.file == Self.folder + "/Brewlog/de.lproj/AppShortcuts.strings")
        #expect(
            german.phrases["Log a ${method} in ${applicationName}"] == [
                AppShortcutPhrase(
                    tokens: [.parameter("method"), .text(" in "), .applicationName, .text(" eintragen")],
                    location: SourceLocation(file: german.source.file, line: 8, column: 1))
            ])
        let keys = Set(app.appShortcuts.shortcuts.flatMap(\.phrases).map(\.stringsKey))
        let negativeKeys = Set(app.appShortcuts.providers.flatMap(\.negativePhrases).map(\.stringsKey))
        #expect(Set(tables[0].phrases.keys) == keys, "de")
        #expect(Set(tables[1].phrases.keys) == keys, "en")
        #expect(Set(tables[2].phrases.keys) == keys.union(negativeKeys), "fr")
        let japanese = tables[4]
        #expect(japanese.phrases["Log a brew in ${applicationName}"]?.count == 2, "a stringSet with two phrases")
        #expect(japanese.phrases["Start my ${applicationName} timer"] == [], "an empty stringSet")
        #expect(japanese.phrases["Add a coffee to ${applicationName}"] == nil, "no Japanese entry")
    }
}
