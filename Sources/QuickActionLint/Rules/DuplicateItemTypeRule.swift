import QuickActionKit

/// Two quick actions with the same type: the handler receives the type and cannot tell them apart ([UIKIT] type).
public struct DuplicateItemTypeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "duplicate_item_type",
        name: "Duplicate Item Type",
        defaultSeverity: .warning,
        rationale: """
            The type is what the app's handler switches on ([UIKIT] type: "a required, app-specific string that you \
            employ to identify the type of quick action to perform"; platform-facts §1). Two static items with the \
            same type, or a dynamic item reusing a static item's type, reach the same code path, so one of them \
            cannot do what its title says. Dynamic items may share a type among themselves (one per conversation, \
            told apart by userInfo).
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                        "UIApplicationShortcutItemTitle": "<string>New Note</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeCompose</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "↓<string>com.example.notes.new-note</string>",
                        "UIApplicationShortcutItemTitle": "<string>New Checklist</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>checklist</string>",
                    ]),
                ].joined(separator: "\n")),
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                    "UIApplicationShortcutItemTitle": "<string>Search</string>",
                    "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeSearch</string>",
                ]),
                otherFiles: [
                    "Notes/PinnedNoteShortcut.swift": """
                    import UIKit

                    enum PinnedNoteShortcut {
                        static func register(_ note: Note) {
                            UIApplication.shared.shortcutItems = [
                                ↓UIApplicationShortcutItem(
                                    type: "com.example.notes.search", localizedTitle: "Pinned Note",
                                    localizedSubtitle: note.title,
                                    icon: UIApplicationShortcutIcon(systemImageName: "pin"),
                                    userInfo: ["noteID": note.id as NSSecureCoding, "appVersion": "2.0" as NSSecureCoding])
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
                        "UIApplicationShortcutItemType": "<string>com.example.notes.new-note</string>",
                        "UIApplicationShortcutItemTitle": "<string>New Note</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeCompose</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.new-checklist</string>",
                        "UIApplicationShortcutItemTitle": "<string>New Checklist</string>",
                        "UIApplicationShortcutItemIconSymbolName": "<string>checklist</string>",
                    ]),
                ].joined(separator: "\n"),
                otherFiles: [
                    "Notes/RecentNotesShortcuts.swift": """
                    import UIKit

                    enum RecentNotesShortcuts {
                        static func register() {
                            UIApplication.shared.shortcutItems = [
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Groceries",
                                    icon: UIApplicationShortcutIcon(systemImageName: "note.text"),
                                    userInfo: ["noteID": "n-17", "appVersion": "2.0"]),
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Ideas",
                                    icon: UIApplicationShortcutIcon(systemImageName: "note.text"),
                                    userInfo: ["noteID": "n-42", "appVersion": "2.0"]),
                            ]
                        }
                    }
                    """
                ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        var firstWithType: [String: ShortcutItem] = [:]
        var findings: [Finding] = []
        for (entry, item) in context.validStaticItems {
            if let first = firstWithType[item.type] {
                findings.append(
                    finding(
                        at: entry.location(of: InfoPlistKey.itemType),
                        "“\(item.localizedTitle)” has the type “\(item.type)” of “\(first.localizedTitle)”, so the "
                            + "handler cannot tell them apart; give each quick action its own type."))
            } else {
                firstWithType[item.type] = item
            }
        }
        for dynamic in context.app.dynamicItemsInSource {
            guard let type = dynamic.type.literal, let first = firstWithType[type] else { continue }
            findings.append(
                finding(
                    at: dynamic.location,
                    "This dynamic item has the type “\(type)” of the static item “\(first.localizedTitle)”, so the "
                        + "handler cannot tell them apart; give it its own type."))
        }
        return findings
    }
}
