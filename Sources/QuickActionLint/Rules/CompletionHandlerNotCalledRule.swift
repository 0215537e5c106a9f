import QuickActionKit

/// A `performActionFor` whose completion handler is never called (platform-facts §5).
public struct CompletionHandlerNotCalledRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "completion_handler_not_called",
        name: "Completion Handler Not Called",
        defaultSeverity: .warning,
        rationale: """
            `application(_:performActionFor:completionHandler:)` and \
            `windowScene(_:performActionFor:completionHandler:)` must call the completion handler with whether the \
            action succeeded ([PERFORM]; platform-facts §5: "The completion handler takes a Bool"). The `async` form \
            returns the Bool instead and is never flagged.
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
                            if let shortcutItem = connectionOptions.shortcutItem {
                                QuickActions.handle(shortcutItem)
                            }
                        }

                        ↓func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            QuickActions.handle(shortcutItem)
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
                        ↓func application(
                            _ application: UIApplication,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            QuickActions.handle(shortcutItem)
                        }
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(
                            _ application: UIApplication,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            QuickActions.handle(shortcutItem, completion: completionHandler)
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

                        func scene(
                            _ scene: UIScene, willConnectTo session: UISceneSession,
                            options connectionOptions: UIScene.ConnectionOptions
                        ) {
                            if let shortcutItem = connectionOptions.shortcutItem {
                                QuickActions.handle(shortcutItem)
                            }
                        }

                        func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem
                        ) async -> Bool {
                            QuickActions.handle(shortcutItem)
                        }
                    }
                    """
                ]),
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.shortcutHandlers.handlers(.applicationPerformAction, .windowScenePerformAction)
            .filter { !$0.isAsync && $0.completionHandlerName != nil && !$0.callsCompletionHandler }
            .map { handler in
                finding(
                    at: handler.location,
                    "\(handler.completionHandlerName!) is never called or passed on; call it with whether the "
                        + "action succeeded, e.g. \(handler.completionHandlerName!)(handled).")
            }
    }
}
