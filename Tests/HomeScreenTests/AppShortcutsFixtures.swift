import HomeScreen
import QuickActionKit

/// A coffee app and a notes app with App Shortcuts, phrase tables in German and Japanese, and negative phrases.
enum AppShortcutsFixtures {
    static func phrase(_ key: String) -> AppShortcutPhrase { AppShortcutPhrase(stringsKey: key) }

    static let brewMethod = AppEnumDeclaration(
        typeName: "BrewMethod",
        cases: [
            .init(name: "espresso", title: "Espresso", synonyms: ["Shot", "Double Shot"]),
            .init(name: "pourOver", title: "Pour Over", synonyms: ["Pour-Over", "V60"]),
            .init(name: "frenchPress", title: "French Press", synonyms: ["Press Pot"]),
            .init(name: "aeropress", title: "AeroPress"),
        ])

    static let brewlog: App = {
        let shortcuts = [
            AppShortcut(
                intentType: "LogBrewIntent",
                phrases: [phrase("Log a brew in ${applicationName}"), phrase("Log a ${method} in ${applicationName}")],
                shortTitle: "Log Brew", systemImageName: "cup.and.saucer"),
            AppShortcut(
                intentType: "StartTimerIntent", phrases: [phrase("Start a brew timer in ${applicationName}")],
                shortTitle: "Brew Timer", systemImageName: "timer"),
            AppShortcut(
                intentType: "RepeatBrewIntent", phrases: [phrase("Brew another ${method} with ${applicationName}")],
                shortTitle: "Repeat Brew"),
        ]
        let provider = AppShortcutsProviderDeclaration(
            typeName: "BrewlogShortcuts", shortcuts: shortcuts,
            negativePhrases: [phrase("Delete everything in ${applicationName}")])
        let intents = [
            AppIntentDeclaration(
                typeName: "LogBrewIntent",
                parameters: [IntentParameter(name: "method", typeName: "BrewMethod", title: "Method")]),
            AppIntentDeclaration(typeName: "StartTimerIntent"),
            AppIntentDeclaration(
                typeName: "RepeatBrewIntent", parameters: [IntentParameter(name: "method", typeName: "BrewMethod?")]),
        ]
        let german = PhraseTable(
            localization: "de", source: SourceLocation(file: "de.lproj/AppShortcuts.strings"),
            phrases: [
                "Log a brew in ${applicationName}": [phrase("Kaffee in ${applicationName} eintragen")],
                "Log a ${method} in ${applicationName}": [phrase("${method} in ${applicationName} eintragen")],
                "Start a brew timer in ${applicationName}": [
                    phrase("Brühtimer in ${applicationName} starten"), phrase("Starte den ${applicationName}-Timer"),
                ],
            ])
        let japanese = PhraseTable(
            localization: "ja", source: SourceLocation(file: "AppShortcuts.xcstrings"),
            phrases: [
                "Log a brew in ${applicationName}": [phrase("${applicationName}でコーヒーを記録")],
                "Start a brew timer in ${applicationName}": [phrase("${applicationName}でタイマーを開始")],
            ])
        return App(
            name: "Brewlog", bundleIdentifier: "com.example.brewlog", infoPlist: SourceLocation(file: "Info.plist"),
            localizations: InfoPlistLocalizations(developmentRegion: "en"),
            appShortcuts: AppShortcutsDeclarations(
                providers: [provider], intents: intents, enums: [brewMethod], phraseTables: [german, japanese]),
            alternativeNames: ["Brew Log"])
    }()

    static let notes: App = {
        let provider = AppShortcutsProviderDeclaration(
            typeName: "NotesShortcuts",
            shortcuts: [
                AppShortcut(
                    intentType: "NewNoteIntent", phrases: [phrase("New note in ${applicationName}")],
                    shortTitle: "New Note"),
                AppShortcut(
                    intentType: "SearchIntent", phrases: [phrase("Search ${applicationName}")], shortTitle: "Search"),
            ])
        return App(
            name: "Scribble", bundleIdentifier: "com.example.scribble", infoPlist: SourceLocation(file: "Info.plist"),
            localizations: InfoPlistLocalizations(developmentRegion: "en"),
            appShortcuts: AppShortcutsDeclarations(
                providers: [provider],
                intents: [
                    AppIntentDeclaration(typeName: "NewNoteIntent"), AppIntentDeclaration(typeName: "SearchIntent"),
                ]))
    }()

    /// A device with both apps installed, launched unless `launched` is false.
    static func device(launched: Bool = true) throws -> Device {
        var device = Device()
        for app in [brewlog, notes] {
            let id = device.install(app)
            if launched { try device.launch(id) }
        }
        return device
    }
}
