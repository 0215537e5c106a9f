import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import QuickActionPreview
import Testing

/// The quick-action rules added for HIG and UIKit guidance, over the example projects in `Examples/`: exactly the
/// findings each deserves.
@Suite("Quick-action rules on the example projects")
struct QuickActionRuleExamplesProjectsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let identifiers: Set<String> = [
        "too_many_quick_actions", "duplicate_item_type", "missing_icon", "unknown_icon_type", "app_name_in_title",
        "emoji_in_text", "ascii_ellipsis", "title_case", "article_in_title", "unlocalized_title", "title_truncated",
        "subtitle_truncated", "unversioned_dynamic_items", "non_plist_user_info",
    ]

    static func findings(in example: String) throws -> [Finding] {
        let app = try ProjectReader().readProjectApp(at: packageRoot + "/Examples/" + example)
        let rules = RuleRegistry.all.filter { identifiers.contains($0.description.identifier) }.map { $0.init() }
        return try Linter(rules: rules).lint(app, measurer: try TextMeasurer())
    }

    @Test("Every quick-action rule is registered")
    func registered() {
        let registered = Set(RuleRegistry.all.map { $0.description.identifier })
        #expect(registered.isSuperset(of: Self.identifiers))
    }

    /// Trailmix's four static items are translated into eight languages; only the German “Wanderwege in der
    /// Umgebung” is too long for one line beside its subtitle, and the finding points at the German translation.
    @Test("Trailmix: the German title truncated beside its subtitle")
    func trailmix() throws {
        let findings = try Self.findings(in: "Trailmix")
        #expect(findings.map(\.ruleID) == ["title_truncated"])
        let finding = try #require(findings.first)
        #expect(
            finding.location
                == SourceLocation(
                    file: Self.packageRoot + "/Examples/Trailmix/Trailmix/de.lproj/InfoPlist.strings", line: 10,
                    column: 1)
        )
        #expect(finding.message.hasPrefix("In de, the title “Wanderwege in der Umgebung” is shown as “"))
    }

    /// Brewlog's two static items and its favorite-recipe item are sound (icons, title case, a version in the
    /// dynamic item's userInfo), but the dynamic title “Favorite Recipe” is a Swift literal in an app localized into
    /// German, French and Japanese (its Siri phrases), so those users read it in English.
    @Test("Brewlog: the literal dynamic title is not translated into the languages the app speaks")
    func brewlog() throws {
        #expect(
            try Self.findings(in: "Brewlog") == [
                Finding(
                    ruleID: "unlocalized_title", severity: .warning,
                    location: SourceLocation(
                        file: Self.packageRoot + "/Examples/Brewlog/Brewlog/FavoriteRecipeShortcut.swift", line: 20,
                        column: 20),
                    message: "The title “Favorite Recipe” is a literal in Swift, so people using de, fr, ja see it "
                        + "untranslated; use String(localized:).")
            ])
    }

    /// Chirp asks for three static and three dynamic items; the dynamic ones carry the app version, have icons and
    /// title-case titles, so only the two items beyond the four-item limit are reported.
    @Test("Chirp: only the two dynamic items the menu drops")
    func chirp() throws {
        let file = Self.packageRoot + "/Examples/Chirp/Chirp/RecentConversationsShortcuts.swift"
        let findings = try Self.findings(in: "Chirp")
        #expect(findings.map(\.ruleID) == ["too_many_quick_actions", "too_many_quick_actions"])
        #expect(findings.map(\.severity) == [.warning, .warning])
        #expect(
            findings.map(\.location) == [
                SourceLocation(file: file, line: 34, column: 13), SourceLocation(file: file, line: 41, column: 13),
            ])
    }
}
