import Foundation
import QuickActionKit

/// Three periods where the ellipsis character belongs (HIG menus).
public struct ASCIIEllipsisRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ascii_ellipsis",
        name: "ASCII Ellipsis",
        defaultSeverity: .warning,
        rationale: """
            HIG menus: "Append an ellipsis to a menu item's label when the action requires more information before \
            it can complete. The ellipsis character (…) signals that people need to input information or make \
            additional choices." Three periods are wider, can break across lines and are read out one by one by \
            VoiceOver; the quick-action menu is a menu (platform-facts §7).
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.share</string>",
                        "UIApplicationShortcutItemTitle": "↓<string>Share Note...</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeShare</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.scan</string>",
                        "UIApplicationShortcutItemTitle": "<string>Scan Document</string>",
                        "UIApplicationShortcutItemSubtitle": "↓<string>Receipts, letters...</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>doc.viewfinder</string>",
                    ]),
                ].joined(separator: "\n")),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/ShareShortcut.swift": """
                    import UIKit

                    func registerShareShortcut(for note: Note) {
                        let share = ↓UIMutableApplicationShortcutItem(
                            type: "com.example.notes.share-last", localizedTitle: "Share Last Note...")
                        share.icon = UIApplicationShortcutIcon(type: .share)
                        share.userInfo = ["noteID": note.id as NSSecureCoding]
                        UIApplication.shared.shortcutItems = [share]
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.share</string>",
                        "UIApplicationShortcutItemTitle": "<string>Share Note…</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeShare</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.scan</string>",
                        "UIApplicationShortcutItemTitle": "<string>Scan Document</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Receipts, letters. Anything.</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>doc.viewfinder</string>",
                    ]),
                ].joined(separator: "\n"))
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.everyDisplayedText.compactMap { text in
            guard text.text.containsUTF8("...") else { return nil }
            let corrected = text.text.replacingOccurrences(of: "...", with: "…")
            return finding(
                at: text.location,
                "The \(text.field) \(text.quoted) uses three periods; write the ellipsis character: “\(corrected)”.",
                fix: text.fix(corrected))
        }
    }
}
