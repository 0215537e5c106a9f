import AppProject
import Foundation
import QuickActionKit
import Testing

@testable import QuickActionLint

/// Issue 32: what the new rules say, word for word, since a developer acts on it.
@Suite("Translations of App Shortcuts and near-miss requirements: messages")
struct Issue32RuleMessagesTests {
    static let messages = AppShortcutRuleMessagesTests.messages

    @Test("Languages that lack the same thing are listed together; complete ones are not named")
    func translationGaps() throws {
        var files = AppShortcutRuleMessagesTests.provider(
            AppShortcutRuleMessagesTests.shortcut(
                phrases: #""Create a note in \(.applicationName)", "New \(.applicationName) note""#))
        files["de.lproj/AppShortcuts.strings"] = """
            "Create a note in ${applicationName}" = "Notiz in ${applicationName} erstellen";
            "New ${applicationName} note" = "Neue ${applicationName}-Notiz";
            """
        files["de.lproj/Localizable.strings"] = "\"Create Note\" = \"Notiz erstellen\";\n"
        files["fr.lproj/AppShortcuts.strings"] = """
            "Create a note in ${applicationName}" = "Créer une note dans ${applicationName}";
            """
        files["it.lproj/Localizable.strings"] = "\"Cancel\" = \"Annulla\";\n"
        files["es.lproj/Localizable.strings"] = "\"Cancel\" = \"Cancelar\";\n"
        let found = try Self.messages(AppShortcutsNotLocalizedRule(), files)
        #expect(
            found["NotesShortcuts.swift:3"] == [
                "The App Shortcuts of NotesShortcuts are not translated into es, fr, it, which the app is localized "
                    + "in: Siri cannot recognise any of its phrases in es, it and 1 of its 2 phrases in fr (add them "
                    + "to AppShortcuts.strings or AppShortcuts.xcstrings); the Action button and Spotlight show "
                    + "“Create Note” in es, fr, it untranslated (add them to the short titles' strings table)."
            ])
    }

    @Test("A String Catalog's language counts as a translation of the phrases it gives")
    func catalogTranslations() throws {
        var files = AppShortcutRuleMessagesTests.provider(
            AppShortcutRuleMessagesTests.shortcut(phrases: #""Create a note in \(.applicationName)""#))
        files["AppShortcuts.xcstrings"] = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Create a note in ${applicationName}": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Notiz in ${applicationName} erstellen"}}}}}}
            """
        files["Localizable.xcstrings"] = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Create Note": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Notiz erstellen"}}}}}}
            """
        #expect(try Self.messages(AppShortcutsNotLocalizedRule(), files).isEmpty)
    }

    @Test("A near miss names the requirement, the protocol, the type and what never happens")
    func nearMiss() throws {
        var files = AppShortcutRuleMessagesTests.provider(
            AppShortcutRuleMessagesTests.shortcut(phrases: #""Create a note in \(.applicationName)""#))
        files["NotesShortcuts+Colour.swift"] = """
            import AppIntents

            extension NotesShortcuts {
                static let shortcutTileColour: ShortcutTileColor = .yellow
            }
            """
        #expect(
            try Self.messages(NearMissRequirementRule(), files)["NotesShortcuts+Colour.swift:4"] == [
                "`shortcutTileColour` is not `shortcutTileColor`, the AppShortcutsProvider requirement NotesShortcuts "
                    + "does not implement: it compiles as a separate property, so the Shortcuts app never uses the "
                    + "tile colour. Rename it `shortcutTileColor`."
            ])
    }

    @Test("A malformed table other than the phrase tables is named as it is")
    func malformedLocalizable() throws {
        var files = AppShortcutRuleMessagesTests.provider(
            AppShortcutRuleMessagesTests.shortcut(phrases: #""Create a note in \(.applicationName)""#))
        files["fr.lproj/Localizable.strings"] = "\"Create Note\" = \"Créer une note\";=\n"
        let messages = try Self.messages(MalformedAppShortcutsStringsRule(), files).values.flatMap { $0 }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Malformed strings file Localizable.strings: ") == true)
        #expect(messages.first?.contains("phrases") == false)
    }
}
