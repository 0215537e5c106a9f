import QuickActionKit

/// A phrase without exactly one application-name token: Xcode rejects it (platform-facts §6, [SWB]).
public struct PhraseMissingAppNameRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "phrase_missing_app_name",
        name: "Phrase Missing App Name",
        defaultSeverity: .error,
        rationale: """
            Every App Shortcut phrase must contain the app-name token `\\(.applicationName)` exactly once; Xcode's \
            validator fails the build with "Invalid Utterance. Every App Shortcut utterance should have one \
            '${applicationName}' in it." (platform-facts §6, [SWB]; HIG app-shortcuts: "You have to include your \
            app name"). `${applicationName}` typed inside a Swift literal is the strings-file syntax and stays plain \
            text there (platform-facts §9).
            """,
        triggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: [
                                "Create a note in \(.applicationName)",
                                ↓"Create a note",
                                ↓"Create a \(.applicationName) note in \(.applicationName)",
                            ],
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                        AppShortcut(
                            intent: SearchNotesIntent(),
                            phrases: [↓"Search ${applicationName}"],
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
                """#,
                "en.lproj/AppShortcuts.strings": """
                "Create a note in ${applicationName}" = "Create a note in ${applicationName}";
                "New ${applicationName} note" = "New ${applicationName} note";
                """,
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.appShortcuts.shortcuts.flatMap(\.phrases).compactMap { phrase in
            let typed = phrase.tokens.filter {
                if case .text(let text) = $0 { text.contains("${applicationName}") } else { false }
            }
            guard phrase.applicationNameCount != 1 || !typed.isEmpty, let location = phrase.location else {
                return nil
            }
            let advice =
                if !typed.isEmpty {
                    #"In Swift write \(.applicationName); ${applicationName} is the AppShortcuts.strings syntax and "#
                        + "is read here as plain text."
                } else if phrase.applicationNameCount == 0 {
                    #"Add \(.applicationName) where people say the app's name ("… in \(.applicationName)")."#
                } else {
                    #"Keep one \(.applicationName) and remove the others."#
                }
            return finding(
                at: location,
                "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. " + advice)
        }
    }
}
