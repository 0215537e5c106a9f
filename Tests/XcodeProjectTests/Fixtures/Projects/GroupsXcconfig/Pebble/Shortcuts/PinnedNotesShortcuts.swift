//
//  PinnedNotesShortcuts.swift
//  Pebble
//
//  Pinned notes appear after the two static quick actions from Info.plist.
//

import UIKit

enum PinnedNotesShortcuts {

    @MainActor
    static func refresh() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.pebble.open-note",
                localizedTitle: "Shopping List",
                localizedSubtitle: "Pinned",
                icon: UIApplicationShortcutIcon(systemImageName: "pin"),
                userInfo: ["noteID": "n-17" as NSSecureCoding]
            ),
            UIApplicationShortcutItem(
                type: "com.example.pebble.open-note",
                localizedTitle: "Book Ideas",
                localizedSubtitle: "Pinned",
                icon: UIApplicationShortcutIcon(systemImageName: "pin"),
                userInfo: ["noteID": "n-23" as NSSecureCoding]
            ),
        ]
    }
}
