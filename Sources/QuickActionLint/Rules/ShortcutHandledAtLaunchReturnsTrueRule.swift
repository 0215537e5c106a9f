import AppProject
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

    /// Reports the simulated cold launch (`LaunchAnalysis`): the action runs twice, in a launch method and in
    /// `application(_:performActionFor:completionHandler:)`.
    public func validate(_ context: LintContext) -> [Finding] {
        guard let cold = context.launches?.outcome(.cold), cold.verdict == .runsTwice,
            cold.handlings.contains(where: { $0.handler.kind == .applicationPerformAction })
        else { return [] }
        // The launch method that took the item: it acted on it, or stored it for code that acts later.
        let launchMethods =
            cold.handlings.map { $0.storedBy ?? $0.handler } + cold.stored.map(\.storedBy)
        var seen: Set<ShortcutHandler> = []
        return launchMethods.filter { $0.kind.isFinishLaunching && seen.insert($0).inserted }.map {
            finding(
                at: $0.location,
                "This method handles the launch quick action and returns true, so UIKit also calls "
                    + "application(_:performActionFor:completionHandler:) and the action runs twice; "
                    + "return false after handling the launch item.")
        }
    }
}
