import QuickActionKit

/// A scene delegate that handles quick actions while running but not the one that launched the app
/// (platform-facts §5).
public struct ColdLaunchItemIgnoredRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "cold_launch_item_ignored",
        name: "Cold Launch Item Ignored",
        defaultSeverity: .warning,
        rationale: """
            In a scene-based app, `windowScene(_:performActionFor:completionHandler:)` is only called when the app \
            is already running. On a cold launch the chosen item arrives in `UIScene.ConnectionOptions.shortcutItem` \
            in `scene(_:willConnectTo:options:)`; a scene delegate that does not read it loses the action \
            ([PERFORM]; platform-facts §5). Handing the options to a helper, in any file, that reads `.shortcutItem` \
            counts as reading it, and so does reading the item in `application(_:configurationForConnecting:options:)` \
            to handle it later (stored, then used once the scene is active).
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

                        func scene(
                            _ scene: UIScene, willConnectTo session: UISceneSession,
                            options connectionOptions: UIScene.ConnectionOptions
                        ) {
                            guard let windowScene = scene as? UIWindowScene else { return }
                            window = UIWindow(windowScene: windowScene)
                            window?.makeKeyAndVisible()
                        }

                        ↓func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """
                ]),
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        ↓func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem
                        ) async -> Bool {
                            QuickActions.handle(shortcutItem)
                        }
                    }
                    """
                ]),
            // The options go to a helper, but the helper reads only the URL contexts.
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        func scene(
                            _ scene: UIScene, willConnectTo session: UISceneSession,
                            options connectionOptions: UIScene.ConnectionOptions
                        ) {
                            DeepLinks.openFirst(of: connectionOptions)
                        }

                        ↓func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """,
                    "Notes/DeepLinks.swift": """
                    import UIKit

                    enum DeepLinks {
                        static func openFirst(of options: UIScene.ConnectionOptions) {
                            if let url = options.urlContexts.first?.url { open(url) }
                        }

                        static func open(_ url: URL) {}
                    }
                    """,
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    var pendingShortcutItem: UIApplicationShortcutItem?

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(
                            _ application: UIApplication, configurationForConnecting session: UISceneSession,
                            options: UIScene.ConnectionOptions
                        ) -> UISceneConfiguration {
                            // Stored here, handled when the scene becomes active.
                            pendingShortcutItem = options.shortcutItem
                            return UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
                        }
                    }
                    """,
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        func sceneDidBecomeActive(_ scene: UIScene) {
                            if let item = pendingShortcutItem {
                                QuickActions.handle(item)
                                pendingShortcutItem = nil
                            }
                        }

                        func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """,
                ]),
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": HandlerRuleExamples.wellBehavedSceneDelegate
                ]),
            // The launch item is read by a helper in another file that the scene delegate hands its options to.
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        let router = LaunchRouter()

                        func scene(
                            _ scene: UIScene, willConnectTo session: UISceneSession,
                            options connectionOptions: UIScene.ConnectionOptions
                        ) {
                            guard let windowScene = scene as? UIWindowScene else { return }
                            window = UIWindow(windowScene: windowScene)
                            window?.makeKeyAndVisible()
                            router.route(connectionOptions)
                        }

                        func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """,
                    "Notes/LaunchRouter.swift": """
                    import UIKit

                    final class LaunchRouter {
                        func route(_ options: UIScene.ConnectionOptions) {
                            if let item = options.shortcutItem {
                                _ = QuickActions.handle(item)
                            } else if let url = options.urlContexts.first?.url {
                                DeepLinks.open(url)
                            }
                        }
                    }
                    """,
                ]),
        ])

    /// Reports the simulated cold launch (`LaunchAnalysis`) of an app whose own scene delegate receives scene
    /// callbacks: the action is lost, while `windowScene(_:performActionFor:)` handles it when the app runs.
    public func validate(_ context: LintContext) -> [Finding] {
        guard context.app.lifecycle.shape.hasOwnSceneDelegate, let launches = context.launches,
            launches.outcome(.cold).verdict == .lost
        else { return [] }
        return context.sourceFacts.shortcutHandlers.handlers(.windowScenePerformAction).map {
            finding(
                at: $0.location,
                "Only actions chosen while the app runs reach this method; a quick action that launches the app "
                    + "is lost. Read connectionOptions.shortcutItem in scene(_:willConnectTo:options:) and handle it.")
        }
    }
}
