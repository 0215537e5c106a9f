import QuickActionKit

/// An App Shortcut without `shortTitle`: the Action button and Spotlight need it from iOS 17 (platform-facts §6-§7).
public struct MissingShortTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_short_title",
        name: "Missing Short Title",
        defaultSeverity: .warning,
        rationale: """
            From iOS 17 `AppShortcut(intent:phrases:shortTitle:systemImageName:)` gives the label people see when \
            they choose an App Shortcut for the Action button and in Spotlight (platform-facts §6; HIG \
            action-button: "write a short label that succinctly describes it"). A shortcut written in the iOS 16 \
            form has none and is not offered for the Action button. A `shortTitle` that is not a string literal is \
            read as missing.
            """,
        triggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        ↓AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: ["Create a note in \(.applicationName)"]
                        )
                    }
                }
                """#
            ])
        ],
        nonTriggeringExamples: [
            .completeNotesProvider
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.appShortcuts.shortcuts.compactMap { shortcut in
            guard shortcut.shortTitle == nil, let location = shortcut.location else { return nil }
            return finding(
                at: location,
                "Add a shortTitle to the \(shortcut.intentType) shortcut: the Action button and Spotlight show it "
                    + "(iOS 17 and later), and without one it is not offered for the Action button.")
        }
    }
}
