import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import Testing

/// The App Shortcuts rules over the example projects in `Examples/`: exactly the findings each deserves.
@Suite("App Shortcuts rules on the example projects")
struct AppShortcutRuleExamplesProjectsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let identifiers: Set<String> = [
        "too_many_app_shortcuts", "phrase_missing_app_name", "phrase_multiple_parameters", "phrase_parameter_type",
        "too_many_phrases", "phrase_not_inline", "missing_short_title", "missing_system_image", "action_label_style",
        "open_app_shortcut", "unused_phrase", "malformed_app_shortcuts_strings", "localized_placeholder_mismatch",
        "shortcuts_capitalization",
    ]

    static func findings(in example: String) throws -> [Finding] {
        let app = try ProjectReader().readProjectApp(at: packageRoot + "/Examples/" + example)
        let rules = RuleRegistry.all.filter { identifiers.contains($0.description.identifier) }.map { $0.init() }
        return try Linter(rules: rules).lint(app, measurer: nil)
    }

    @Test("Every App Shortcuts rule is registered")
    func registered() {
        #expect(Set(RuleRegistry.all.map { $0.description.identifier }).isSuperset(of: Self.identifiers))
    }

    /// Brewlog's App Shortcuts are sound apart from two Action button labels that dropped their verb: “Brew
    /// Timer” and “Brew Stats” are the titles “Start Brew Timer” and “Show Brew Stats” without “Start” and
    /// “Show”. The Japanese catalog translating some phrases twice, one none and leaving out “Add a coffee…”,
    /// and negative phrases translated in French only, are allowed (platform-facts §6).
    @Test("Brewlog: two Action button labels without a verb")
    func brewlog() throws {
        let file = Self.packageRoot + "/Examples/Brewlog/Brewlog/Intents/BrewlogShortcuts.swift"
        #expect(
            try Self.findings(in: "Brewlog") == [
                Finding(
                    ruleID: "action_label_style", severity: .warning,
                    location: SourceLocation(file: file, line: 28, column: 9),
                    message: "Action button label “Brew Timer”: it leaves out the verb of the intent's title “Start "
                        + "Brew Timer”. Use “Start Brew Timer”."),
                Finding(
                    ruleID: "action_label_style", severity: .warning,
                    location: SourceLocation(file: file, line: 38, column: 13),
                    message: "Action button label “Brew Stats”: it leaves out the verb of the intent's title “Show "
                        + "Brew Stats”. Use “Show Brew Stats”."),
            ])
    }

    @Test("Chirp and Trailmix have no App Shortcuts and no findings", arguments: ["Chirp", "Trailmix"])
    func withoutAppShortcuts(_ example: String) throws {
        #expect(try Self.findings(in: example).isEmpty)
    }
}
