import QuickActionKit

/// The rules about App Shortcuts.
enum AppShortcutRules {
    static let all: [any Rule.Type] = [
        TooManyAppShortcutsRule.self,
        PhraseMissingAppNameRule.self,
        PhraseMultipleParametersRule.self,
        PhraseParameterTypeRule.self,
        TooManyPhrasesRule.self,
        PhraseNotInlineRule.self,
        MissingShortTitleRule.self,
        MissingSystemImageRule.self,
        ActionLabelStyleRule.self,
        OpenAppShortcutRule.self,
        UnusedPhraseRule.self,
        AppShortcutsNotLocalizedRule.self,
        MalformedAppShortcutsStringsRule.self,
        LocalizedPlaceholderMismatchRule.self,
        ShortcutsCapitalizationRule.self,
    ]
}

extension SourceLocation {
    /// A line-only location (a `.strings` file that does not parse: the error names the line) at the line's first
    /// column, so editors and rule examples can point at it; other locations unchanged.
    var atLineStart: SourceLocation {
        guard line != nil, column == nil else { return self }
        return SourceLocation(file: file, line: line, column: 1)
    }
}

extension RuleExample {
    /// `NotesShortcuts.swift` with one shortcut that has everything the style rules ask for (short title, system
    /// image, the app name in its phrase), for examples that pair it with other files.
    static let completeNotesShortcutsSwift = #"""
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
        }
        """#

    /// The Notes app with only that provider: a non-triggering example for several rules.
    static let completeNotesProvider = appShortcuts(["NotesShortcuts.swift": completeNotesShortcutsSwift])

    /// The Notes app with no quick actions and these App Shortcuts files (Swift sources, `AppShortcuts.strings`),
    /// by path inside the app folder (`NotesShortcuts.swift`, `de.lproj/AppShortcuts.strings`).
    static func appShortcuts(_ files: [String: String]) -> RuleExample {
        .infoPlist(items: "", otherFiles: Dictionary(uniqueKeysWithValues: files.map { ("Notes/" + $0.key, $0.value) }))
    }
}
