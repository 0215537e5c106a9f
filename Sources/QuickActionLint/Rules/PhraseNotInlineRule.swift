import QuickActionKit

/// Phrases given as a constant or variable: Xcode's extractor reads source statically and cannot see them
/// (platform-facts §6).
public struct PhraseNotInlineRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "phrase_not_inline",
        name: "Phrase Not Inline",
        defaultSeverity: .error,
        rationale: """
            Xcode extracts App Shortcut phrases from the source at build time without running it, so only string \
            literals written inside `phrases: [ … ]` count; a shortcut left with none fails with "App Shortcuts \
            should have at least one phrase" (reported by developers, platform-facts §6).
            """,
        triggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": #"""
                import AppIntents

                enum Phrases {
                    static let createNote: [AppShortcutPhrase<CreateNoteIntent>] = [
                        "Create a note in \(.applicationName)",
                        "New \(.applicationName) note",
                    ]
                    static let search: AppShortcutPhrase<SearchNotesIntent> = "Search \(.applicationName)"
                }

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        ↓AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: Phrases.createNote,
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                        ↓AppShortcut(
                            intent: SearchNotesIntent(),
                            phrases: [Phrases.search, "Find a note in \(.applicationName)"],
                            shortTitle: "Search Notes",
                            systemImageName: "magnifyingglass"
                        )
                    }
                }
                """#
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: [
                                "Create a note in \(.applicationName)",
                                "New \(.applicationName) note",
                            ],
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                    }
                }
                """#
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.appShortcuts.shortcuts.compactMap { shortcut in
            guard !shortcut.phrasesNotInline.isEmpty, let location = shortcut.location else { return nil }
            let hidden = shortcut.phrasesNotInline.map { "`\($0)`" }.joined(separator: ", ")
            let explanation =
                "Xcode reads phrases from the source without running it and cannot see \(hidden). Write the "
                + "phrases as string literals inside phrases: [ … ]."
            if shortcut.phrases.isEmpty {
                return finding(at: location, "App Shortcuts should have at least one phrase. " + explanation)
            }
            return finding(
                at: location,
                explanation + " Until then only the \(shortcut.phrases.count) inline phrase"
                    + (shortcut.phrases.count == 1 ? "" : "s") + " can be said.")
        }
    }
}
