import QuickActionKit

/// An App Shortcut without `systemImageName`: Spotlight and the Shortcuts app show an SF Symbol for each (HIG-AS).
public struct MissingSystemImageRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_system_image",
        name: "Missing System Image",
        defaultSeverity: .warning,
        rationale: """
            "Each App Shortcut includes a symbol from SF Symbols that you choose to represent its functionality" \
            (HIG app-shortcuts); `systemImageName:` gives it from iOS 17 (platform-facts §6). A value that is not \
            a string literal is read as missing.
            """,
        triggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        ↓AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: ["Create a note in \(.applicationName)"],
                            shortTitle: "Create Note"
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
            guard shortcut.systemImageName == nil, let location = shortcut.location else { return nil }
            return finding(
                at: location,
                "Add a systemImageName to the \(shortcut.intentType) shortcut: an SF Symbol for what it does, which "
                    + "Spotlight and the Shortcuts app show beside it.")
        }
    }
}
