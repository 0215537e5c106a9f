import QuickActionKit

/// An emoji in a title or subtitle: "Don't use an emoji in place of a symbol or interface icon" (HIG-QA).
public struct EmojiInTextRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "emoji_in_text",
        name: "Emoji in Text",
        defaultSeverity: .warning,
        rationale: """
            HIG-QA: "Don't use an emoji in place of a symbol or interface icon. Emojis are full color, whereas quick \
            action symbols are monochromatic and change appearance in Dark Mode to maintain contrast" \
            (platform-facts §4). Flags characters drawn as emoji: emoji presentation (☕), emoji beyond the Basic \
            Multilingual Plane (🗺), and symbols followed by the emoji variation selector (⏱️); digits and symbols \
            such as ©, ✓ and ★ are fine.
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.brewlog.log-brew</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>☕️ Log Brew</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.brewlog.timer</string>",
                        "UIApplicationShortcutItemTitle": "<string>Brew Timer</string>",
                        "UIApplicationShortcutItemSubtitle": "↓<string>4 minutes ⏱\u{FE0F}</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeTime</string>",
                    ]),
                ].joined(separator: "\n"), name: "Brewlog"),
            .infoPlist(
                items: "", name: "Brewlog",
                otherFiles: [
                    "Notes/FavoriteRecipeShortcut.swift": """
                    import UIKit

                    enum FavoriteRecipeShortcut {
                        static func register(_ recipe: Recipe) {
                            let item = ↓UIMutableApplicationShortcutItem(
                                type: "com.example.brewlog.favorite", localizedTitle: "Favorite Recipe 🌟")
                            item.localizedSubtitle = recipe.name
                            UIApplication.shared.shortcutItems = [item]
                        }
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.brewlog.log-brew</string>",
                        "UIApplicationShortcutItemTitle": "<string>Log Brew</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>cup.and.saucer</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.brewlog.stats</string>",
                        "UIApplicationShortcutItemTitle": "<string>Brew Stats</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Top 3 ✓ · ★ 4.5 · © Brewlog Co.</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>chart.bar</string>",
                    ]),
                ].joined(separator: "\n"), name: "Brewlog")
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.everyDisplayedText.compactMap { text in
            // ASCII text has no emoji (a keycap such as 1️⃣ needs U+FE0F), and most titles are ASCII.
            guard !text.text.utf8.allSatisfy({ $0 < 0x80 }), let emoji = text.text.first(where: Self.isEmoji) else {
                return nil
            }
            // Fixable when words remain once the emoji are gone ("🏔 Start Hike" → "Start Hike").
            let words = String(text.text.filter { !Self.isEmoji($0) }).split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            let fix = words.contains(where: \.isLetter) ? text.fix(words) : nil
            return finding(
                at: text.location,
                "The \(text.field) \(text.quoted) contains the emoji \(emoji), which stays full color in a "
                    + "monochrome menu; remove it and show the idea with the item's icon (an SF Symbol).", fix: fix)
        }
    }

    /// Whether the character is drawn as an emoji: a scalar with emoji presentation (☕, 🌟, flags) unless the
    /// text variation selector U+FE0E follows it, an emoji outside the Basic Multilingual Plane (🗺, 🏔), or an emoji
    /// that defaults to text followed by the emoji variation selector U+FE0F (⏱️, 1️⃣; plain ⏱, 1 and © are text).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !scalars.contains(where: { $0.value == 0xFE0E }) else { return false }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        return first.properties.isEmoji && (first.value >= 0x1_F000 || scalars.contains { $0.value == 0xFE0F })
    }
}
