import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// Resolution tables: utterance → what Siri does (platform-facts §6-7, HIG-AS).
@Suite("Siri resolution")
struct SiriResolutionTests {
    /// What a resolution amounts to, for table comparison.
    static func summary(_ resolution: SiriResolution) -> String {
        switch resolution {
        case .run(let match): "run \(match.intentType)" + (match.parameter.map { " \($0.caseName)" } ?? "")
        case .clarify(let match, let clarification):
            "clarify \(match.intentType) \(clarification.parameterName)"
                + (clarification.suggestion.map { " suggest \($0.caseName)" } ?? "")
        case .ambiguous(let matches): "ambiguous \(matches.map(\.intentType).joined(separator: ","))"
        case .blockedByNegativePhrase(let app, _): "blocked \(app)"
        case .needsFirstLaunch(let app, _): "needs first launch \(app)"
        case .noMatch: "no match"
        }
    }

    static let english: [(String, String)] = [
        ("Log a brew in Brewlog", "clarify LogBrewIntent method"),
        ("log a BREW in brewlog!", "clarify LogBrewIntent method"),
        ("  Log   a brew, in Brewlog ", "clarify LogBrewIntent method"),
        ("Log a pour over in Brewlog", "run LogBrewIntent pourOver"),
        ("Log a pour-over in Brewlog", "run LogBrewIntent pourOver"),
        ("Log a V60 in Brewlog", "run LogBrewIntent pourOver"),
        ("Log a double shot in Brewlog", "run LogBrewIntent espresso"),
        ("Log an espresso in Brewlog", "no match"),
        ("Log a brew in Brew Log", "clarify LogBrewIntent method"),
        ("Start a brew timer in Brewlog", "run StartTimerIntent"),
        ("Brew another press pot with Brewlog", "run RepeatBrewIntent frenchPress"),
        ("New note in Scribble", "run NewNoteIntent"),
        ("Search Scribble", "run SearchIntent"),
        ("Delete everything in Brewlog", "blocked Brewlog"),
        ("Log a brew", "no match"),
        ("Order a pizza", "no match"),
    ]

    @Test("English", arguments: english)
    func englishTable(_ row: (String, String)) throws {
        let index = AppShortcutsIndex(device: try AppShortcutsFixtures.device(), locale: "en")
        #expect(Self.summary(index.resolve(row.0)) == row.1, "\(row.0)")
    }

    static let german: [(String, String)] = [
        ("Kaffee in Brewlog eintragen", "clarify LogBrewIntent method"),
        ("V60 in Brewlog eintragen", "run LogBrewIntent pourOver"),
        ("Espresso in Brew Log eintragen", "run LogBrewIntent espresso"),
        ("Brühtimer in Brewlog starten", "run StartTimerIntent"),
        ("Starte den Brewlog-Timer", "run StartTimerIntent"),
        ("starte den brewlog timer", "run StartTimerIntent"),
        ("Start a brew timer in Brewlog", "no match"),
        // No German table for this phrase: the source phrase is used (development region).
        ("Brew another shot with Brewlog", "run RepeatBrewIntent espresso"),
    ]

    @Test("German: translated phrases, more than one per source phrase, fallback to the source", arguments: german)
    func germanTable(_ row: (String, String)) throws {
        let index = AppShortcutsIndex(device: try AppShortcutsFixtures.device(), locale: "de-DE")
        #expect(Self.summary(index.resolve(row.0)) == row.1, "\(row.0)")
    }

    /// The phrase tables are read as the app's other strings tables are (one policy for every command): a locale
    /// without a table of its own takes the one Bundle matches it with, `pt-BR` for `pt`, `zh-Hant` for `zh-HK`
    /// (found on Pocket, whose short titles were Portuguese and phrases English).
    static let siblings: [(locale: String, utterance: String, expected: String)] = [
        ("pt", "Registrar café no Brewlog", "clarify LogBrewIntent method"),
        ("pt", "Log a brew in Brewlog", "no match"),
        ("pt-PT", "Registrar café no Brewlog", "clarify LogBrewIntent method"),
        ("zh-HK", "在Brewlog記錄咖啡", "clarify LogBrewIntent method"),
        ("zh-HK", "Log a brew in Brewlog", "no match"),
        ("zh-Hans", "Log a brew in Brewlog", "clarify LogBrewIntent method"),
        ("fr", "Log a brew in Brewlog", "clarify LogBrewIntent method"),
    ]

    @Test("A locale without a phrase table of its own takes the closest one", arguments: siblings)
    func closestTable(_ row: (locale: String, utterance: String, expected: String)) throws {
        var app = AppShortcutsFixtures.brewlog
        app.appShortcuts.phraseTables += [
            PhraseTable(
                localization: "pt-BR", source: SourceLocation(file: "pt-BR.lproj/AppShortcuts.strings"),
                phrases: [
                    "Log a brew in ${applicationName}": [
                        AppShortcutsFixtures.phrase("Registrar café no ${applicationName}")
                    ]
                ]),
            PhraseTable(
                localization: "zh-Hant", source: SourceLocation(file: "zh-Hant.lproj/AppShortcuts.strings"),
                phrases: ["Log a brew in ${applicationName}": [AppShortcutsFixtures.phrase("在${applicationName}記錄咖啡")]]),
        ]
        var device = Device()
        try device.launch(device.install(app))
        let index = AppShortcutsIndex(device: device, locale: LocaleIdentifier(row.locale)!)
        #expect(Self.summary(index.resolve(row.utterance)) == row.expected, "\(row.locale): \(row.utterance)")
    }

    static let japanese: [(String, String)] = [
        ("Brewlogでコーヒーを記録", "clarify LogBrewIntent method"),
        ("Brewlog で コーヒー を 記録", "clarify LogBrewIntent method"),
        ("Brewlogでタイマーを開始", "run StartTimerIntent"),
        ("Brewlogでタイマーを開始。", "run StartTimerIntent"),
    ]

    @Test("Japanese: no spaces between words, punctuation ignored", arguments: japanese)
    func japaneseTable(_ row: (String, String)) throws {
        let index = AppShortcutsIndex(device: try AppShortcutsFixtures.device(), locale: "ja")
        #expect(Self.summary(index.resolve(row.0)) == row.1, "\(row.0)")
    }

    /// An app whose intents take parameters no phrase supplies: one with a default, one required (issue 30).
    static let focus: App = {
        var required = IntentParameter(name: "project", typeName: "String", title: "Project")
        required.titleKey = StringTableKey(key: "Project")
        required.requestValueDialog = "Which project are you working on?"
        let defaulted = IntentParameter(name: "minutes", typeName: "Int", title: "Minutes", hasDefault: true)
        let optional = IntentParameter(name: "note", typeName: "String?", title: "Note")
        var start = AppShortcut(
            intentType: "StartFocusIntent", phrases: [AppShortcutsFixtures.phrase("Focus with ${applicationName}")],
            shortTitle: "Start Focus")
        start.shortTitleKey = StringTableKey(key: "Start Focus")
        let provider = AppShortcutsProviderDeclaration(
            typeName: "FocusShortcuts",
            shortcuts: [
                start,
                AppShortcut(
                    intentType: "TrackIntent",
                    phrases: [AppShortcutsFixtures.phrase("Track time in ${applicationName}")],
                    shortTitle: "Track Time"),
            ])
        var app = App(
            name: "Tempo", bundleIdentifier: "com.example.tempo", infoPlist: SourceLocation(file: "Info.plist"),
            localizations: InfoPlistLocalizations(developmentRegion: "en"),
            appShortcuts: AppShortcutsDeclarations(
                providers: [provider],
                intents: [
                    AppIntentDeclaration(typeName: "StartFocusIntent", parameters: [defaulted, optional]),
                    AppIntentDeclaration(typeName: "TrackIntent", parameters: [defaulted, required]),
                ]))
        app.stringTables.add(
            TestApps.table("de", ["Start Focus": "Fokus starten", "Project": "Projekt"]), named: "Localizable")
        return app
    }()

    @Test("A parameter with a default runs; a required one no phrase supplies is asked for with its title")
    func requiredAndDefaultedParameters() throws {
        var device = Device()
        try device.launch(device.install(Self.focus))
        let english = AppShortcutsIndex(device: device, locale: "en")
        #expect(Self.summary(english.resolve("Focus with Tempo")) == "run StartFocusIntent")
        guard case .clarify(_, let question) = english.resolve("Track time in Tempo") else {
            Issue.record("a required String parameter no phrase supplies must be asked for")
            return
        }
        #expect(question.parameterName == "project")
        #expect(question.parameterTitle == "Project")
        #expect(question.question == "Which project are you working on?")
        let text = AppShortcutsTextRenderer().render(english.resolve("Track time in Tempo"), utterance: "Track")
        #expect(text.contains("  asks: “Which project are you working on?”"))
        let german = AppShortcutsIndex(device: device, locale: "de")
        guard case .run(let match) = german.resolve("Focus with Tempo") else {
            Issue.record("the source phrase works in German without a translation")
            return
        }
        #expect(match.shortTitle == "Fokus starten")
        guard case .clarify(_, let germanQuestion) = german.resolve("Track time in Tempo") else { return }
        #expect(germanQuestion.parameterTitle == "Projekt")
    }

    @Test("A literal phrase that reads like a parameter phrase of the same shortcut is one match, with the value")
    func literalAndParameterPhraseOfOneShortcut() throws {
        var app = AppShortcutsFixtures.brewlog
        // "Log a pour over in ${applicationName}" written out, beside "Log a ${method} in ${applicationName}".
        app.appShortcuts.providers[0].shortcuts[0].phrases.append(
            AppShortcutsFixtures.phrase("Log a pour over in ${applicationName}"))
        var device = Device()
        try device.launch(device.install(app))
        let index = AppShortcutsIndex(device: device, locale: "en")
        #expect(Self.summary(index.resolve("Log a pour over in Brewlog")) == "run LogBrewIntent pourOver")
    }

    @Test("Right after install only phrases without parameters work")
    func installedState() throws {
        let index = AppShortcutsIndex(device: try AppShortcutsFixtures.device(launched: false), locale: "en")
        #expect(Self.summary(index.resolve("Log a brew in Brewlog")) == "clarify LogBrewIntent method")
        #expect(Self.summary(index.resolve("Log a pour over in Brewlog")) == "needs first launch Brewlog")
        #expect(Self.summary(index.resolve("Brew another shot with Brewlog")) == "needs first launch Brewlog")
    }

    @Test("A missing parameter suggests the value used most recently")
    func clarifyMostRecent() throws {
        var device = try AppShortcutsFixtures.device()
        let value = ExpandedPhrase.ParameterValue(
            name: "method", caseName: "aeropress", title: "AeroPress", spoken: "AeroPress")
        try device.recordAppShortcutRun("com.example.brewlog", shortcutIndex: 0, parameter: value)
        let resolution = AppShortcutsIndex(device: device, locale: "en").resolve("Log a brew in Brewlog")
        guard case .clarify(_, let clarification) = resolution else {
            Issue.record("expected a clarification, got \(resolution)")
            return
        }
        #expect(clarification.suggestion?.caseName == "aeropress")
        #expect(clarification.suggestion?.reason == .mostRecent)
        #expect(clarification.alternatives == ["Espresso", "Pour Over", "French Press"])
        #expect(clarification.parameterTitle == "Method")
    }

    @Test("Without a recent value, the app's time-of-day default is suggested")
    func clarifyTimeOfDay() throws {
        var device = try AppShortcutsFixtures.device()
        try device.declareTimeOfDayDefaults(
            [
                TimeOfDayRule(startHour: 5, endHour: 11, caseName: "espresso"),
                TimeOfDayRule(startHour: 11, endHour: 5, caseName: "pourOver"),
            ],
            for: "com.example.brewlog", intentType: "LogBrewIntent", parameter: "method")
        let index = AppShortcutsIndex(device: device, locale: "en")
        #expect(
            Self.summary(index.resolve("Log a brew in Brewlog", hour: 7))
                == "clarify LogBrewIntent method suggest espresso")
        #expect(
            Self.summary(index.resolve("Log a brew in Brewlog", hour: 23))
                == "clarify LogBrewIntent method suggest pourOver")
        #expect(
            Self.summary(index.resolve("Log a brew in Brewlog", hour: 2))
                == "clarify LogBrewIntent method suggest pourOver")
    }

    @Test("The same phrase in two apps is ambiguous")
    func ambiguous() throws {
        var device = try AppShortcutsFixtures.device()
        var twin = AppShortcutsFixtures.notes
        twin.bundleIdentifier = "com.example.twin"
        device.install(twin)
        let resolution = AppShortcutsIndex(device: device, locale: "en").resolve("Search Scribble")
        #expect(Self.summary(resolution) == "ambiguous SearchIntent,SearchIntent")
    }

    @Test("Nothing matched: the closest phrases, best first")
    func closest() throws {
        let index = AppShortcutsIndex(device: try AppShortcutsFixtures.device(), locale: "en")
        guard case .noMatch(let closest) = index.resolve("Start the brew timer in Brewlog") else {
            Issue.record("expected no match")
            return
        }
        #expect(closest.first == "Start a brew timer in Brewlog")
        #expect(closest.count == 3)
    }

    @Test("Phrases nobody can say are reported, not indexed")
    func unexpandable() {
        var app = AppShortcutsFixtures.notes
        app.appShortcuts.providers[0].shortcuts.append(
            AppShortcut(
                intentType: "NewNoteIntent",
                phrases: [
                    AppShortcutsFixtures.phrase("New note"),
                    AppShortcutsFixtures.phrase("${applicationName} ${applicationName} note"),
                    AppShortcutsFixtures.phrase("Open ${folder} and ${tag} in ${applicationName}"),
                    AppShortcutsFixtures.phrase("Open ${folder} in ${applicationName}"),
                ]))
        var device = Device()
        try! device.launch(device.install(app))
        let indexed = AppShortcutsIndex(device: device, locale: "en").apps[0]
        #expect(
            indexed.unexpandable.map(\.template) == [
                "New note", "${applicationName} ${applicationName} note",
                "Open ${folder} and ${tag} in ${applicationName}", "Open ${folder} in ${applicationName}",
            ])
        #expect(
            indexed.unexpandable.map(\.reason) == [
                .applicationNameCount(0), .applicationNameCount(2), .multipleParameters(["folder", "tag"]),
                .unknownParameter("folder"),
            ])
    }
}

@Suite("Siri before the first launch")
struct SiriBeforeFirstLaunchTests {
    @Test("A parameterized phrase said before the first launch says why it does not run yet")
    func needsFirstLaunch() throws {
        let index = AppShortcutsIndex(device: try AppShortcutsFixtures.device(launched: false), locale: "en")
        #expect(
            index.resolve("Log a V60 in Brewlog")
                == .needsFirstLaunch(appName: "Brewlog", phrase: "Log a V60 in Brewlog"))
        guard case .noMatch = index.resolve("Log a V61 in Brewlog") else {
            Issue.record("an unknown value is still no match")
            return
        }
    }
}
