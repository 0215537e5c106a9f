import AppProject
import Foundation
import QuickActionKit
import Testing

@Suite("App Shortcuts across a project's files")
struct AppShortcutsProjectTests {
    static let logShortcuts = """
        import AppIntents
        struct LogShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: LogBrewIntent(), phrases: ["Log a brew in \\(.applicationName)"], shortTitle: "Log Brew", systemImageName: "cup.and.saucer")
            }
        }
        """

    @Test("Two providers in one project keep file order, and their shortcuts follow one another")
    func twoProviders() throws {
        let project = try TemporaryProject(files: [
            "Intents/A/LogShortcuts.swift": Self.logShortcuts,
            "Intents/B/TimerShortcuts.swift": """
            import AppIntents
            struct TimerShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: StartTimerIntent(), phrases: ["Start a timer in \\(.applicationName)"], shortTitle: "Timer", systemImageName: "timer")
                }
                static var shortcutTileColor: ShortcutTileColor = .teal
            }
            """,
        ])
        defer { project.remove() }
        let declarations = try project.read().appShortcuts
        #expect(declarations.providers.map(\.typeName) == ["LogShortcuts", "TimerShortcuts"])
        #expect(declarations.providers.map(\.tileColor) == [nil, .teal])
        #expect(declarations.shortcuts.map(\.intentType) == ["LogBrewIntent", "StartTimerIntent"])
        #expect(declarations.shortcuts.last?.location?.file == project.folder + "/Intents/B/TimerShortcuts.swift")
    }

    @Test("A file that does not parse is reported; the other files are still read")
    func unparsableFile() throws {
        let project = try TemporaryProject(files: [
            "Broken.swift": """
            import AppIntents
            struct BrokenIntent: AppIntent {
                static var title: LocalizedStringResource = "Broken"
                func perform( async throws -> some IntentResult { .result() }
            }
            """,
            "LogShortcuts.swift": Self.logShortcuts,
        ])
        defer { project.remove() }
        let app = try project.read()
        let declarations = app.appShortcuts
        #expect(app.unparsableSwiftFiles.map(\.location.file) == [project.folder + "/Broken.swift"])
        #expect(app.unparsableSwiftFiles.first?.location.line == 4)
        #expect(app.unparsableSwiftFiles.first?.message.contains("expected") == true)
        #expect(declarations.intents.isEmpty)
        #expect(declarations.providers.map(\.typeName) == ["LogShortcuts"])
    }

    @Test("A control character before '=' is a syntax error at its line, never a crash in swift-syntax (issue 15)")
    func controlCharacterBeforeEquals() throws {
        // The fuzzer's reproducer, shrunk: swift-syntax's diagnostics generator hit a precondition on it.
        let project = try TemporaryProject(files: [
            "Odd.swift": "import AppIntents\nlet a \u{4}= 1\n",
            "LogShortcuts.swift": Self.logShortcuts,
        ])
        defer { project.remove() }
        let app = try project.read()
        #expect(app.unparsableSwiftFiles.map(\.location.file) == [project.folder + "/Odd.swift"])
        #expect(app.unparsableSwiftFiles.first?.location.line == 2)
        #expect(app.unparsableSwiftFiles.first?.message.contains("whitespace") == true)
        #expect(app.appShortcuts.providers.map(\.typeName) == ["LogShortcuts"])
    }

    @Test("A file over the parsing budget is reported with the reason; the other files are still read")
    func fileOverBudget() throws {
        // `[[[…[1]…]]]` 26 deep took swift-syntax minutes (issue 15, defect 4).
        let nest = String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26)
        let project = try TemporaryProject(files: [
            "Deep.swift": "import AppIntents\nlet deep = \(nest)\n",
            "LogShortcuts.swift": Self.logShortcuts,
        ])
        defer { project.remove() }
        let app = try project.read()
        #expect(app.unparsableSwiftFiles.map(\.location.file) == [project.folder + "/Deep.swift"])
        #expect(app.unparsableSwiftFiles.first?.message.contains("square brackets nest") == true)
        #expect(app.unparsableSwiftFiles.first?.location.line == 2)
        #expect(app.appShortcuts.providers.map(\.typeName) == ["LogShortcuts"])
    }

    @Test("INAlternativeAppNames become the app's alternative names, build variables expanded")
    func alternativeNames() throws {
        let project = try TemporaryProject(files: [
            "Info.plist": TemporaryProject.infoPlist(
                adding: """
                    <key>INAlternativeAppNames</key>
                    <array>
                        <dict>
                            <key>INAlternativeAppName</key>
                            <string>Coffee Log</string>
                            <key>INAlternativeAppNamePronunciationHint</key>
                            <string>coffee log</string>
                        </dict>
                        <dict>
                            <key>INAlternativeAppName</key>
                            <string>$(PRODUCT_NAME) Pro</string>
                        </dict>
                    </array>
                    """)
        ])
        defer { project.remove() }
        #expect(try project.read().alternativeNames == ["Coffee Log", "Brewlog Pro"])
    }

    @Test("INAlternativeAppNames of the wrong type is an error naming its line")
    func alternativeNamesWrongType() throws {
        let project = try TemporaryProject(files: [
            "Info.plist": TemporaryProject.infoPlist(
                adding: """
                    <key>INAlternativeAppNames</key>
                    <string>Coffee Log</string>
                    """)
        ])
        defer { project.remove() }
        #expect {
            try project.read()
        } throws: { error in
            let error = error as! ProjectReadError
            return error.location.line == 9 && error.message.contains("INAlternativeAppNames must be an Array")
        }
    }
}
