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
            action succeeded ([PERFORM]; platform-facts §5: the completion handler takes a Bool), exactly once on \
            every path through the method: a path that returns without calling it, or calls it twice, is reported \
            with the line of the exit or of each call (handing the handler to other code counts as one call, and so \
            do all its uses in the callbacks of one statement, of which one runs). The \
            `async` form returns the Bool instead and is never flagged; neither is an app delegate's handler in an app \
            that uses scenes, which UIKit never calls (`perform_action_in_scene_app` reports it).
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
            HandlerRuleExamples.appDelegateHandler(
                "Returns early without calling the handler when the type is unknown.", marked: true,
                body: """
                    guard let action = QuickAction(rawValue: shortcutItem.type) else { return }
                    QuickActions.perform(action)
                    completionHandler(true)
                    """),
            HandlerRuleExamples.appDelegateHandler(
                "Calls the handler twice when the action is handled.", marked: true,
                body: """
                    if QuickActions.handle(shortcutItem) {
                        completionHandler(true)
                    }
                    completionHandler(false)
                    """),
        ],
        nonTriggeringExamples: [
            HandlerRuleExamples.appDelegateHandler(
                "A nested helper calls the handler; a path that ends the process needs no call.",
                body: """
                    func finish(_ handled: Bool) {
                        if handled { completionHandler(true) } else { completionHandler(false) }
                    }
                    guard let action = QuickAction(rawValue: shortcutItem.type) else {
                        fatalError("unknown quick action \\(shortcutItem.type)")
                    }
                    do {
                        try QuickActions.perform(action)
                        finish(true)
                    } catch {
                        finish(false)
                    }
                    """),
            HandlerRuleExamples.appDelegateHandler(
                "A throw goes to the catch clause, which calls the handler.",
                body: """
                    do {
                        guard let action = QuickAction(rawValue: shortcutItem.type) else { throw QuickActionError.unknown }
                        try QuickActions.perform(action)
                        completionHandler(true)
                    } catch {
                        completionHandler(false)
                    }
                    """),
            HandlerRuleExamples.appDelegateHandler(
                "A defer calls the handler once, whichever branch of the ?: runs.",
                body: """
                    var handled = false
                    defer { handled ? completionHandler(true) : completionHandler(false) }
                    handled = QuickActions.handle(shortcutItem)
                    """),
            // A scene app keeps a dead app-delegate handler: UIKit never calls it, so its completion handler does
            // not matter here (perform_action_in_scene_app reports the method itself).
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
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
                            QuickActions.handle(shortcutItem)
                        }
                    }
                    """,
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

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
            HandlerRuleExamples.appDelegateHandler(
                "Every path calls the handler exactly once.",
                body: """
                    guard let action = QuickAction(rawValue: shortcutItem.type) else {
                        completionHandler(false)
                        return
                    }
                    switch action {
                    case .compose: QuickActions.compose { completionHandler(true) }
                    case .search: completionHandler(QuickActions.search())
                    case .open:
                        // One of the two callbacks runs.
                        QuickActions.open(shortcutItem)
                            .done { completionHandler(true) }
                            .catch { _ in completionHandler(false) }
                    }
                    """),
        ])

    /// Reports the completion-handler problems of the `performActionFor` methods the simulated launches
    /// (`LaunchAnalysis`) call: a method UIKit never calls is not flagged.
    public func validate(_ context: LintContext) -> [Finding] {
        (context.launches?.completionProblems ?? []).map { finding(at: $0.handler.location, $0.message) }
    }
}
