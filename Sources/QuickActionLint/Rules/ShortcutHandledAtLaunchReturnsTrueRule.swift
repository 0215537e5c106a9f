import QuickActionKit

/// A launch method that handles the launch quick action and returns `true` while the app delegate also implements
/// `performActionFor`: the action runs twice (platform-facts §5, [PERFORM]).
public struct ShortcutHandledAtLaunchReturnsTrueRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "shortcut_handled_at_launch_returns_true",
        name: "Shortcut Handled at Launch Returns True",
        defaultSeverity: .warning,
        rationale: """
            In an app-delegate app, a quick action chosen on a cold launch is in `launchOptions[.shortcutItem]`. \
            If will/didFinishLaunching handles it, it must return `false`; returning `true` makes UIKit call \
            `application(_:performActionFor:completionHandler:)` as well, so the action runs twice ([PERFORM]; \
            platform-facts §5). A method that returns `false` on some path is taken to do this correctly. Handling \
            includes handing `launchOptions` to a helper, in any file, that reads `.shortcutItem`.
            """,
        triggeringExamples: [
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        ↓func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                                QuickActions.handle(item)
                            }
                            return true
                        }

                        func application(
                            _ application: UIApplication,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """
                ]),
            // The launch options go to a helper in another file that handles the item; true is still returned.
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        ↓func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            LaunchRouter.shared.start(with: launchOptions)
                            return true
                        }

                        func application(
                            _ application: UIApplication,
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
                        static let shared = LaunchRouter()

                        func start(with options: [UIApplication.LaunchOptionsKey: Any]?) {
                            if let item = options?[.shortcutItem] as? UIApplicationShortcutItem {
                                _ = QuickActions.handle(item)
                            }
                        }
                    }
                    """,
                ]),
        ],
        nonTriggeringExamples: [
            // The launch item is handled in willFinishLaunching (which returns false); didFinishLaunching hands the
            // options to an SDK's launch hook, a delegate method of the same name, not a helper reading the item.
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(
                            _ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                                QuickActions.handle(item)
                                return false
                            }
                            return true
                        }

                        func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            AnalyticsSDK.shared.application(application, didFinishLaunchingWithOptions: launchOptions)
                            return true
                        }

                        func application(
                            _ application: UIApplication,
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
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                                QuickActions.handle(item)
                                // Handled here: returning false keeps UIKit from calling performActionFor too.
                                return false
                            }
                            return true
                        }

                        func application(
                            _ application: UIApplication,
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
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(
                            _ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                        ) -> Bool {
                            Store.shared.prepare()
                            return true
                        }

                        func application(
                            _ application: UIApplication,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """
                ]),
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        // Scene-based apps get no launch item in the launch options (perform_action_in_scene_app covers them).
        let handlers = context.app.shortcutHandlers
        guard !context.app.lifecycle.shape.usesScenes, !handlers.handlers(.applicationPerformAction).isEmpty else {
            return []
        }
        return handlers.handlers(.willFinishLaunching, .didFinishLaunching)
            .filter { handlers.readsShortcutItem($0) && $0.returnsTrue && !$0.returnsFalse }
            .map {
                finding(
                    at: $0.location,
                    "This method handles the launch quick action and returns true, so UIKit also calls "
                        + "application(_:performActionFor:completionHandler:) and the action runs twice; "
                        + "return false after handling the launch item.")
            }
    }
}
