//
//  UnusedQuickActions.swift
//  A scratch file on disk that was never added to the Xcode project.
//

import UIKit

enum UnusedQuickActions {
    static let items = [
        UIApplicationShortcutItem(type: "com.example.pebble.scratch", localizedTitle: "Scratch Pad"),
    ]
}
