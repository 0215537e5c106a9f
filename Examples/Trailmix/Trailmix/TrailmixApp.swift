//
//  TrailmixApp.swift
//  Trailmix
//
//  Created by the Trailmix team.
//

import SwiftUI
import UIKit

@main
struct TrailmixApp: App {
    @UIApplicationDelegateAdaptor(TrailmixAppDelegate.self) private var appDelegate
    @StateObject private var quickActions = QuickActionRouter.shared

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(quickActions)
        }
    }
}

/// The destination of the most recent Home Screen quick action. Trailmix only has the
/// static items declared in Info.plist; it registers no dynamic items.
@MainActor
final class QuickActionRouter: ObservableObject {
    static let shared = QuickActionRouter()

    enum Destination: String {
        case startHike = "com.example.trailmix.start-hike"
        case nearbyTrails = "com.example.trailmix.nearby-trails"
        case savedTrails = "com.example.trailmix.saved-trails"
        case logSummit = "com.example.trailmix.log-summit"
    }

    @Published var destination: Destination?

    func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let destination = Destination(rawValue: shortcutItem.type) else { return false }
        self.destination = destination
        return true
    }
}

final class TrailmixAppDelegate: NSObject, UIApplicationDelegate {
    /// A SwiftUI app only sees the scene's connection options (and with them a quick action
    /// chosen on a cold launch) through a scene delegate configured here.
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(
            name: nil,
            sessionRole: connectingSceneSession.role
        )
        configuration.delegateClass = TrailmixSceneDelegate.self
        return configuration
    }
}

final class TrailmixSceneDelegate: NSObject, UIWindowSceneDelegate {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        // Cold launch: the chosen quick action arrives with the connection options.
        if let shortcutItem = connectionOptions.shortcutItem {
            _ = QuickActionRouter.shared.handle(shortcutItem)
        }
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        // Warm launch: the app was already running in the background.
        completionHandler(QuickActionRouter.shared.handle(shortcutItem))
    }
}
