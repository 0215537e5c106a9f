//
//  KiteApp.swift
//  Kite
//

import SwiftUI
import UIKit

@main
struct KiteApp: App {
    @UIApplicationDelegateAdaptor(KiteAppDelegate.self) private var appDelegate
    @StateObject private var router = QuickActionRouter.shared

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(router)
        }
    }
}

final class KiteAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if let item = options.shortcutItem {
            QuickActionRouter.shared.handle(item)
        }
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = KiteSceneDelegate.self
        return configuration
    }
}

final class KiteSceneDelegate: NSObject, UIWindowSceneDelegate {
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(QuickActionRouter.shared.handle(shortcutItem))
    }

    func sceneWillResignActive(_ scene: UIScene) {
        QuickActionRouter.shared.publishLastSpot()
    }
}
