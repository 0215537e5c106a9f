import HomeScreen
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

    /// Reports the items the menu hides for an empty title (`HiddenItem.Reason.emptyTitle`) in the development
    /// region or any localization: an empty value in Info.plist or the code, or a translation that is empty.
    public func validate(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<SourceLocation> = []
        for (locale, menu) in context.menus {
            for hidden in menu.notShown where hidden.reason == .emptyTitle {
                guard let location = emptyTitleLocation(hidden, locale: locale, context: context),
                    reported.insert(location).inserted
                else { continue }
                let message =
                    location.file == hidden.source.location?.file || hidden.source.kind == .dynamic
                    ? "The title is empty, so iOS does not show this quick action; give it a short title."
                    : "In \(locale) the title translates to an empty text, so iOS does not show this quick action "
                        + "there; translate it."
                findings.append(finding(at: location, message))
            }
        }
        return findings
    }

    /// Where the empty title is written: the Info.plist value or its empty translation, or the dynamic item.
    private func emptyTitleLocation(_ hidden: HiddenItem, locale: LocaleIdentifier, context: LintContext)
        -> SourceLocation?
    {
        guard hidden.source.kind == .static else { return hidden.source.location }
        guard let entry = context.app.staticItems.first(where: { $0.index == hidden.source.index }),
            let item = entry.item
        else { return nil }
        let key = entry.location(of: InfoPlistKey.itemTitle)
        if item.localizedTitle.isEmpty { return key }
        return context.strings(locale: locale).resolve(item.localizedTitle).location ?? key
    }
}
