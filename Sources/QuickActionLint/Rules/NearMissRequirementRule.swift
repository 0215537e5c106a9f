import AppProject
import QuickActionKit

/// A member one edit or one argument label away from a requirement of its type's protocol that has a default: it
/// compiles and is never used (issue 32).
public struct NearMissRequirementRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "near_miss_requirement",
        name: "Near-Miss Requirement",
        defaultSeverity: .warning,
        rationale: """
            A requirement with a default implementation is satisfied whether or not the type declares it, so a \
            member whose name is a letter off (`shortcutTileColour`) or whose argument label differs \
            (`windowScene(_:performActionWith:completionHandler:)`) compiles as a new member that the system never \
            reads or calls. Swift diagnoses near misses only for `@objc optional` requirements, and only as a \
            warning. Checked: the static members of an `AppShortcutsProvider` and an `AppIntent` (platform-facts \
            §6), and the methods of app and scene delegates that receive launches and quick actions (platform-facts \
            §5). The requirements of `AppEntity` and `AppEnum` have no defaults, so the compiler already rejects \
            a near miss of one.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/WorkoutShortcuts.swift": #"""
                import AppIntents

                struct WorkoutShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: StartRaceIntent(),
                            phrases: ["Start a race in \(.applicationName)"],
                            shortTitle: "Start Race",
                            systemImageName: "flag.checkered"
                        )
                    }

                    static var ↓shortcutTileColour: ShortcutTileColor = .orange
                }

                struct StartRaceIntent: AppIntent {
                    static var title: LocalizedStringResource = "Start Race"
                    static var ↓openAppWhenRan = true

                    func perform() async throws -> some IntentResult { .result() }
                }
                """#
            ]),
            .infoPlist(
                items: "", extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        func ↓windowScene(
                            _ windowScene: UIWindowScene,
                            performActionWith shortcutItem: UIApplicationShortcutItem,
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
                        func ↓applicationDidBecomeActiv(_ application: UIApplication) {
                            QuickActions.refresh()
                        }
                    }

                    extension AppDelegate {
                        func ↓application(
                            _ application: UIApplication,
                            performActionForShortcutItem shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(QuickActions.handle(shortcutItem))
                        }
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/WorkoutShortcuts.swift": #"""
                import AppIntents

                struct WorkoutShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: StartRaceIntent(),
                            phrases: ["Start a race in \(.applicationName)"],
                            shortTitle: "Start Race",
                            systemImageName: "flag.checkered"
                        )
                    }

                    static var shortcutTileColor: ShortcutTileColor = .orange
                    // A second colour beside the requirement is the app's own.
                    static var shortcutTileColour: ShortcutTileColor = .orange
                }

                struct StartRaceIntent: AppIntent {
                    static var title: LocalizedStringResource = "Start Race"
                    static var openAppWhenRun = true
                    // An instance property is not the static requirement's near miss.
                    var isDiscoverabl = false

                    func perform() async throws -> some IntentResult { .result() }
                }
                """#
            ]),
            // Issue 32: a delegate compiled only for Mac Catalyst is not the iPhone app's.
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/MacSceneDelegate.swift": """
                    import UIKit

                    #if targetEnvironment(macCatalyst)
                    class MacSceneDelegate: UIResponder, UIWindowSceneDelegate {
                        func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionWith shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(false)
                        }
                    }
                    #endif
                    """
                ]),
            // Delegate methods spelled right, and helpers of other shapes.
            .infoPlist(
                items: "", extraKeys: HandlerRuleExamples.sceneManifest,
                otherFiles: [
                    "Notes/SceneDelegate.swift": """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        func windowScene(
                            _ windowScene: UIWindowScene,
                            performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void
                        ) {
                            completionHandler(perform(shortcutItem))
                        }

                        func perform(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
                            QuickActions.handle(shortcutItem)
                        }

                        func sceneDidBecomeActive(_ scene: UIScene) {}
                    }
                    """
                ]),
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.sourceFacts.requirementNearMisses.map { miss in
            let kind = miss.requirement.parameterTypes == nil ? "property" : "method"
            return finding(
                at: miss.location,
                "`\(miss.member)` is not `\(miss.requirement.name)`, the \(miss.protocolName) requirement "
                    + "\(miss.typeName) does not implement: it compiles as a separate \(kind), so "
                    + "\(miss.requirement.effect). Rename it `\(miss.requirement.name)`.")
        }
    }
}
