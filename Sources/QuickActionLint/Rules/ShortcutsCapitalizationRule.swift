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
        let declarations = context.app.appShortcuts
        var texts: [(String, SourceLocation?)] = []
        for shortcut in declarations.shortcuts {
            texts += shortcut.phrases.map { ($0.stringsKey, $0.location) }
            texts += shortcut.shortTitle.map { [($0, shortcut.location)] } ?? []
        }
        texts += declarations.intents.compactMap { intent in intent.title.map { ($0, intent.location) } }
        return texts.flatMap { text, location -> [Finding] in
            guard let location else { return [] }
            return Self.miswritten(in: text).map { written, expected in
                finding(
                    at: location,
                    "Write “\(expected)”, not “\(written)”: App Shortcuts and the Shortcuts app are names, written in "
                        + "title case.",
                    fix: TextFix(original: written, replacement: expected, isFragment: true))
            }
        }
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
