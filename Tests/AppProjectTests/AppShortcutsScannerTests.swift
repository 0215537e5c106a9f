import AppProject
import QuickActionKit
import Testing

@Suite("App Shortcuts providers in Swift sources")
struct AppShortcutsScannerTests {
    func scan(_ source: String) -> AppShortcutsDeclarations {
        AppShortcutsScanner.scan(source: source, file: "Shortcuts.swift")
    }

    func shortcuts(_ body: String) -> [AppShortcut] {
        scan(
            """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(body)
                }
            }
            """
        ).shortcuts
    }

    @Test("Shortcuts in if / else branches keep the condition they are declared under")
    func branches() {
        let result = shortcuts(
            """
                    AppShortcut(intent: A(), phrases: ["A \\(.applicationName)"], shortTitle: "A", systemImageName: "a")
                    if Feature.isOn {
                        AppShortcut(intent: B(), phrases: ["B \\(.applicationName)"], shortTitle: "B", systemImageName: "b")
                    } else if #available(iOS 18.0, *) {
                        AppShortcut(intent: C(), phrases: ["C \\(.applicationName)"], shortTitle: "C", systemImageName: "c")
                    } else {
                        AppShortcut(intent: D(), phrases: ["D \\(.applicationName)"], shortTitle: "D", systemImageName: "d")
                    }
            """)
        #expect(result.map(\.intentType) == ["A", "B", "C", "D"])
        #expect(
            result.map(\.condition) == [
                nil, "Feature.isOn", "!(Feature.isOn), #available(iOS 18.0, *)",
                "!(Feature.isOn), !(#available(iOS 18.0, *))",
            ])
    }

    @Test("Shortcuts inside #if clauses are kept with the clause's condition")
    func compilationConditions() {
        let result = shortcuts(
            """
                    #if DEBUG
                    AppShortcut(intent: Debug(), phrases: ["Debug \\(.applicationName)"], shortTitle: "D", systemImageName: "ant")
                    #else
                    AppShortcut(intent: Release(), phrases: ["Go \\(.applicationName)"], shortTitle: "R", systemImageName: "car")
                    #endif
            """)
        #expect(result.map(\.intentType) == ["Debug", "Release"])
        #expect(result.map(\.condition) == ["#if DEBUG", "#if !(DEBUG)"])
    }

    @Test("Phrases in constants are recorded as not inline: Xcode's extractor cannot read them")
    func phrasesNotInline() {
        let result = shortcuts(
            """
                    AppShortcut(intent: LogBrewIntent(), phrases: Phrases.logBrew, shortTitle: "Log", systemImageName: "cup.and.saucer")
                    AppShortcut(intent: TimerIntent(), phrases: ["Time \\(.applicationName)", Phrases.timer], shortTitle: "Timer", systemImageName: "timer")
            """)
        #expect(result[0].phrases.isEmpty)
        #expect(result[0].phrasesNotInline == ["Phrases.logBrew"])
        #expect(result[1].phrases.map(\.stringsKey) == ["Time ${applicationName}"])
        #expect(result[1].phrasesNotInline == ["Phrases.timer"])
    }

    @Test("The iOS 16 form has no short title or image")
    func iOS16Form() throws {
        let shortcut = try #require(
            shortcuts(
                """
                        AppShortcut(intent: LogBrewIntent(), phrases: ["Log a brew in \\(.applicationName)"])
                """
            ).first)
        #expect(shortcut.intentType == "LogBrewIntent")
        #expect(shortcut.shortTitle == nil)
        #expect(shortcut.systemImageName == nil)
        #expect(shortcut.phrases.map(\.tokens) == [[.text("Log a brew in "), .applicationName]])
        #expect(shortcut.location == SourceLocation(file: "Shortcuts.swift", line: 3, column: 9))
    }

    @Test("Titles that are not literals are left out; LocalizedStringResource literals are read")
    func nonLiteralTitles() throws {
        let shortcut = try #require(
            shortcuts(
                """
                        AppShortcut(intent: Log(method: .espresso), phrases: ["Log \\(.applicationName)"], shortTitle: Strings.log, systemImageName: LocalizedStringResource("cup"))
                """
            ).first)
        #expect(shortcut.intentType == "Log")
        #expect(shortcut.shortTitle == nil)
        #expect(shortcut.systemImageName == "cup")
    }

    @Test("A phrase with two parameters keeps both tokens")
    func twoParameters() throws {
        let phrase = try #require(
            shortcuts(
                """
                        AppShortcut(intent: Order(), phrases: ["Order \\(\\.$size) \\(\\.$drink) in \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup")
                """
            ).first?.phrases.first)
        #expect(
            phrase.tokens == [
                .text("Order "), .parameter("size"), .text(" "), .parameter("drink"), .text(" in "), .applicationName,
            ])
        #expect(phrase.parameterNames == ["size", "drink"])
    }

    @Test("${applicationName} typed inside Swift stays text; escapes are resolved")
    func stringsSyntaxInSwift() throws {
        let phrase = try #require(
            shortcuts(
                """
                        AppShortcut(intent: Log(), phrases: ["Log a \\"brew\\" in ${applicationName}"], shortTitle: "Log", systemImageName: "cup")
                """
            ).first?.phrases.first)
        #expect(phrase.tokens == [.text("Log a \"brew\" in ${applicationName}")])
        #expect(phrase.applicationNameCount == 0)
    }

    @Test("Any other interpolation is unsupported, as written")
    func unsupportedInterpolation() throws {
        let phrase = try #require(
            shortcuts(
                """
                        AppShortcut(intent: Log(), phrases: ["Log \\(count) brews in \\(.applicationName)", "Hi \\(a, b)"], shortTitle: "Log", systemImageName: "cup")
                """
            ).first?.phrases)
        #expect(phrase[0].tokens == [.text("Log "), .unsupported("count"), .text(" brews in "), .applicationName])
        #expect(phrase[1].tokens == [.text("Hi "), .unsupported("a, b")])
    }

    @Test("Negative phrases are read from the builder and the array forms")
    func negativePhrases() {
        let result = scan(
            """
            struct Builder: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { AppShortcut(intent: A(), phrases: ["A \\(.applicationName)"]) }
                static var negativePhrases: NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrases {
                        "Stop \\(.applicationName)"
                        "Cancel my brew"
                    }
                }
            }
            struct Array: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { AppShortcut(intent: A(), phrases: ["A \\(.applicationName)"]) }
                static var negativePhrases: NegativeAppShortcutPhrases {
                    NegativeAppShortcutPhrases(phrases: ["Quit \\(.applicationName)"])
                }
                static var shortcutTileColor: ShortcutTileColor { .navy }
            }
            """)
        #expect(result.providers.map(\.typeName) == ["Builder", "Array"])
        #expect(
            result.providers[0].negativePhrases.map(\.tokens) == [
                [.text("Stop "), .applicationName], [.text("Cancel my brew")],
            ])
        #expect(result.providers[0].negativePhrases.first?.location?.line == 5)
        #expect(result.providers[1].negativePhrases.map(\.stringsKey) == ["Quit ${applicationName}"])
        #expect(result.providers.map(\.tileColor) == [nil, .navy])
    }

    @Test("Tile colors are read in the stored, qualified and computed forms")
    func tileColors() {
        let result = scan(
            """
            struct A: AppShortcutsProvider { static var shortcutTileColor: ShortcutTileColor = .tangerine }
            struct B: AppShortcutsProvider { static var shortcutTileColor = ShortcutTileColor.grayBlue }
            struct C: AppShortcutsProvider { static var shortcutTileColor: ShortcutTileColor { return .lime } }
            struct D: AppShortcutsProvider { static var shortcutTileColor: ShortcutTileColor = .chartreuse }
            """)
        #expect(result.providers.map(\.tileColor) == [.tangerine, .grayBlue, .lime, nil])
    }

    @Test("A file that does not parse is reported at its first error and not read")
    func unparsable() {
        let result = scan(
            """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: A(), phrases: ["A \\(.applicationName)"]
                }
            }
            """)
        #expect(result.providers.isEmpty)
        #expect(result.intents.isEmpty)
    }

    @Test("Only files that mention App Intents words are worth parsing")
    func preFilter() {
        #expect(AppShortcutsScanner.mightDeclareAppShortcuts("struct S: AppShortcutsProvider {}"))
        #expect(AppShortcutsScanner.mightDeclareAppShortcuts("import AppIntents"))
        #expect(AppShortcutsScanner.mightDeclareAppShortcuts("struct R: AppEntity {}"))
        #expect(!AppShortcutsScanner.mightDeclareAppShortcuts("struct Recipe { var name: String }"))
        // A networking module's entities and an unrelated intent type are not App Intents.
        #expect(!AppShortcutsScanner.mightDeclareAppShortcuts("struct Account: API.Entity, Decodable {}"))
        #expect(!AppShortcutsScanner.mightDeclareAppShortcuts("enum Intent { case share, open }"))
        #expect(AppShortcutsScanner.mightDeclareAppShortcuts("struct Pause: AudioPlaybackIntent, AppIntent {}"))
    }
}
