//
//  Edition.swift
//  Sundial (free edition only)
//

import UIKit

struct Edition {
    static let current = Edition()

    @MainActor
    func registerDynamicShortcuts() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.sundial.upsell",
                localizedTitle: "Unlock Pro",
                localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: "star"),
                userInfo: nil
            ),
        ]
    }

    func handle(_ item: UIApplicationShortcutItem) -> Bool {
        item.type == "com.example.sundial.upsell"
    }
}
