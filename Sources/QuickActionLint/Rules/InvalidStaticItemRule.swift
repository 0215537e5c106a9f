import HomeScreen
import QuickActionKit

/// A static item iOS silently drops: no string type or title, or a key with a value of the wrong type
/// (platform-facts §3).
public struct InvalidStaticItemRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "invalid_static_item",
        name: "Invalid Static Item",
        defaultSeverity: .error,
        rationale: """
            UIApplicationShortcutItems entries need a string UIApplicationShortcutItemType and \
            UIApplicationShortcutItemTitle; iOS silently drops an item without them or with mistyped keys, with no \
            message at build or run time (platform-facts §3, [KEYS]).
            """,
        triggeringExamples: [
            .infoPlist(
                items:
                    "\t\t↓<dict>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Search</string>\n\t\t</dict>"
            ),
            .infoPlist(
                items: "\t\t↓<dict>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>search</string>\n"
                    + "\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<integer>5</integer>\n\t\t</dict>"),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>search</string>",
                    "UIApplicationShortcutItemTitle": "<string>Search</string>",
                ]))
        ])

    /// Reports the static items the menu drops as invalid (`HiddenItem.Reason.invalidStaticItem`).
    public func validate(_ context: LintContext) -> [Finding] {
        context.menu.notShown.compactMap { hidden in
            guard case .invalidStaticItem(let problems) = hidden.reason, let location = hidden.source.location else {
                return nil
            }
            let name = hidden.title.map { "“\($0)”" } ?? "item \(hidden.source.index + 1)"
            return finding(
                at: location,
                "iOS silently drops \(name): " + problems.map(\.description).joined(separator: "; ")
                    + ". Give it a string UIApplicationShortcutItemType and UIApplicationShortcutItemTitle.")
        }
    }
}
