//
//  LegacyShortcuts.swift
//  Pebble
//
//  Kept in the project navigator for reference, but no longer compiled:
//  it is not in the Pebble target's Sources build phase.
//

import UIKit

enum LegacyShortcuts {
    static func install() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "com.example.pebble.legacy-inbox", localizedTitle: "Old Inbox"),
        ]
    }
}
