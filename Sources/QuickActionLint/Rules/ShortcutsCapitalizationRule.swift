import QuickActionKit

/// “app shortcuts” or “shortcuts app” written in the wrong case or number: "App Shortcuts" and the "Shortcuts app"
/// are names (HIG-AS editorial guidelines).
public struct ShortcutsCapitalizationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "shortcuts_capitalization",
        name: "Shortcuts Capitalization",
        defaultSeverity: .warning,
        rationale: """
            HIG app-shortcuts: "When referring to App Shortcuts or the Shortcuts app, always use title case and \
            make sure that Shortcuts is plural" (platform-facts §7). Checked in phrases, short titles and intent \
            titles, for these two expressions only: individual shortcuts are lowercase and not reported.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/ExportWorkflowIntent.swift": #"""
                import AppIntents

                struct ↓ExportWorkflowIntent: AppIntent {
                    static var title: LocalizedStringResource = "Export to the shortcuts app"

                    func perform() async throws -> some IntentResult {
                        try await WorkflowExporter.shared.export()
                        return .result()
                    }
                }
                """#,
                "Intents/AutomatorShortcuts.swift": #"""
                import AppIntents

                struct AutomatorShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: ShowShortcutsIntent(),
                            phrases: [↓"Show the app shortcuts of \(.applicationName)"],
                            shortTitle: "Show Shortcuts",
                            systemImageName: "square.stack"
                        )
                    }
                }
                """#,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/ExportWorkflowIntent.swift": #"""
                import AppIntents

                struct ExportWorkflowIntent: AppIntent {
                    static var title: LocalizedStringResource = "Export to the Shortcuts app"

                    func perform() async throws -> some IntentResult {
                        try await WorkflowExporter.shared.export()
                        return .result()
                    }
                }
                """#,
                "Intents/AutomatorShortcuts.swift": #"""
                import AppIntents

                struct AutomatorShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: ShowShortcutsIntent(),
                            phrases: [
                                "Show the App Shortcuts of \(.applicationName)",
                                "Run a shortcut with \(.applicationName)",
                            ],
                            shortTitle: "Show Shortcuts",
                            systemImageName: "square.stack"
                        )
                    }
                }
                """#,
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        let app = context.app
        let declarations = app.appShortcuts
        // Each text with the table that looks it up as a key and the localizations that translate it there: a
        // phrase is the key of AppShortcuts.strings, a short title or intent title the key of its strings table.
        var texts: [(text: String, location: SourceLocation?, table: String, translatedIn: [String])] = []
        for shortcut in declarations.shortcuts {
            texts += shortcut.phrases.map { phrase in
                let translatedIn = declarations.phraseTables.filter { $0.phrases[phrase.stringsKey] != nil }
                    .map(\.localization)
                return (phrase.stringsKey, phrase.location, "AppShortcuts", translatedIn)
            }
            if let title = shortcut.shortTitle {
                texts.append(Self.keyed(title, shortcut.shortTitleKey, at: shortcut.location, in: app))
            }
        }
        texts += declarations.intents.compactMap { intent in
            intent.title.map { Self.keyed($0, intent.titleKey, at: intent.location, in: app) }
        }
        return texts.flatMap { text, location, table, translatedIn -> [Finding] in
            guard let location else { return [] }
            let translations = Array(Set(translatedIn)).sorted()
            return Self.miswritten(in: text).map { written, expected in
                finding(
                    at: location,
                    "Write “\(expected)”, not “\(written)”: App Shortcuts and the Shortcuts app are names, written in "
                        + "title case.",
                    fix: TextFix(
                        original: written, replacement: expected, isFragment: true,
                        refusal: translations.isEmpty
                            ? nil
                            : "“\(text)” is also the key that the \(translations.joined(separator: ", ")) \(table) "
                                + "tables look up, so changing it would lose their translations; change it in the "
                                + "code and in every \(table) table together"))
            }
        }
    }

    /// A title as people read it in the development language, where to change it, the strings table that looks
    /// it up, and the localizations that translate it there. A title whose key the development language's table
    /// translates is that entry's value, changed there; a title written as its own key is changed in the code only
    /// when no table translates it.
    private static func keyed(_ title: String, _ key: StringTableKey?, at location: SourceLocation?, in app: App)
        -> (String, SourceLocation?, String, [String])
    {
        let table = key?.table ?? StringTableKey.defaultTable
        let key = key ?? StringTableKey(key: title)
        let shown = app.shown(.localized(key), locale: app.localizations.developmentLocale)
        if shown.localization != nil, let value = shown.value, let entry = shown.location, entry.line != nil {
            return (value, entry, table, [])
        }
        let translatedIn =
            app.stringTables.tables[table]?.tables.filter { $0.entries[key.key] != nil }.map(\.localization) ?? []
        return (title, location, table, translatedIn)
    }

    /// Each miswritten “app shortcuts” or “shortcuts app” in `text`, with how to write it.
    static func miswritten(in text: String) -> [(written: String, expected: String)] {
        var found: [(String, String)] = []
        for match in text.matches(of: #/(?i)\b(app)\s+(shortcuts?)\b/#) {
            let expected = "App " + (match.2.count == "shortcuts".count ? "Shortcuts" : "Shortcut")
            if match.1 != "App" || !["Shortcut", "Shortcuts"].contains(match.2) {
                found.append((String(match.0), expected))
            }
        }
        for match in text.matches(of: #/(?i)\b(shortcuts?)\s+(app)\b/#) where match.1 != "Shortcuts" {
            found.append((String(match.0), "Shortcuts " + match.2))
        }
        return found
    }
}
