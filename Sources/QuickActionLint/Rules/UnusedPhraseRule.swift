import QuickActionKit

/// A key of a phrase table that no shortcut phrase or negative phrase has: Xcode warns about it (platform-facts §6).
public struct UnusedPhraseRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unused_phrase",
        name: "Unused Phrase",
        defaultSeverity: .warning,
        rationale: """
            The keys of AppShortcuts.strings and AppShortcuts.xcstrings are the source phrases, with \
            `${applicationName}` and `${parameter}` for the tokens; a key that matches no phrase of any App \
            Shortcut and no negative phrase is never used, and Xcode's validator warns "This phrase is not used in \
            any App Shortcut or as a Negative Phrase." (platform-facts §6, [SWB]). It is usually a phrase edited in \
            Swift but not in the table. Not reported when the project has no AppShortcutsProvider or a Swift file \
            that does not parse, since the phrases may be in code that was not read.
            """,
        triggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: ["Create a note in \(.applicationName)"],
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                    }

                    static var negativePhrases: NegativeAppShortcutPhrases {
                        NegativeAppShortcutPhrases {
                            "Delete all my \(.applicationName) notes"
                        }
                    }
                }
                """#,
                "de.lproj/AppShortcuts.strings": """
                /* Create Note */
                "Create a note in ${applicationName}" = "Notiz in ${applicationName} erstellen";
                ↓"Make a note in ${applicationName}" = "Notiz in ${applicationName} anlegen";

                /* Negative phrases */
                "Delete all my ${applicationName} notes" = "Alle meine ${applicationName}-Notizen löschen";
                """,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "NotesShortcuts.swift": RuleExample.completeNotesShortcutsSwift,
                "de.lproj/AppShortcuts.strings": """
                "Create a note in ${applicationName}" = "Notiz in ${applicationName} erstellen";
                """,
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        let declarations = context.app.appShortcuts
        guard !declarations.providers.isEmpty, context.app.unparsableSwiftFiles.isEmpty else { return [] }
        let used = Set(
            (declarations.shortcuts.flatMap(\.phrases) + declarations.providers.flatMap(\.negativePhrases))
                .map(\.stringsKey))
        var reported: Set<String> = []
        var findings: [Finding] = []
        for table in declarations.phraseTables {
            for key in table.phrases.keys.sorted() where !used.contains(key) {
                let location = (table.phrases[key]?.first?.location ?? table.source).atLineStart
                guard reported.insert("\(location)\u{1F}\(key)").inserted else { continue }
                // A String Catalog has no lines: name the key.
                let message = "This phrase is not used in any App Shortcut or as a Negative Phrase."
                findings.append(finding(at: location, location.line == nil ? message + " Key: “\(key)”." : message))
            }
        }
        return findings
    }
}
