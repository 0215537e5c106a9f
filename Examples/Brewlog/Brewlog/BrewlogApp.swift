//
//  BrewlogApp.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import SwiftUI
import UIKit

@main
struct BrewlogApp: App {
    @UIApplicationDelegateAdaptor(BrewlogAppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @State private var navigation = AppNavigation.shared

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(navigation)
                .environment(RecipeStore.shared)
        }
        .onChange(of: scenePhase) { _, newPhase in
            // Update the dynamic quick action on the way out, so the Home Screen menu
            // offers the recipe that is currently starred.
            if newPhase == .background {
                FavoriteRecipeShortcut.register(RecipeStore.shared.favorite)
            }
        }
    }
}

/// App-wide navigation state, driven by the tab bar, quick actions and App Intents.
@MainActor
@Observable
final class AppNavigation {
    static let shared = AppNavigation()

    enum Tab: Hashable {
        case journal, timer, recipes, stats
    }

    var selectedTab: Tab = .journal
    var isLoggingBrew = false
    var openRecipeID: Recipe.ID?

    /// Handles both the static items in Info.plist and the dynamic favorite-recipe item.
    @discardableResult
    func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        switch shortcutItem.type {
        case "com.example.brewlog.log-brew":
            selectedTab = .journal
            isLoggingBrew = true
        case "com.example.brewlog.brew-timer":
            selectedTab = .timer
        case FavoriteRecipeShortcut.type:
            guard
                let idString = shortcutItem.userInfo?["recipeID"] as? String,
                let id = UUID(uuidString: idString)
            else { return false }
            selectedTab = .recipes
            openRecipeID = id
        default:
            return false
        }
        return true
    }
}

final class BrewlogAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // Without a scene delegate, a SwiftUI app never sees the quick action that launched it.
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = BrewlogSceneDelegate.self
        return configuration
    }
}

final class BrewlogSceneDelegate: NSObject, UIWindowSceneDelegate {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        if let shortcutItem = connectionOptions.shortcutItem {
            AppNavigation.shared.handle(shortcutItem)
        }
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem
    ) async -> Bool {
        AppNavigation.shared.handle(shortcutItem)
    }
}
