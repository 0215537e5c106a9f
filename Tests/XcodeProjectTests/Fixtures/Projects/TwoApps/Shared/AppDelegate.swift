//
//  AppDelegate.swift
//  Sundial (shared by the Sundial and Sundial Pro targets)
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: TimerViewController())
        window.makeKeyAndVisible()
        self.window = window
        Edition.current.registerDynamicShortcuts()
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            _ = handle(item)
            return false
        }
        return true
    }

    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(handle(shortcutItem))
    }

    private func handle(_ item: UIApplicationShortcutItem) -> Bool {
        let timer = (window?.rootViewController as? UINavigationController)?.viewControllers.first as? TimerViewController
        let bundleID = Bundle.main.bundleIdentifier ?? ""
        switch item.type {
        case bundleID + ".start-timer":
            timer?.start()
        case "com.example.sundial.world-clock":
            timer?.showWorldClock()
        default:
            return Edition.current.handle(item)
        }
        return true
    }
}
