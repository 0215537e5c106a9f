import QuickActionKit

/// A dynamic quick action without the app version in its userInfo: after an update, the previous version's items
/// keep showing until the new version runs, and the handler cannot recognize them ([UIKIT]; platform-facts §4).
public struct UnversionedDynamicItemsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unversioned_dynamic_items",
        name: "Unversioned Dynamic Items",
        defaultSeverity: .warning,
        rationale: """
            After an update, before the updated app is launched, the Home Screen shows the dynamic items the \
            previous version registered; UIKit suggests putting the app version in userInfo so the new version can \
            recognize and replace them ([UIKIT]; platform-facts §4). Any userInfo key containing "version" counts. \
            A userInfo built elsewhere (a variable or a function call) is not judged.
            """,
        triggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/RecentNotesShortcuts.swift": """
                    import UIKit

                    enum RecentNotesShortcuts {
                        static func register(_ notes: [Note]) {
                            let pinned = ↓UIMutableApplicationShortcutItem(
                                type: "com.example.notes.open", localizedTitle: "Pinned Note")
                            pinned.icon = UIApplicationShortcutIcon(systemImageName: "pin")
                            pinned.userInfo = ["noteID": notes[0].id.uuidString as NSSecureCoding]
                            UIApplication.shared.shortcutItems = [
                                pinned,
                                ↓UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Groceries",
                                    localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "cart"),
                                    userInfo: ["noteID": "n-17" as NSSecureCoding]),
                                ↓UIApplicationShortcutItem(type: "com.example.notes.new-list", localizedTitle: "New List"),
                            ]
                        }
                    }
                    """
                ])
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/RecentNotesShortcuts.swift": """
                    import UIKit

                    enum RecentNotesShortcuts {
                        static let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""

                        static func register(_ notes: [Note]) {
                            let pinned = UIMutableApplicationShortcutItem(
                                type: "com.example.notes.open", localizedTitle: "Pinned Note")
                            pinned.userInfo = [
                                "noteID": notes[0].id.uuidString as NSSecureCoding,
                                "appVersion": appVersion as NSSecureCoding,
                            ]
                            UIApplication.shared.shortcutItems = [
                                pinned,
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Groceries",
                                    localizedSubtitle: nil, icon: nil,
                                    userInfo: ["noteID": "n-17", "meta": ["bundleVersion": 207]]),
                                UIApplicationShortcutItem(
                                    type: "com.example.notes.open", localizedTitle: "Ideas", localizedSubtitle: nil,
                                    icon: nil, userInfo: notes[1].shortcutUserInfo),
                            ]
                        }
                    }
                    """
                ])
        ],
        isOptIn: true)

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.dynamicItemConstructions.compactMap { item in
            let problem: String
            switch item.userInfo {
            case nil, .computed(expression: "nil"):
                problem = "has no userInfo"
            case .literal(let userInfo):
                guard !Self.hasVersionKey(userInfo) else { return nil }
                problem = "has no app version in its userInfo"
            case .computed(let expression):
                // A dictionary literal with computed values: judged by its text; anything else is not known.
                guard expression.hasPrefix("["), expression.contains(":"),
                    !expression.lowercased().contains("version")
                else { return nil }
                problem = "has no app version in its userInfo"
            }
            let name = item.localizedTitle.literal.map { "“\($0)”" } ?? "This dynamic item"
            return finding(
                at: item.location,
                "\(name) \(problem); after an update iOS shows the previous version's items until the new version "
                    + "runs, so add the app version (for example \"appVersion\": CFBundleShortVersionString) to "
                    + "recognize and replace them.")
        }
    }

    /// Whether a key containing "version" (any case) appears in the dictionary or a dictionary inside it.
    static func hasVersionKey(_ dictionary: [String: PropertyListValue]) -> Bool {
        dictionary.contains { key, value in
            key.lowercased().contains("version") || value.dictionaryValue.map(hasVersionKey) ?? false
        }
    }
}
