//
//  SceneDelegate.swift
//  Moss
//

import MossKit
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        if let item = connectionOptions.shortcutItem {
            _ = MossShortcuts.handle(item)
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        MossShortcuts.install()
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(MossShortcuts.handle(shortcutItem))
    }
}
