import QuickActionKit

/// A phrase table that cannot be read: Xcode fails the build and every phrase of that language is lost
/// (platform-facts §6, [SWB]).
public struct MalformedAppShortcutsStringsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "malformed_app_shortcuts_strings",
        name: "Malformed AppShortcuts.strings",
        defaultSeverity: .error,
        rationale: """
            Xcode's validator rejects an AppShortcuts.strings file it cannot parse with "Malformed \
            AppShortcuts.strings file" (platform-facts §6, [SWB]); the String Catalog AppShortcuts.xcstrings is \
            reported the same way when it is not valid JSON.
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
                                "Start a new \(.applicationName) note",
                            ],
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                    }
                }
                """#,
                "fr.lproj/AppShortcuts.strings": """
                "Create a note in ${applicationName}" = "Créer une note dans ${applicationName}"
                ↓"Start a new ${applicationName} note" = "Commencer une note ${applicationName}";
                """,
            ]),
            // The table a short title is looked up in (issue 32: UTM's French Localizable.strings).
            .appShortcuts([
                "NotesShortcuts.swift": RuleExample.completeNotesShortcutsSwift,
                "fr.lproj/Localizable.strings": """
                "Cancel" = "Annuler";
                ↓"Create Note" = "Créer une note";=
                """,
            ]),
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": RuleExample.completeNotesShortcutsSwift,
                "fr.lproj/AppShortcuts.strings": """
                // French phrases
                /* Create Note */
                "Create a note in ${applicationName}" = "Créer une note dans ${applicationName}";
                """,
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.appShortcuts.unreadablePhraseTables.map { problem in
            let file = problem.location.file.split(separator: "/").last.map(String.init) ?? problem.location.file
            // Xcode's wording for the phrase tables; another table the App Shortcuts' texts are looked up in (a
            // short title's `Localizable.strings`) is named as it is, and what it breaks is its texts.
            guard file.hasPrefix("AppShortcuts.") else {
                return finding(
                    at: problem.location.atLineStart,
                    "Malformed strings file \(file): \(problem.message). The build fails to copy it, and until it is "
                        + "fixed none of its texts are shown translated.")
            }
            let name = file.hasSuffix(".xcstrings") ? "AppShortcuts.xcstrings" : "AppShortcuts.strings"
            return finding(
                at: problem.location.atLineStart,
                "Malformed \(name) file: \(problem.message). Until it is fixed, none of its phrases can be said.")
        }
    }
}
