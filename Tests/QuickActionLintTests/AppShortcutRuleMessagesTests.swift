import AppProject
import Foundation
import QuickActionKit
import Testing

@testable import QuickActionLint

/// What the App Shortcuts rules say: Xcode's wording where Xcode has one, and what to do.
@Suite("App Shortcuts rule messages")
struct AppShortcutRuleMessagesTests {
    /// The messages of `rule` on a project of `files` (paths inside the Notes app folder), by `file:line`.
    static func messages(_ rule: any Rule, _ files: [String: String]) throws -> [String: [String]] {
        let (folder, _) = try RuleExamplesTests.materialize(.appShortcuts(files))
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try ProjectReader().readProjectApp(at: folder.path)
        var messages: [String: [String]] = [:]
        for finding in try Linter(rules: [rule]).lint(app, measurer: nil) {
            let file = finding.location.file.replacingOccurrences(of: folder.path + "/Notes/", with: "")
            messages["\(file):\(finding.location.line ?? 0)", default: []].append(finding.message)
        }
        return messages
    }

    static func provider(_ shortcuts: String) -> [String: String] {
        [
            "NotesShortcuts.swift": """
            import AppIntents

            struct NotesShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(shortcuts)
                }
            }
            """
        ]
    }

    static func shortcut(phrases: String, shortTitle: String = "Create Note") -> String {
        """
                AppShortcut(
                    intent: CreateNoteIntent(),
                    phrases: [\(phrases)],
                    shortTitle: "\(shortTitle)",
                    systemImageName: "square.and.pencil"
                )
        """
    }

    @Test("A phrase without the app name gets Xcode's message, and ${applicationName} in Swift is explained")
    func missingAppName() throws {
        let messages = try Self.messages(
            PhraseMissingAppNameRule(),
            Self.provider(Self.shortcut(phrases: #""Create a note", "Create a note in ${applicationName}""#)))
        let xcode = "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. "
        #expect(
            messages["NotesShortcuts.swift:7"]?.sorted() == [
                xcode + #"Add \(.applicationName) where people say the app's name ("… in \(.applicationName)")."#,
                xcode + #"In Swift write \(.applicationName); ${applicationName} is the AppShortcuts.strings "#
                    + "syntax and is read here as plain text.",
            ])
    }

    @Test("A non-AppEnum parameter gets Xcode's message naming it")
    func parameterType() throws {
        var files = Self.provider(
            """
                    AppShortcut(
                        intent: CreateNoteIntent(),
                        phrases: ["Create a note titled \\(\\.$title) in \\(.applicationName)"],
                        shortTitle: "Create Note",
                        systemImageName: "square.and.pencil"
                    )
            """)
        files["CreateNoteIntent.swift"] = """
            import AppIntents

            struct CreateNoteIntent: AppIntent {
                static var title: LocalizedStringResource = "Create Note"

                @Parameter(title: "Title")
                var title: String?

                func perform() async throws -> some IntentResult { .result() }
            }
            """
        let messages = try Self.messages(PhraseParameterTypeRule(), files)
        #expect(
            messages["NotesShortcuts.swift:7"] == [
                "Invalid parameter type. AppEntity and AppEnum are the only allowed types for title. “title” is "
                    + "String?: make it an AppEnum or AppEntity, or leave it out of the phrase and let the intent ask "
                    + "for it."
            ])
    }

    @Test("An unused key gets Xcode's message at its line")
    func unusedPhrase() throws {
        var files = Self.provider(Self.shortcut(phrases: #""Create a note in \(.applicationName)""#))
        files["en.lproj/AppShortcuts.strings"] = """
            "Create a note in ${applicationName}" = "Create a note in ${applicationName}";
            "Make a note in ${applicationName}" = "Make a note in ${applicationName}";
            """
        #expect(
            try Self.messages(UnusedPhraseRule(), files) == [
                "en.lproj/AppShortcuts.strings:2": [
                    "This phrase is not used in any App Shortcut or as a Negative Phrase."
                ]
            ])
    }

    @Test("A malformed table gets Xcode's message with the parser's detail")
    func malformed() throws {
        var files = Self.provider(Self.shortcut(phrases: #""Create a note in \(.applicationName)""#))
        files["de.lproj/AppShortcuts.strings"] = #""Create a note in ${applicationName}" = "Notiz erstellen""#
        let messages = try Self.messages(MalformedAppShortcutsStringsRule(), files)
        let message = try #require(messages.values.first?.first)
        #expect(message.hasPrefix("Malformed AppShortcuts.strings file: "))
        #expect(message.contains("missing ';'"))
    }

    @Test("A phrase given as a constant with no inline phrase left gets the message developers report")
    func notInline() throws {
        let messages = try Self.messages(
            PhraseNotInlineRule(),
            Self.provider(
                """
                        AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: NotePhrases.create,
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                """))
        #expect(
            messages["NotesShortcuts.swift:5"] == [
                "App Shortcuts should have at least one phrase. Xcode reads phrases from the source without running "
                    + "it and cannot see `NotePhrases.create`. Write the phrases as string literals inside phrases: "
                    + "[ … ]."
            ])
    }

    @Test("Action button labels: suggestions, and the word limit is an option")
    func actionLabels() throws {
        let files = Self.provider(
            Self.shortcut(phrases: #""Start a race in \(.applicationName)""#, shortTitle: "Start the Race"))
        #expect(
            try Self.messages(ActionLabelStyleRule(), files)["NotesShortcuts.swift:5"] == [
                "Action button label “Start the Race”: remove “the”. Use “Start Race”."
            ])
        let long = Self.provider(
            Self.shortcut(phrases: #""Log water in \(.applicationName)""#, shortTitle: "Log Water Intake"))
        #expect(try Self.messages(ActionLabelStyleRule(), long).isEmpty)
        #expect(
            try Self.messages(ActionLabelStyleRule(maximumWordCount: 2), long)["NotesShortcuts.swift:5"] == [
                "Action button label “Log Water Intake”: use at most 2 words, not 3."
            ])
    }

    @Test("Present tense and title case are suggested")
    func presentTense() {
        let rule = ActionLabelStyleRule()
        #expect(rule.problems(of: "Started Race") == ["use the present tense (“Start”)"])
        #expect(rule.corrected("Started Race") == "Start Race")
        #expect(rule.corrected("stopped the timer") == "Stop Timer")
        #expect(rule.problems(of: "New Note") == ["start with a verb"])
        #expect(rule.problems(of: "Turn On Lights").isEmpty)
        #expect(rule.problems(of: "Open eBook").isEmpty)
    }

    @Test("Issue 32: verbs apps use are verbs, and a suggestion never changes what the label means")
    func meaningKept() throws {
        let rule = ActionLabelStyleRule()
        for label in ["Favorite", "Favorite Song", "Bookmark Page", "Unmute", "Star Repository", "Pin Note"] {
            #expect(rule.problems(of: label).isEmpty, "\(label)")
        }
        #expect(rule.problems(of: "End of Chapter") == ["start with a verb", "remove “of”"])
        #expect(rule.corrected("End of Chapter") == "End of Chapter")
        #expect(rule.corrected("Add to Playlist") == "Add to Playlist")
        let sleep = Self.provider(
            Self.shortcut(
                phrases: #""Sleep at the end of the chapter in \(.applicationName)""#, shortTitle: "End of Chapter"))
        #expect(
            try Self.messages(rule, sleep)["NotesShortcuts.swift:5"] == [
                "Action button label “End of Chapter”: start with a verb; remove “of”."
            ])
        let playlist = Self.provider(
            Self.shortcut(
                phrases: #""Add this song to a playlist in \(.applicationName)""#, shortTitle: "Add to Playlist"))
        #expect(
            try Self.messages(rule, playlist)["NotesShortcuts.swift:5"] == [
                "Action button label “Add to Playlist”: remove “to”."
            ])
    }

    @Test("A label without its intent's verb is offered the intent's title in title case")
    func intentTitleCorrected() throws {
        var files = Self.provider(
            Self.shortcut(phrases: #""Add carbs in \(.applicationName)""#, shortTitle: "Carbs"))
        files["CreateNoteIntent.swift"] = """
            import AppIntents

            struct CreateNoteIntent: AppIntent {
                static var title: LocalizedStringResource = "Add carbs"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        #expect(
            try Self.messages(ActionLabelStyleRule(), files)["NotesShortcuts.swift:5"] == [
                "Action button label “Carbs”: start with a verb; it leaves out the verb of the intent's title “Add "
                    + "carbs”. Use “Add Carbs”."
            ])
        // A label with its verb keeps its own words: only the capitals change.
        var styled = files
        styled["NotesShortcuts.swift"] =
            Self.provider(
                Self.shortcut(phrases: #""Cancel my override in \(.applicationName)""#, shortTitle: "Cancel override")
            )["NotesShortcuts.swift"]
        styled["CreateNoteIntent.swift"] = files["CreateNoteIntent.swift"]?.replacingOccurrences(
            of: "Add carbs", with: "Cancel active override")
        #expect(
            try Self.messages(ActionLabelStyleRule(), styled)["NotesShortcuts.swift:5"] == [
                "Action button label “Cancel override”: use title-style capitalization. Use “Cancel Override”."
            ])
    }

    @Test("Every verb added beside WordNet has its source and is not already in WordNet")
    func appVerbSources() {
        for (word, source) in EnglishWords.appVerbSources {
            #expect(!EnglishWords.verbs.contains(word), "\(word) is already a WordNet verb")
            #expect(source.lowercased().contains("\(word) (verb)"), "\(word): \(source)")
        }
    }

    @Test("Translations must keep ${applicationName} once and name only the source phrase's parameter")
    func placeholders() throws {
        var files = Self.provider(Self.shortcut(phrases: #""Create a \(\.$kind) note in \(.applicationName)""#))
        files["ja.lproj/AppShortcuts.strings"] = """
            "Create a ${kind} note in ${applicationName}" = "${applicationName}で${knd}メモを作成";
            """
        #expect(
            try Self.messages(LocalizedPlaceholderMismatchRule(), files) == [
                "ja.lproj/AppShortcuts.strings:1": [
                    "The “ja” phrase “${applicationName}で${knd}メモを作成” for “Create a ${kind} note in "
                        + "${applicationName}”: ${knd} is not a parameter of the source phrase. Use the source "
                        + "phrase's placeholders: ${applicationName} once, ${kind}."
                ]
            ])
    }

    @Test("“app shortcuts” and “shortcuts app” are written as names")
    func capitalization() {
        #expect(
            ShortcutsCapitalizationRule.miswritten(in: "Add app shortcuts to the shortcut app").map(\.expected) == [
                "App Shortcuts", "Shortcuts app",
            ])
        #expect(ShortcutsCapitalizationRule.miswritten(in: "Open an App Shortcut in the Shortcuts app").isEmpty)
    }
}
