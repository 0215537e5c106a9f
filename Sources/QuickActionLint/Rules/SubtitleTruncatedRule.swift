import QuickActionKit

/// A subtitle the menu cuts off with an ellipsis, in the development region or a localization (platform-facts §3).
public struct SubtitleTruncatedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "subtitle_truncated",
        name: "Subtitle Truncated",
        defaultSeverity: .warning,
        rationale: """
            HIG-QA: "keep the text short to avoid truncation, and take localization into account as you write the \
            text." A subtitle keeps to UIKit's two lines and is then cut off with an ellipsis (platform-facts §3; \
            menu-geometry §1-3: 190 points of text on iPhone, Subheadline 15 at the Large text size). Measured with \
            the menu's fonts in the development region and in every localization; a text that overflows by no more \
            than the measurement tolerance (3% of the line: our fonts stand in for the system's) is not reported; \
            skipped when the fonts are not installed.
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.chirp.inbox</string>",
                        "UIApplicationShortcutItemTitle": "<string>Inbox</string>",
                        "UIApplicationShortcutItemSubtitle":
                            "↓<string>Unread messages from your favorite contacts, your family, your teammates and every channel you follow</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeMessage</string>",
                    ])
                ].joined(separator: "\n"), name: "Chirp"),
            .infoPlist(
                items: "", name: "Chirp",
                otherFiles: [
                    "Notes/RecentConversationsShortcuts.swift": """
                    import UIKit

                    func registerRecentConversation() {
                        UIApplication.shared.shortcutItems = [
                            ↓UIApplicationShortcutItem(
                                type: "com.example.chirp.open-conversation", localizedTitle: "Design Team",
                                localizedSubtitle: "Maya, Sam, Priya, Jonas, Lena, Omar, Chen, Ines, Tomás, Aiko and 12 others in this group",
                                icon: UIApplicationShortcutIcon(systemImageName: "person.3"),
                                userInfo: ["conversationID": "g-0311", "appVersion": "2.4"])
                        ]
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.chirp.inbox</string>",
                        "UIApplicationShortcutItemTitle": "<string>Inbox</string>",
                        "UIApplicationShortcutItemSubtitle": "<string>Unread Messages</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeMessage</string>",
                    ]),
                    // Wider than one line but within UIKit's two.
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.chirp.favorites</string>",
                        "UIApplicationShortcutItemTitle": "<string>Favorites</string>",
                        "UIApplicationShortcutItemSubtitle":
                            "<string>Unread messages from your favorite contacts</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeMessage</string>",
                    ]),
                ].joined(separator: "\n"), name: "Chirp",
                otherFiles: [
                    "Notes/fr.lproj/InfoPlist.strings": """
                    "Inbox" = "Boîte de réception";
                    "Unread Messages" = "Messages non lus";
                    """,
                    "Notes/RecentConversationsShortcuts.swift": """
                    import UIKit

                    func registerRecentConversation(_ conversation: Conversation) {
                        UIApplication.shared.shortcutItems = [
                            UIApplicationShortcutItem(
                                type: "com.example.chirp.open-conversation", localizedTitle: "Design Team",
                                localizedSubtitle: conversation.members.map(\\.name).joined(separator: ", "),
                                icon: UIApplicationShortcutIcon(systemImageName: "person.3"),
                                userInfo: ["conversationID": "g-0311", "appVersion": "2.4"])
                        ]
                    }
                    """,
                ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.truncations(of: .subtitle).map { truncation, text in
            finding(
                at: text.location, truncation.summary(of: text) + "; shorten it (a subtitle keeps to one line).")
        }
    }
}
