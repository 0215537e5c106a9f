import QuickActionKit

/// A quick action whose title is empty: iOS skips it (platform-facts §4).
public struct EmptyTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "empty_title",
        name: "Empty Title",
        defaultSeverity: .error,
        rationale: "Items with an empty title are not shown in the menu (platform-facts §4).",
        triggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>compose</string>",
                    "UIApplicationShortcutItemTitle": "↓<string></string>",
                ])),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/Shortcuts.swift": """
                    import UIKit

                    let item = ↓UIApplicationShortcutItem(type: "open", localizedTitle: "")
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>compose</string>",
                    "UIApplicationShortcutItemTitle": "<string>New Note</string>",
                ]))
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        let message = "The title is empty, so iOS does not show this quick action; give it a short title."
        var findings = context.validStaticItems.filter { $0.item.localizedTitle.isEmpty }.map {
            finding(at: $0.entry.location(of: InfoPlistKey.itemTitle), message)
        }
        for item in context.app.dynamicItemsInSource where item.localizedTitle.literal == "" {
            findings.append(finding(at: item.location, message))
        }
        return findings
    }
}
