import UIKit

enum RecentNotes {
    static func register(_ notes: [Note]) {
        let pinned = UIApplicationShortcutItem(
            type: "open-pinned",
            localizedTitle: "Pinned",
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(type: .favorite),
            userInfo: ["version": "3.1" as NSSecureCoding])
        UIApplication.shared.shortcutItems = [pinned]
    }
}
