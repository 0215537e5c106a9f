import QuickActionKit

/// A stored launch quick action handled on activation but never cleared: it runs again on every activation
/// (platform-facts §5, [SAMPLE]).
public struct LaunchItemNeverClearedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "launch_item_never_cleared",
        name: "Launch Item Never Cleared",
        defaultSeverity: .warning,
        rationale: """
            Storing the launch quick action and handling it when the app becomes active is a common pattern; \
            Apple's iOS 13 sample stores it and never clears it, so the action runs again every time the app \
            becomes active, while the 2015 sample sets it to `nil` after handling ([SAMPLE]; platform-facts §5).
            """,
        triggeringExamples: [
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        var savedShortcutItem: UIApplicationShortcutItem?

                        func scene(
                            _ scene: UIScene, willConnectTo session: UISceneSession,
                            options connectionOptions: UIScene.ConnectionOptions
                        ) {
                            savedShortcutItem = connectionOptions.shortcutItem
                        }

                        ↓func sceneDidBecomeActive(_ scene: UIScene) {
                            if let shortcutItem = savedShortcutItem {
                                _ = QuickActions.handle(shortcutItem)
                            }
                        }
                    }
                    """
                ]),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var launchedShortcutItem: UIApplicationShortcutItem?

                        func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                                self.launchedShortcutItem = item
                                return false
                            }
                            return true
                        }

                        ↓func applicationDidBecomeActive(_ application: UIApplication) {
                            guard let item = launchedShortcutItem else { return }
                            QuickActions.handle(item)
                        }
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        var savedShortcutItem: UIApplicationShortcutItem?

                        func scene(
                            _ scene: UIScene, willConnectTo session: UISceneSession,
                            options connectionOptions: UIScene.ConnectionOptions
                        ) {
                            savedShortcutItem = connectionOptions.shortcutItem
                        }

                        func sceneDidBecomeActive(_ scene: UIScene) {
                            if let shortcutItem = savedShortcutItem {
                                _ = QuickActions.handle(shortcutItem)
                                savedShortcutItem = nil
                            }
                        }
                    }
                    """
                ]),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var launchedShortcutItem: UIApplicationShortcutItem?

                        func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                                launchedShortcutItem = item
                                return false
                            }
                            return true
                        }

                        func applicationDidBecomeActive(_ application: UIApplication) {
                            handlePendingShortcut()
                        }

                        private func handlePendingShortcut() {
                            guard let item = launchedShortcutItem else { return }
                            QuickActions.handle(item)
                            launchedShortcutItem = nil
                        }
                    }
                    """
                ]),
        ])

    /// Reports the handlers that, in the simulated launches (`LaunchAnalysis`), act on the stored item again when the
    /// person leaves the app and comes back.
    public func validate(_ context: LintContext) -> [Finding] {
        (context.launches?.repeatingHandlers ?? []).map {
            finding(
                at: $0.handler.location,
                "\($0.property ?? "A property") holds the launch quick action and is handled here but never "
                    + "set to nil, so the action runs again every time the app becomes active; set it to nil "
                    + "after handling it.")
        }
    }
}
