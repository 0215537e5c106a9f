import AppProject
import Foundation
import QuickActionKit
import QuickActionPreview
import Testing

@testable import QuickActionLint

/// The text checks behind the quick-action rules, on the cases their examples do not show: what they accept as
/// written, and findings that point into localization tables.
@Suite("Quick-action rule text checks")
struct QuickActionRuleTextTests {
    @Test(
        "Title-style capitalization",
        arguments: [
            ("new note", "New Note"),
            ("Search For Notes And Tags", "Search for Notes and Tags"),
            ("Go to the Trail", nil),
            ("Set Up Sync", nil),
            ("Check In", nil),
            ("Scan PDF to iCloud", nil),
            ("Share via AirDrop", nil),
            ("Top 10 trails", "Top 10 Trails"),
            ("“quoted” Title", "“Quoted” Title"),
            ("shortcut_new_post", nil),
            ("$(PRODUCT_NAME) search", "$(PRODUCT_NAME) Search"),
            ("Sign up", "Sign Up"),
        ] as [(String, String?)])
    func titleCase(_ title: String, _ corrected: String?) {
        #expect(TitleCaseRule.titleCased(title) == corrected)
    }

    @Test(
        "Articles removed",
        arguments: [
            ("The Latest Trails", "Latest Trails"), ("View the Settings", "View Settings"), ("an Idea", "Idea"),
            ("Theme Park", nil), ("Another Note", nil), ("The", nil),
        ] as [(String, String?)])
    func articles(_ title: String, _ shortened: String?) {
        #expect(ArticleInTitleRule.withoutArticles(title) == shortened)
    }

    @Test(
        "Emoji, not symbols",
        arguments: [
            ("☕", true), ("🌟", true), ("🗺", true), ("🇩🇪", true), ("⏱\u{FE0F}", true), ("1\u{FE0F}\u{20E3}", true),
            ("⏱", false), ("☕\u{FE0E}", false), ("©", false), ("1", false), ("✓", false), ("★", false), ("→", false),
        ])
    func emoji(_ text: String, _ isEmoji: Bool) {
        #expect(EmojiInTextRule.isEmoji(Character(text)) == isEmoji)
    }

    @Test(
        "App names as whole words, ignoring case",
        arguments: [
            ("Start Trailmix Hike", "Trailmix", true), ("TRAILMIX Stats", "Trailmix", true),
            ("Trailmixer Tips", "Trailmix", false), ("Mixed Trails", "Trail Mix", false),
            ("Open Trail Mix", "Trail Mix", true), ("Open $(PRODUCT_NAME)", "$(PRODUCT_NAME)", false),
            ("Notes2Go Sync", "Notes", false), ("trailmix", "TRAILMIX", true), ("Trailmix", "Trailmix Pro", false),
            // Non-ASCII text takes Foundation's search; ASCII takes the byte path: both must agree.
            ("Öffne Trailmix", "Trailmix", true), ("Trailmixé", "Trailmix", false), ("Über Brewlog", "über", true),
        ])
    func appName(_ text: String, _ name: String, _ found: Bool) {
        #expect(AppNameInTitleRule.contains(text, word: name) == found)
    }

    @Test(
        "Closest system icon type",
        arguments: [
            ("UIApplicationShortcutIconTypeFavourite", SystemIconType.favorite),
            ("UIApplicationShortcutIconTypeSerach", .search),
            ("UIApplicationShortcutIconTypecompose", .compose),
            ("UIApplicationShortcutIconType.markLocation", .markLocation),
            ("Bookmarks", .bookmark),
            ("UIApplicationShortcutIconTypeStar", nil),
            ("UIApplicationShortcutIconTypeCustomPin", nil),
        ] as [(String, SystemIconType?)])
    func closestIconType(_ name: String, _ type: SystemIconType?) {
        #expect(UnknownIconTypeRule.closestType(to: name) == type)
    }

    @Test(
        "Only plain non-property-list values in userInfo literals",
        arguments: [
            (#"["image": UIImage(named: "Pin")!, "id": "n-1"]"#, [#"UIImage(named: "Pin")!"#]),
            (#"["session": UUID() as NSSecureCoding]"#, ["UUID()"]),
            (#"["handler": { print("opened") }, "flag": nil]"#, [#"{ print("opened") }"#, "nil"]),
            (#"["nested": ["links": [URL(string: s)!]] as NSSecureCoding]"#, ["URL(string: s)!"]),
            (
                #"["color": UIColor.init(red: 1, green: 0, blue: 0, alpha: 1)]"#,
                ["UIColor.init(red: 1, green: 0, blue: 0, alpha: 1)"]
            ),
            (#"["url": URL(string: s)!.absoluteString, "id": UUID().uuidString]"#, []),
            (#"["title": "Open \(note.title) [draft] {x}, \"nil\"", "when": Date()]"#, []),
            (#"["name": user.isGuest ? "Guest" : user.name, "size": (1, 2)]"#, []),
            ("note.shortcutUserInfo", []),
            ("nil", []),
            ("[:]", []),
        ])
    func nonPropertyListValues(_ expression: String, _ values: [String]) {
        #expect(NonPlistUserInfoRule.nonPropertyListValues(in: expression) == values)
    }

    /// An app developed in English with German and Japanese localizations: German translates the items, Japanese
    /// does not, so Japanese people see the English text.
    static func localizedApp(title: String, german: String) throws -> App {
        let example = RuleExample.infoPlist(
            items: RuleExample.item([
                "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                "UIApplicationShortcutItemTitle": "<string>\(title)</string>",
                "UIApplicationShortcutItemSubtitle": "<string>In all notebooks</string>",
                "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeSearch</string>",
            ]),
            otherFiles: [
                "Notes/de.lproj/InfoPlist.strings": """
                /* Home Screen quick actions */
                "\(title)" = "\(german)";
                "In all notebooks" = "In allen Notizbüchern";
                """,
                "Notes/ja.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"ノート\";\n",
            ])
        let (folder, _) = try RuleExamplesTests.materialize(example)
        return try ProjectReader().readApp(at: folder.path)
    }

    static func findings(_ rule: any Rule, in app: App) throws -> [String] {
        let folder = URL(fileURLWithPath: app.infoPlist.file).deletingLastPathComponent().deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try Linter(rules: [rule]).lint(ProjectApp(app: app), measurer: try TextMeasurer()).map {
            $0.location.description.replacingOccurrences(of: folder.path + "/", with: "") + " " + $0.message
        }
    }

    @Test("A translation's problem points at its line in the strings file")
    func translationLine() throws {
        let app = try Self.localizedApp(title: "Search…", german: "Suchen...")
        #expect(
            try Self.findings(ASCIIEllipsisRule(), in: app) == [
                "Notes/de.lproj/InfoPlist.strings:2:1 The title “Suchen...” (de) uses three periods; write the ellipsis "
                    + "character: “Suchen…”."
            ])
    }

    @Test("A missing translation is reported once per item, with the languages that lack each string")
    func missingTranslations() throws {
        let app = try Self.localizedApp(title: "Search Notes", german: "Notizen durchsuchen")
        #expect(
            try Self.findings(UnlocalizedTitleRule(), in: app) == [
                "Notes/Info.plist:19:4 “Search Notes” is not translated: “Search Notes” in ja; “In all notebooks” in "
                    + "ja. People using those languages read untranslated text; add the translations to "
                    + "InfoPlist.strings (or InfoPlist.xcstrings)."
            ])
    }

    @Test("A truncated development-region title shown in a locale without a translation is reported once")
    func truncationFallingBack() throws {
        let app = try Self.localizedApp(title: "Search Every Notebook and Tag", german: "Suchen")
        let findings = try Self.findings(TitleTruncatedRule(), in: app)
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix("Notes/Info.plist:19:4 In en, the title “Search Every Notebook and Tag”") == true)
    }
}
