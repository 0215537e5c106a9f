//
//  SceneDelegate.swift
//  Pebble
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var launchShortcut: UIApplicationShortcutItem?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: NoteEditorViewController())
        window.makeKeyAndVisible()
        self.window = window
        launchShortcut = connectionOptions.shortcutItem
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let item = launchShortcut {
            launchShortcut = nil
            _ = perform(item)
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        PinnedNotesShortcuts.refresh()
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(perform(shortcutItem))
    }

    private func perform(_ item: UIApplicationShortcutItem) -> Bool {
        let editor = (window?.rootViewController as? UINavigationController)?.topViewController as? NoteEditorViewController
        switch item.type {
        case "com.example.pebble.new-note":
            editor?.startBlankNote()
        case "com.example.pebble.search":
            editor?.beginSearch()
        case "com.example.pebble.open-note":
            guard let id = item.userInfo?["noteID"] as? String else { return false }
            editor?.open(noteID: id)
        default:
            return false
        }
        return true
    }
}
