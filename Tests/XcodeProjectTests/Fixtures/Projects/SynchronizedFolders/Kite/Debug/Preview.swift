//
//  Preview.swift
//  Kite
//
//  Excluded from the Kite target (see the exception set in the project):
//  only used while designing the quick-action menu.
//

import SwiftUI
import UIKit

enum PreviewShortcuts {
    static func install() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "com.example.kite.preview", localizedTitle: "Preview Spot"),
        ]
    }
}

#Preview {
    ContentView()
        .environmentObject(QuickActionRouter.shared)
}
