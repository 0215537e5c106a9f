/// Project pieces shared by the handler rules' examples (platform-facts §5).
enum HandlerRuleExamples {
    /// Info.plist keys that make the example app scene-based.
    static let sceneManifest = """

        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t</dict>
        """

    /// A scene delegate that handles both paths correctly: the connection options on a cold launch and
    /// `windowScene(_:performActionFor:completionHandler:)` when warm, calling the completion handler.
    static let wellBehavedSceneDelegate = """
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
                performActionFor shortcutItem: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {
                completionHandler(QuickActions.handle(shortcutItem))
            }
        }
        """

    /// An app without scenes whose app delegate implements `application(_:performActionFor:completionHandler:)`
    /// with `body`, under the comment `comment`; `marked` puts the finding marker `↓` before its `func`.
    static func appDelegateHandler(_ comment: String, marked: Bool = false, body: String) -> RuleExample {
        let indentedBody = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
        return .infoPlist(
            items: "",
            otherFiles: [
                "Notes/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    // \(comment)
                    \(marked ? "↓" : "")func application(
                        _ application: UIApplication,
                        performActionFor shortcutItem: UIApplicationShortcutItem,
                        completionHandler: @escaping (Bool) -> Void
                    ) {
                \(indentedBody)
                    }
                }
                """
            ])
    }
}
