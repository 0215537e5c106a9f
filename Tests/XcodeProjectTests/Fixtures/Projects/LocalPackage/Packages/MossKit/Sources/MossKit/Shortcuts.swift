//
//  Shortcuts.swift
//  MossKit
//
//  The app's dynamic quick actions are built here, in the package, and installed by
//  the app's SceneDelegate. They are the Moss app's items.
//

import UIKit

public enum MossShortcuts {

    public static let waterType = "com.example.moss.water"
    public static let openTerrariumType = "com.example.moss.open-terrarium"

    @MainActor
    public static func install() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.moss.open-terrarium",
                localizedTitle: "Fern Corner",
                localizedSubtitle: "Terrarium",
                icon: UIApplicationShortcutIcon(systemImageName: "leaf"),
                userInfo: ["terrarium": "t-fern" as NSSecureCoding]
            ),
            UIApplicationShortcutItem(
                type: "com.example.moss.open-terrarium",
                localizedTitle: "Window Sill",
                localizedSubtitle: "Terrarium",
                icon: UIApplicationShortcutIcon(systemImageName: "leaf"),
                userInfo: ["terrarium": "t-sill" as NSSecureCoding]
            ),
        ]
    }

    @MainActor
    public static func handle(_ item: UIApplicationShortcutItem) -> Bool {
        switch item.type {
        case waterType, openTerrariumType:
            return true
        default:
            return false
        }
    }
}
