import QuickActionKit

/// More than one icon key on a static item: only one is used (platform-facts §3: symbol name, then file, then type).
public struct ConflictingIconKeysRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "conflicting_icon_keys",
        name: "Conflicting Icon Keys",
        defaultSeverity: .warning,
        rationale: """
            iOS uses UIApplicationShortcutItemIconSymbolName, else UIApplicationShortcutItemIconFile, else \
            UIApplicationShortcutItemIconType; the others are ignored ([KEYS]: "If you specify [IconFile], the \
            system ignores the UIApplicationShortcutItemIconType key"; platform-facts §3).
            """,
        triggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>search</string>",
                    "UIApplicationShortcutItemTitle": "<string>Search</string>",
                    "UIApplicationShortcutItemIconType": "↓<string>UIApplicationShortcutIconTypeSearch</string>",
                    "UIApplicationShortcutItemIconFile": "<string>SearchIcon</string>",
                ]))
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>search</string>",
                    "UIApplicationShortcutItemTitle": "<string>Search</string>",
                    "UIApplicationShortcutItemIconSymbolName": "<string>magnifyingglass</string>",
                ]))
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.staticItems.compactMap { entry in
            let keys = entry.declaredIcon.presentKeys
            guard keys.count > 1, let winner = keys.first else { return nil }
            let ignored = keys.dropFirst()
            return finding(
                at: entry.location(of: ignored.last!),
                "\(winner) wins; iOS ignores \(ignored.joined(separator: " and ")). Keep one icon key.")
        }
    }
}
