import Foundation
import QuickActionKit

/// A quick action without an icon: "Provide a familiar interface icon for each quick action" (HIG-QA).
public struct MissingIconRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_icon",
        name: "Missing Icon",
        defaultSeverity: .warning,
        rationale: """
            HIG-QA: "Provide a familiar interface icon for each quick action. Prefer using SF Symbols to represent \
            actions." An item without UIApplicationShortcutItemIconSymbolName, IconFile or IconType in Info.plist, \
            or a UIApplicationShortcutItem created without an icon, shows an empty icon slot beside its title \
            (platform-facts §2, §4).
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    // The finding points at the item's dictionary, which has no icon key.
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                        "UIApplicationShortcutItemTitle": "<string>Search</string>",
                    ]).replacingOccurrences(of: "<dict>", with: "↓<dict>"),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                        "UIApplicationShortcutItemTitle": "<string>New Note</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeCompose</string>",
                    ]),
                ].joined(separator: "\n")),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/RecentNotesShortcuts.swift": """
                    import UIKit

                    enum RecentNotesShortcuts {
                        static func register() {
                            let groceries = ↓UIMutableApplicationShortcutItem(
                                type: "com.example.notes.open", localizedTitle: "Groceries")
                            groceries.userInfo = ["noteID": "n-17" as NSSecureCoding]
                            UIApplication.shared.shortcutItems = [
                                groceries,
                                ↓UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Ideas", localizedSubtitle: nil,
                                    icon: nil, userInfo: ["noteID": "n-42" as NSSecureCoding]),
                            ]
                        }
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                        "UIApplicationShortcutItemTitle": "<string>Search</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>magnifyingglass</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.scan</string>",
                        "UIApplicationShortcutItemTitle": "<string>Scan Document</string>",
                        "UIApplicationShortcutItemIconFile": "<string>ScanIcon</string>",
                    ]),
                ].joined(separator: "\n"),
                otherFiles: [
                    "Notes/RecentNotesShortcuts.swift": """
                    import UIKit

                    enum RecentNotesShortcuts {
                        static func register(_ notes: [Note]) {
                            let groceries = UIMutableApplicationShortcutItem(
                                type: "com.example.notes.open", localizedTitle: "Groceries")
                            groceries.icon = UIApplicationShortcutIcon(systemImageName: "cart")
                            UIApplication.shared.shortcutItems = [
                                groceries,
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Ideas", localizedSubtitle: nil,
                                    icon: UIApplicationShortcutIcon(type: .bookmark), userInfo: nil),
                            ]
                        }
                    }
                    """
                ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        var findings = context.validStaticItems.filter { $0.entry.declaredIcon.presentKeys.isEmpty }.map {
            finding(
                at: $0.entry.location,
                "“\($0.item.localizedTitle)” has no icon; add UIApplicationShortcutItemIconSymbolName with an SF "
                    + "Symbol that pictures the action.")
        }
        for item in context.app.dynamicItemConstructions
        where item.icon == nil || item.icon == .computed(expression: "nil") {
            let title = item.localizedTitle.literal.map { "“\($0)”" } ?? "This dynamic item"
            findings.append(
                finding(
                    at: item.location,
                    "\(title) has no icon; pass icon: UIApplicationShortcutIcon(systemImageName:) with an SF Symbol "
                        + "that pictures the action."))
        }
        return findings
    }
}
