//
//  RecentConversationsShortcuts.swift
//  Chirp
//
//  Created by the Chirp team.
//

import UIKit

/// Publishes the most recent conversations as dynamic Home Screen quick actions.
///
/// `SceneDelegate.sceneWillResignActive(_:)` calls `register()` so the menu is up to date
/// by the time the person touches and holds the app icon. Dynamic items are shown after
/// the static items from Info.plist, and the system shows at most four items in total.
///
/// Each item carries the app version in `userInfo`: after an update, the system keeps
/// showing the items registered by the previous version until the new version runs and
/// replaces them, so the handler can tell old items apart.
///
/// This sample registers fixed conversations so that the menu is predictable; the shipping
/// app builds the same items from `MessageStore.shared.recentConversations(limit: 3)`.
enum RecentConversationsShortcuts {

    @MainActor
    static func register() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.chirp.open-conversation",
                localizedTitle: "Maya Lin",
                localizedSubtitle: "Conversation",
                icon: UIApplicationShortcutIcon(systemImageName: "person.crop.circle"),
                userInfo: ["conversationID": "c-1042" as NSSecureCoding, "appVersion": "2.4" as NSSecureCoding]
            ),
            UIApplicationShortcutItem(
                type: "com.example.chirp.open-conversation",
                localizedTitle: "Design Team",
                localizedSubtitle: "Group",
                icon: UIApplicationShortcutIcon(systemImageName: "person.3"),
                userInfo: ["conversationID": "g-0311" as NSSecureCoding, "appVersion": "2.4" as NSSecureCoding]
            ),
            UIApplicationShortcutItem(
                type: "com.example.chirp.open-conversation",
                localizedTitle: "Sam Ortiz",
                localizedSubtitle: "Conversation",
                icon: UIApplicationShortcutIcon(systemImageName: "person.crop.circle"),
                userInfo: ["conversationID": "c-0987" as NSSecureCoding, "appVersion": "2.4" as NSSecureCoding]
            ),
        ]
    }
}
