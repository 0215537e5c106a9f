//
//  SceneDelegate.swift
//  Harbor
//

import Kit
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let schedule = BerthSchedule()

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
            _ = open(item)
        }
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(open(shortcutItem))
    }

    private func open(_ item: UIApplicationShortcutItem) -> Bool {
        switch item.type {
        case "com.example.harbor.arrivals":
            window?.rootViewController?.title = "Arrivals (\(schedule.arrivals(on: Date()).count))"
        case "com.example.harbor.book-berth":
            window?.rootViewController?.title = "Book a Berth"
        default:
            return false
        }
        return true
    }
}
