//
//  AppDelegate.swift
//  Quill
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let drafts = DraftsViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: drafts)
        window.makeKeyAndVisible()
        self.window = window
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            drafts.perform(item)
            return false
        }
        return true
    }

    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        let drafts = (window?.rootViewController as? UINavigationController)?.viewControllers.first as? DraftsViewController
        completionHandler(drafts?.perform(shortcutItem) ?? false)
    }
}
