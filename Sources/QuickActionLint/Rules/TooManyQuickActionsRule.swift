import HomeScreen
import QuickActionKit

/// More quick actions than the menu shows: "you can provide a total of four" (HIG-QA); static items come first
/// and extras are not shown (platform-facts §4).
public struct TooManyQuickActionsRule: Rule {
    public init() {}

    /// “New Note” and “Search” as static items, for examples that add dynamic ones.
    static let twoStaticItems = ["New Note", "Search"].map {
        RuleExample.item([
            "UIApplicationShortcutItemType": "<string>\($0)</string>",
            "UIApplicationShortcutItemTitle": "<string>\($0)</string>",
        ])
    }.joined(separator: "\n")

    public static let description = RuleDescription(
        identifier: "too_many_quick_actions",
        name: "Too Many Quick Actions",
        defaultSeverity: .error,
        rationale: """
            The Home Screen shows at most four of an app's quick actions, static items first (HIG: "you can \
            provide a total of four"; platform-facts §4). A fifth static item is never shown, and dynamic items \
            added after four static ones or beyond four in total are dropped.
            """,
        triggeringExamples: [
            .infoPlist(
                items: ["New Note", "Search", "Scan", "Share", "Favorites"].enumerated().map { index, title in
                    RuleExample.item([
                        "UIApplicationShortcutItemType": (index == 4 ? "↓" : "") + "<string>\(title)</string>",
                        "UIApplicationShortcutItemTitle": "<string>\(title)</string>",
                    ])
                }.joined(separator: "\n")),
            .infoPlist(
                items: ["New Note", "Search", "Scan"].map {
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>\($0)</string>",
                        "UIApplicationShortcutItemTitle": "<string>\($0)</string>",
                    ])
                }.joined(separator: "\n"),
                otherFiles: [
                    "Notes/Recent.swift": """
                    import UIKit

                    func registerRecent() {
                        UIApplication.shared.shortcutItems = [
                            UIApplicationShortcutItem(type: "open", localizedTitle: "Groceries"),
                            ↓UIApplicationShortcutItem(type: "open", localizedTitle: "Ideas"),
                        ]
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: twoStaticItems,
                otherFiles: [
                    "Notes/Recent.swift": """
                    import UIKit

                    func registerRecent(_ notes: [Note]) {
                        UIApplication.shared.shortcutItems = [
                            UIApplicationShortcutItem(type: "open", localizedTitle: "Groceries"),
                            UIApplicationShortcutItem(type: "open", localizedTitle: "Ideas"),
                        ]
                    }
                    """
                ]),
            // Issue 32: the items a Mac Catalyst build adds are not the Home Screen's; an iPhone runs the other path.
            .infoPlist(
                items: twoStaticItems,
                otherFiles: [
                    "Notes/Environment.swift": """
                    import Foundation

                    enum Environment {
                        static var isMac: Bool { ProcessInfo.processInfo.isMacCatalystApp }
                    }
                    """,
                    "Notes/MacItems.swift": """
                    import UIKit

                    func registerItems() {
                        guard Environment.isMac else { return }
                        UIApplication.shared.shortcutItems = [
                            UIApplicationShortcutItem(type: "window", localizedTitle: "New Window"),
                            UIApplicationShortcutItem(type: "settings", localizedTitle: "Open Settings"),
                            UIApplicationShortcutItem(type: "export", localizedTitle: "Export Notes"),
                        ]
                    }
                    """,
                ]),
            // Branches are alternatives: two items on one path, four on the other, never six at once.
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/QuickActions.swift": """
                    import UIKit

                    func updateQuickActions(_ application: UIApplication, limited: Bool, cameraAllowed: Bool) {
                        var items: [UIApplicationShortcutItem]
                        if limited {
                            items = [
                                UIApplicationShortcutItem(type: "diary", localizedTitle: "Add Entry"),
                                UIApplicationShortcutItem(type: "certificates", localizedTitle: "Certificates"),
                            ]
                        } else {
                            items = [
                                UIApplicationShortcutItem(type: "diary", localizedTitle: "Add Entry"),
                                UIApplicationShortcutItem(type: "certificates", localizedTitle: "Certificates"),
                            ]
                            if cameraAllowed {
                                items.append(contentsOf: [
                                    UIApplicationShortcutItem(type: "checkin", localizedTitle: "Check In"),
                                    UIApplicationShortcutItem(type: "scan", localizedTitle: "Scan QR Code"),
                                ])
                            }
                        }
                        application.shortcutItems = items
                    }
                    """
                ]),
        ])

    /// Reports the items the menu drops for its four-item limit (`HomeScreenMenu.maximumAppItems`), as the menu
    /// decided: static ones at their type, dynamic ones found in source at their construction.
    public func validate(_ context: LintContext) -> [Finding] {
        let menu = context.menu
        let limit = HomeScreenMenu.maximumAppItems
        let staticCount = context.app.staticItems.filter { $0.item != nil }.count
        return menu.notShown.compactMap { hidden -> Finding? in
            guard case .beyondFourItemLimit(let position, let total) = hidden.reason else { return nil }
            switch hidden.source.kind {
            case .static:
                guard let entry = context.app.staticItems.first(where: { $0.index == hidden.source.index }) else {
                    return nil
                }
                return finding(
                    at: entry.location(of: InfoPlistKey.itemType),
                    "Info.plist declares \(staticCount) quick actions; iOS shows four, so “\(hidden.title ?? "")” is "
                        + "never shown. Keep the four most valuable.")
            case .dynamic:
                guard let location = hidden.source.location else { return nil }
                let shownStatic = menu.items.filter { $0.source.kind == .static }.count
                // A dynamic item depends on what the app registers at run time: a warning, not an error.
                return Finding(
                    ruleID: Self.description.identifier, severity: .warning, location: location,
                    message: "With \(shownStatic) static items this dynamic item “\(hidden.title ?? "")” would be item "
                        + "\(position) of \(total) and is never shown; register at most \(max(0, limit - shownStatic))."
                )
            }
        }
    }
}
