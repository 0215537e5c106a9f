//
//  Edition.swift
//  Sundial Pro (Pro edition only)
//

import UIKit

struct Edition {
    static let current = Edition()

    @MainActor
    func registerDynamicShortcuts() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.sundial.sunrise-alarm",
                localizedTitle: "Sunrise Alarm",
                localizedSubtitle: "Pro",
                icon: UIApplicationShortcutIcon(systemImageName: "sunrise"),
                userInfo: nil
            ),
        ]
    }

    func handle(_ item: UIApplicationShortcutItem) -> Bool {
        item.type == "com.example.sundial.sunrise-alarm"
    }
}
