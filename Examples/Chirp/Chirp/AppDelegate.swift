//
//  AppDelegate.swift
//  Chirp
//
//  Created by the Chirp team.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Chirp is scene-based: a quick action chosen on a cold launch arrives in the scene's
        // connection options (see SceneDelegate), not in `launchOptions`, and
        // `application(_:performActionFor:completionHandler:)` is never called on the app delegate.
        MessageStore.shared.prepare()
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(
            name: "Default Configuration",
            sessionRole: connectingSceneSession.role
        )
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(
        _ application: UIApplication,
        didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {
        // Nothing to clean up: Chirp keeps no per-scene state outside the scene delegate.
    }
}
