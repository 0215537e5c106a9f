import QuickActionKit

/// An English title that starts with an article: "Remove articles like a, an, and the from menu-item labels"
/// (HIG menus).
public struct ArticleInTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "article_in_title",
        name: "Article in Title",
        defaultSeverity: .warning,
        rationale: """
            HIG menus: "Remove articles like a, an, and the from menu-item labels to save space. In English, \
            articles always lengthen labels, but rarely enhance understanding" (platform-facts §7). The menu's \
            titles have about 190 points (menu-geometry §2), so every word counts. Checked for titles shown in an \
            English development region.
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>Start a Hike</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.latest</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>The Latest Trails</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Added this week</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeUpdate</string>",
                    ]),
                ].joined(separator: "\n")),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/LastHikeShortcut.swift": """
                    import UIKit

                    func registerLastHike(_ hike: Hike) {
                        let item = ↓UIMutableApplicationShortcutItem(
                            type: "com.example.trailmix.resume", localizedTitle: "Resume the Last Hike")
                        item.localizedSubtitle = hike.name
                        UIApplication.shared.shortcutItems = [item]
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.start-hike</string>",
                        "UIApplicationShortcutItemTitle": "<string>Start Hike</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypePlay</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.latest</string>",
                        "UIApplicationShortcutItemTitle": "<string>Latest Trails</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>The ones added this week</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeUpdate</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.trailmix.theme</string>",
                        "UIApplicationShortcutItemTitle": "<string>Theme Park Trails</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeLocation</string>",
                    ]),
                ].joined(separator: "\n"))
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        guard context.developsInEnglish else { return [] }
        return context.displayedTexts(locale: context.app.localizations.developmentLocale).compactMap { text in
            guard text.field == .title, let shortened = Self.withoutArticles(text.text) else { return nil }
            return finding(
                at: text.location,
                "The title \(text.quoted) has an article, which lengthens it without adding meaning; write "
                    + "“\(shortened)”.")
        }
    }

    /// The title without its articles (a, an, the as whole words), the new first word capitalized; `nil` when it
    /// has none or is nothing but articles.
    static func withoutArticles(_ title: String) -> String? {
        let words = title.split(separator: " ")
        let kept = words.filter { !EnglishWords.articles.contains($0.lowercased()) }
        guard kept.count < words.count, let first = kept.first else { return nil }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + kept.dropFirst().map(String.init))
            .joined(separator: " ")
    }
}
