import QuickActionKit

/// The app delegate's `performActionFor` in a scene-based app: UIKit never calls it (platform-facts §5).
public struct PerformActionInSceneAppRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "perform_action_in_scene_app",
        name: "Perform Action in Scene App",
        defaultSeverity: .warning,
        rationale: """
            In a scene-based app (iOS 13+), UIKit does not call the app delegate's \
            `application(_:performActionFor:completionHandler:)`; a chosen quick action goes to the scene \
            delegate's `windowScene(_:performActionFor:completionHandler:)`, or to the connection options of \
            `scene(_:willConnectTo:options:)` on a cold launch ([PERFORM]; platform-facts §5). An app that still \
            installs on iOS 12 (its deployment target) is not reported: there, without scenes, UIKit calls the app \
            delegate's handler.
            """,
        triggeringExamples: [
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/AppDelegate.swift": Self.appDelegate(marked: true),
                    "Notes/SceneDelegate.swift": Self.windowOnlySceneDelegate,
                ])
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {}
                    """,
                    "Notes/SceneDelegate.swift": HandlerRuleExamples.wellBehavedSceneDelegate,
                ]),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/AppDelegate.swift": Self.appDelegate(marked: false)
                ]),
            .infoPlist(
                items: "",
                extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "project.yml": """
                    name: Notes
                    targets:
                      Notes:
                        type: application
                        platform: iOS
                        deploymentTarget: "12.0"
                        sources: [Notes]
                        settings:
                          base:
                            INFOPLIST_FILE: Notes/Info.plist
                    """,
                    "Notes/AppDelegate.swift": Self.appDelegate(marked: false),
                    "Notes/SceneDelegate.swift": Self.windowOnlySceneDelegate,
                ]),
        ])

    /// Reports the app delegate's `performActionFor` when the simulated launches (`LaunchAnalysis`) of an app that
    /// uses scenes never call it.
    public func validate(_ context: LintContext) -> [Finding] {
        guard context.app.lifecycle.shape.usesScenes, let launches = context.launches else { return [] }
        // Scenes came with iOS 13: on an older iOS the app installs on, UIKit calls this handler.
        if let target = context.deploymentTarget, IOSVersion.isVersion(target),
            IOSVersion.isEarlier(target, than: "13.0")
        {
            return []
        }
        return launches.uncalledHandlers.filter { $0.kind == .applicationPerformAction }.map {
            finding(
                at: $0.location,
                "This app uses scenes, so UIKit never calls the app delegate's performActionFor; implement "
                    + "windowScene(_:performActionFor:completionHandler:) in the scene delegate and read "
                    + "connectionOptions.shortcutItem in scene(_:willConnectTo:options:).")
        }
    }
}

extension PerformActionInSceneAppRule {
    /// An app delegate that handles the action in `performActionFor`, marked where the rule reports it.
    fileprivate static func appDelegate(marked: Bool) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            \(marked ? String(RuleExample.marker) : "")func application(
                _ application: UIApplication,
                performActionFor shortcutItem: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {
                completionHandler(QuickActions.handle(shortcutItem))
            }
        }
        """
    }

    /// A scene delegate that handles nothing.
    fileprivate static let windowOnlySceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        """
}
