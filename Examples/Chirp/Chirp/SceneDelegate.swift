//
//  SceneDelegate.swift
//  Chirp
//
//  Created by the Chirp team.
//

import UIKit

/// The quick-action types Chirp understands. The static ones match
/// `UIApplicationShortcutItems` in Info.plist; `openConversation` is registered
/// dynamically by `RecentConversationsShortcuts`.
enum ShortcutAction: String {
    case newMessage = "com.example.chirp.new-message"
    case search = "com.example.chirp.search"
    case inbox = "com.example.chirp.inbox"
    case openConversation = "com.example.chirp.open-conversation"
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    /// A quick action chosen while the app was not running. It is handled once the
    /// scene becomes active, then cleared so it does not run again on the next activation.
    private var pendingShortcutItem: UIApplicationShortcutItem?

    private lazy var router = ChatRouter()

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = router.rootViewController
        window.makeKeyAndVisible()
        self.window = window

        // Cold launch from the Home Screen quick-action menu.
        if let shortcutItem = connectionOptions.shortcutItem {
            pendingShortcutItem = shortcutItem
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let shortcutItem = pendingShortcutItem {
            _ = handle(shortcutItem)
            pendingShortcutItem = nil
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Refresh the dynamic quick actions while the person heads back to the Home Screen.
        RecentConversationsShortcuts.register()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        MessageStore.shared.saveDrafts()
    }

    // MARK: Quick actions

    /// Called when the app is already running (in the background or suspended)
    /// and the person chooses one of its quick actions.
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        let handled = handle(shortcutItem)
        completionHandler(handled)
    }

    @discardableResult
    private func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let action = ShortcutAction(rawValue: shortcutItem.type) else {
            return false
        }

        switch action {
        case .newMessage:
            router.showComposer()
        case .search:
            router.showSearch()
        case .inbox:
            router.showInbox(filter: .unread)
        case .openConversation:
            guard let conversationID = shortcutItem.userInfo?["conversationID"] as? String else {
                return false
            }
            router.showConversation(id: conversationID)
        }
        return true
    }
}
