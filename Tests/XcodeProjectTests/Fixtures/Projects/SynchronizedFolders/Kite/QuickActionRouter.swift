//
//  QuickActionRouter.swift
//  Kite
//

import SwiftUI
import UIKit

@MainActor
final class QuickActionRouter: ObservableObject {
    static let shared = QuickActionRouter()

    enum Screen: Equatable {
        case wind, spots, logSession, spot(String)
    }

    @Published var screen: Screen = .wind
    private(set) var lastSpot = "North Beach"

    @discardableResult
    func handle(_ item: UIApplicationShortcutItem) -> Bool {
        switch item.type {
        case "com.example.kite.wind": screen = .wind
        case "com.example.kite.spots": screen = .spots
        case "com.example.kite.log-session": screen = .logSession
        case "com.example.kite.open-spot":
            screen = .spot(item.userInfo?["spot"] as? String ?? lastSpot)
        default: return false
        }
        return true
    }

    /// Adds the home spot after the three static items.
    func publishLastSpot() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.kite.open-spot",
                localizedTitle: "North Beach",
                localizedSubtitle: "Last Spot",
                icon: UIApplicationShortcutIcon(systemImageName: "flag"),
                userInfo: ["spot": "North Beach" as NSSecureCoding]
            ),
        ]
    }
}
