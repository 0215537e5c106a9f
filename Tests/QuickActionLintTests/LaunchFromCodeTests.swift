import AppProject
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionLint
import Testing

/// Issue 16: the launch verdict comes from the app's own handlers, not from its shape, and `launch` and `lint` read
/// it from one engine. Each fixture is an app folder (an Info.plist and Swift files) in one lifecycle shape, correct
/// or buggy.
@Suite("Launch outcomes from the app's code")
struct LaunchFromCodeTests {
    static let manifest = """
        <key>UIApplicationSceneManifest</key>
        <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
        """

    static let appDelegateHeader = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
        """

    /// A scene delegate that reads the connection options (`scene` at line 4) and whose
    /// `windowScene(_:performActionFor:completionHandler:)` (line 11) runs `performing`, one statement a line from 15.
    static func sceneDelegate(performing: [String]) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                if let item = connectionOptions.shortcutItem { Router.open(item) }
            }

            func windowScene(
                _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {
        \(performing.map { "        " + $0 }.joined(separator: "\n"))
            }
        }
        """
    }

    /// An app delegate whose `application(_:didFinishLaunchingWithOptions:)` (line 5) runs `finishingLaunch`, one
    /// statement a line from 9, and whose `application(_:performActionFor:completionHandler:)` follows it and
    /// completes with what the router answers.
    static func appDelegate(finishingLaunch: [String]) -> String {
        appDelegateHeader + """

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
            \(finishingLaunch.map { "        " + $0 }.joined(separator: "\n"))
                }

                func application(
                    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                    completionHandler: @escaping (Bool) -> Void
                ) {
                    completionHandler(Router.open(shortcutItem))
                }
            }
            """
    }

    /// Reads an app folder made of an Info.plist (with `plistKeys`) and `files`.
    static func app(plistKeys: String = "", _ files: [String: String]) throws -> ProjectApp {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-\(UUID().uuidString)/Notes")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var files = files
        files["Info.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>Notes</string>
            <key>CFBundlePackageType</key><string>APPL</string>
            \(plistKeys)
            </dict></plist>
            """
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        var app = try ProjectReader().readProjectApp(at: folder.path)
        // Places are compared by file name and line.
        app.sourceFacts.shortcutHandlers.handlers = app.sourceFacts.shortcutHandlers.handlers.map {
            var handler = $0
            handler.location.file = URL(fileURLWithPath: handler.location.file).lastPathComponent
            return handler
        }
        return app
    }

    static let handlerRuleIDs: Set<String> = [
        "shortcut_handled_at_launch_returns_true", "cold_launch_item_ignored", "launch_item_never_cleared",
        "perform_action_in_scene_app", "completion_handler_not_called",
    ]

    /// The handler rules' findings, as "rule@line".
    static func handlerFindings(_ app: ProjectApp) throws -> [String] {
        let rules = RuleRegistry.all.filter { handlerRuleIDs.contains($0.description.identifier) }.map { $0.init() }
        return try Linter(rules: rules).lint(app, measurer: nil).map { "\($0.ruleID)@\($0.location.line ?? 0)" }
    }

    /// "method@line" of each place the action runs on a path.
    static func places(_ outcome: LaunchOutcome) -> [String] {
        outcome.handlings.map { "\($0.handler.kind.rawValue)@\($0.handler.location.line ?? 0)" }
    }

    static func launch(_ app: ProjectApp, _ state: LaunchState) throws -> LaunchReport {
        LaunchScenario(
            app: app.app, handlers: app.knownHandlers, item: ShortcutItem(type: "new", localizedTitle: "New Note"),
            state: state
        ).run()
    }

    @Test("A scene app that handles the connection options and windowScene(_:performActionFor:) runs once, unwarned")
    func correctSceneApp() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: ["completionHandler(Router.open(shortcutItem))"])
            ])
        #expect(app.app.lifecycle.shape == .scene)
        let cold = try Self.launch(app, .cold)
        #expect(cold.outcome?.verdict == .runsOnce)
        #expect(Self.places(try #require(cold.outcome)) == ["scene(_:willConnectTo:options:)@4"])
        #expect(cold.warnings.isEmpty, "a correct app gets no warning: \(cold.warnings)")
        let warm = try Self.launch(app, .warm)
        #expect(Self.places(try #require(warm.outcome)) == ["windowScene(_:performActionFor:completionHandler:)@11"])
        #expect(warm.warnings.isEmpty)
        #expect(try Self.handlerFindings(app).isEmpty)
    }

    @Test("Stored in configurationForConnecting and handled once the scene is active: runs once")
    func handledInConfigurationForConnecting() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "AppDelegate.swift": Self.appDelegateHeader + """

                        func application(
                            _ application: UIApplication, configurationForConnecting session: UISceneSession,
                            options: UIScene.ConnectionOptions
                        ) -> UISceneConfiguration {
                            pendingItem = options.shortcutItem
                            return UISceneConfiguration(name: "Default", sessionRole: session.role)
                        }
                    }

                    var pendingItem: UIApplicationShortcutItem?
                    """,
                "SceneDelegate.swift": """
                import UIKit

                extension SceneDelegate: UIWindowSceneDelegate {}

                class SceneDelegate: UIResponder {
                    func sceneDidBecomeActive(_ scene: UIScene) {
                        consumePending()
                    }

                    func consumePending() {
                        guard let item = pendingItem else { return }
                        pendingItem = nil
                        Router.open(item)
                    }

                    func windowScene(
                        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
                    ) async -> Bool {
                        Router.open(shortcutItem)
                    }
                }
                """,
            ])
        #expect(app.app.lifecycle.shape == .scene, "the conformance is declared in an extension")
        #expect(app.app.lifecycle.appDelegates.count == 1)
        let outcome = try #require(try Self.launch(app, .cold).outcome)
        #expect(outcome.verdict == .runsOnce)
        #expect(outcome.handlings.first?.storedBy?.kind == .configurationForConnecting)
        #expect(outcome.handlings.first?.handler.kind == .sceneDidBecomeActive)
        #expect(outcome.repeats.isEmpty, "a helper the handler calls sets the item to nil")
        #expect(try Self.launch(app, .cold).warnings.isEmpty)
        #expect(try Self.handlerFindings(app).isEmpty)
    }

    @Test("A scene delegate without a scene manifest is never called (TN3187): the action is lost")
    func sceneDelegateWithoutManifest() throws {
        let files = [
            "AppDelegate.swift": Self.appDelegateHeader + "\n}\n",
            "SceneDelegate.swift": Self.sceneDelegate(performing: ["completionHandler(Router.open(shortcutItem))"]),
        ]
        let app = try Self.app(files)
        #expect(app.app.lifecycle.shape == .appDelegate)
        #expect(app.app.lifecycle.caveat?.contains("the scene delegate is never called") == true)
        let report = try Self.launch(app, .cold)
        #expect(report.outcome?.verdict == .lost)
        #expect(report.warnings.map(\.kind) == [.lost])
        let analysis = try #require(LaunchAnalysis(app: app.app, handlers: app.knownHandlers))
        #expect(analysis.uncalledHandlers.map(\.kind) == [.sceneWillConnect, .windowScenePerformAction])
        // With the manifest, the same code is correct.
        let withManifest = try Self.app(plistKeys: Self.manifest, files)
        #expect(try Self.launch(withManifest, .cold).outcome?.verdict == .runsOnce)
        #expect(try Self.launch(withManifest, .cold).warnings.isEmpty)
    }

    @Test("A callback that ignores the item is `ignoredBy` when another runs it, `lostBecause` only when it is lost")
    func ignoredIsNotLostInJSON() throws {
        let configuration =
            Self.appDelegateHeader + """

                    func application(
                        _ application: UIApplication, configurationForConnecting session: UISceneSession,
                        options: UIScene.ConnectionOptions
                    ) -> UISceneConfiguration {
                        UISceneConfiguration(name: "Default", sessionRole: session.role)
                    }
                }
                """
        func outcome(_ app: ProjectApp) throws -> [String: Any] {
            let report =
                try JSONSerialization.jsonObject(with: try Self.launch(app, .cold).jsonData()) as? [String: Any]
            return try #require(report?["outcome"] as? [String: Any])
        }
        let handled = try outcome(
            try Self.app(
                plistKeys: Self.manifest,
                [
                    "AppDelegate.swift": configuration,
                    "SceneDelegate.swift": Self.sceneDelegate(performing: [
                        "completionHandler(Router.open(shortcutItem))"
                    ]),
                ]))
        #expect(handled["verdict"] as? String == "runs_once")
        #expect((handled["lostBecause"] as? [String])?.isEmpty == true)
        let ignored = try #require(handled["ignoredBy"] as? [String])
        #expect(ignored.count == 1 && ignored[0].contains("configurationForConnecting"))
        let lost = try outcome(try Self.app(plistKeys: Self.manifest, ["AppDelegate.swift": configuration]))
        #expect(lost["verdict"] as? String == "lost")
        #expect((lost["lostBecause"] as? [String])?.isEmpty == false)
        #expect((lost["ignoredBy"] as? [String])?.isEmpty == true)
    }

    @Test("An app delegate that ignores the launch options and handles performActionFor runs once (no false alarm)")
    func appDelegateHandlingOnlyPerformAction() throws {
        let app = try Self.app([
            "AppDelegate.swift": Self.appDelegateHeader + """

                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        Store.prepare()
                        return true
                    }

                    func application(
                        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                        completionHandler: @escaping (Bool) -> Void
                    ) {
                        Router.open(shortcutItem)
                    }
                }
                """
        ])
        let cold = try Self.launch(app, .cold)
        #expect(cold.outcome?.verdict == .runsOnce)
        #expect(!cold.warnings.contains { $0.kind == .handledTwice }, "the shape alone once said handled_twice")
        #expect(cold.warnings.map(\.kind) == [.completionHandler], "it never calls its completion handler")
        #expect(try Self.handlerFindings(app) == ["completion_handler_not_called@13"])
    }

    @Test("Handled in didFinishLaunching, which returns true, and in performActionFor: runs twice, and lint agrees")
    func handledAtLaunchAndInPerformAction() throws {
        let app = try Self.app([
            "AppDelegate.swift": Self.appDelegate(finishingLaunch: [
                "if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem { Router.open(item) }",
                "return true",
            ])
        ])
        let cold = try #require(try Self.launch(app, .cold).outcome)
        #expect(cold.verdict == .runsTwice)
        #expect(
            Self.places(cold) == [
                "application(_:didFinishLaunchingWithOptions:)@5",
                "application(_:performActionFor:completionHandler:)@13",
            ])
        #expect(cold.summary.hasPrefix("runs twice: in application(_:didFinishLaunchingWithOptions:) at "))
        #expect(try Self.launch(app, .warm).outcome?.verdict == .runsOnce)
        #expect(try Self.handlerFindings(app) == ["shortcut_handled_at_launch_returns_true@5"])
    }

    @Test("A launch method returning a variable set to false when it handled the item runs once (issue 30)")
    func returnsVariableSetToFalse() throws {
        // The shape of Apple's quick-action sample: the Bool returned is a variable the handling path sets to false.
        let app = try Self.app([
            "AppDelegate.swift": Self.appDelegate(finishingLaunch: [
                "var letSystemCallPerformAction = true",
                "if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {",
                "    Router.open(item)",
                "    letSystemCallPerformAction = false",
                "}",
                "return letSystemCallPerformAction",
            ])
        ])
        let cold = try #require(try Self.launch(app, .cold).outcome)
        #expect(cold.verdict == .runsOnce)
        #expect(try Self.handlerFindings(app).isEmpty)
    }

    @Test("The scene delegate the manifest names is the window's, not another class sorted first (issue 30)")
    func manifestNamesTheSceneDelegate() throws {
        let manifest = """
            <key>UIApplicationSceneManifest</key>
            <dict><key>UIApplicationSupportsMultipleScenes</key><false/>
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            </dict></array></dict></dict>
            """
        // A second display's delegate, first by file path, that ignores the launch item.
        let external = """
            import UIKit

            class ExternalDisplayDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(
                    _ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions
                ) {
                    Display.attach(scene)
                }

                func windowScene(
                    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                    completionHandler: @escaping (Bool) -> Void
                ) {
                    completionHandler(false)
                }
            }
            """
        let app = try Self.app(
            plistKeys: manifest,
            [
                "A/ExternalDisplayDelegate.swift": external,
                "SceneDelegate.swift": Self.sceneDelegate(performing: ["completionHandler(Router.open(shortcutItem))"]),
            ])
        #expect(app.app.lifecycle.sceneDelegateClassName == "SceneDelegate")
        let cold = try #require(try Self.launch(app, .cold).outcome)
        #expect(cold.verdict == .runsOnce)
        #expect(Self.places(cold) == ["scene(_:willConnectTo:options:)@4"])
        #expect(try Self.handlerFindings(app).isEmpty)
    }

    @Test("A completion handler called twice on one path is reported by launch and lint alike")
    func completionHandlerCalledTwice() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: [
                    "completionHandler(Router.open(shortcutItem))", "completionHandler(true)",
                ])
            ])
        let warm = try Self.launch(app, .warm)
        #expect(warm.outcome?.verdict == .runsOnce)
        #expect(warm.warnings.map(\.kind) == [.completionHandler])
        #expect(warm.warnings.first?.message.contains("called 2 times on one path: at line 15 and line 16") == true)
        #expect(try Self.handlerFindings(app) == ["completion_handler_not_called@11"])
    }

    @Test("The evaluator runs the completion paths: a case that breaks out of a switch misses the call")
    func completionMissedAfterBreak() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: [
                    "switch shortcutItem.type {", "case \"new\": completionHandler(Router.open(shortcutItem))",
                    "default: break", "}",
                ])
            ])
        let warm = try Self.launch(app, .warm)
        #expect(warm.warnings.map(\.kind) == [.completionHandler])
        // The path through `default: break` goes on past the switch and leaves at the method's end (line 19).
        #expect(warm.warnings.first?.message.contains("line 19") == true, "\(warm.warnings)")
        #expect(try Self.handlerFindings(app) == ["completion_handler_not_called@11"])
    }

    @Test("A condition the source decides is not a path: a constant that is true always completes")
    func completionUnderKnownCondition() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: [
                    "if Flags.handlesQuickActions { completionHandler(Router.open(shortcutItem)) }"
                ]),
                "Flags.swift": "enum Flags {\n    static let handlesQuickActions = true\n}\n",
            ])
        let warm = try Self.launch(app, .warm)
        #expect(warm.warnings.isEmpty, "\(warm.warnings)")
        #expect(try Self.handlerFindings(app).isEmpty)
    }

    @Test("A throw caught by a catch that completes, and fatalError, leave no path without a call")
    func completionThroughCatchAndFatalError() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: [
                    "guard shortcutItem.type == \"new\" else { fatalError(\"unknown action\") }",
                    "do { try Router.validate(shortcutItem); completionHandler(true) }",
                    "catch { completionHandler(false) }",
                ])
            ])
        let warm = try Self.launch(app, .warm)
        #expect(warm.warnings.isEmpty, "\(warm.warnings)")
    }

    /// A scene delegate that stores the connection's item through a helper, as a closure, and runs it on
    /// activation: `clearing` is the statement after the run (or none).
    static func storedAsClosure(clearing: String) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var pendingAction: (() -> Void)?

            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                if let item = connectionOptions.shortcutItem { remember(item) }
            }

            func remember(_ item: UIApplicationShortcutItem) {
                pendingAction = { Router.open(item) }
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                if let action = self.pendingAction {
                    action()
                    \(clearing)
                }
            }

            func windowScene(
                _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {
                completionHandler(Router.open(shortcutItem))
            }
        }
        """
    }

    @Test("Stored through a helper as a closure, run and cleared on activation: runs once, there")
    func storedAsClosureThroughHelper() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            ["SceneDelegate.swift": Self.storedAsClosure(clearing: "self.pendingAction = nil")])
        let cold = try Self.launch(app, .cold)
        let outcome = try #require(cold.outcome)
        #expect(outcome.verdict == .runsOnce)
        #expect(outcome.handlings.map(\.handler.kind) == [.sceneDidBecomeActive])
        #expect(outcome.handlings.first?.storedBy?.kind == .sceneWillConnect)
        #expect(outcome.repeats.isEmpty)
        #expect(cold.warnings.isEmpty, "\(cold.warnings)")
        #expect(try Self.handlerFindings(app).isEmpty)
    }

    @Test("Stored through a helper as a closure and never cleared: runs again on the next activation")
    func storedAsClosureNeverCleared() throws {
        let app = try Self.app(
            plistKeys: Self.manifest, ["SceneDelegate.swift": Self.storedAsClosure(clearing: "")])
        let cold = try Self.launch(app, .cold)
        #expect(cold.outcome?.repeats.map(\.handler.kind) == [.sceneDidBecomeActive])
        #expect(cold.warnings.map(\.kind) == [.runsAgain])
        let findings = try Self.handlerFindings(app)
        #expect(findings == ["launch_item_never_cleared@17"], "\(findings)")
    }

    /// A SwiftUI app whose adaptor's delegate stores the item in a global and configures a scene delegate that
    /// stores it too; a view acts on it when `scenePhase` becomes active (line 11 of ContentView.swift), then
    /// runs `clearing`. Another view, first in source order, observes the phase for something else.
    static func scenePhaseApp(clearing: String) -> [String: String] {
        [
            "NotesApp.swift": """
            import SwiftUI

            var pendingItem: UIApplicationShortcutItem?

            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """,
            "AppDelegate.swift": """
            import UIKit

            class AppDelegate: NSObject, UIApplicationDelegate {
                func application(
                    _ application: UIApplication, configurationForConnecting session: UISceneSession,
                    options: UIScene.ConnectionOptions
                ) -> UISceneConfiguration {
                    if let item = options.shortcutItem { pendingItem = item }
                    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
            }

            class SceneDelegate: NSObject, UIWindowSceneDelegate {
                func windowScene(
                    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                    completionHandler: @escaping (Bool) -> Void
                ) {
                    pendingItem = shortcutItem
                    completionHandler(true)
                }
            }
            """,
            "AudioPlayerView.swift": """
            import SwiftUI

            struct PlayerView: View {
                @Environment(\\.scenePhase) private var scenePhase
                var body: some View {
                    Text("Player").onChange(of: scenePhase) { phase in Player.pause(phase != .active) }
                }
            }
            """,
            "ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                @Environment(\\.scenePhase) private var scenePhase

                var body: some View {
                    Text("Notes")
                        .onChange(of: scenePhase) { phase in
                            guard phase == .active, let item = pendingItem else { return }
                            Router.open(item)
                            \(clearing)
                        }
                }
            }
            """,
        ]
    }

    @Test("SwiftUI: an item stored by the delegates and handled in .onChange(of: scenePhase) runs once")
    func scenePhaseHandler() throws {
        let app = try Self.app(plistKeys: Self.manifest, Self.scenePhaseApp(clearing: "pendingItem = nil"))
        for state in [LaunchState.cold, .warm] {
            let report = try Self.launch(app, state)
            let outcome = try #require(report.outcome)
            #expect(outcome.verdict == .runsOnce)
            #expect(Self.places(outcome) == ["onChange(of: scenePhase)@8"], "the view that reads the item, \(state)")
            #expect(outcome.repeats.isEmpty)
            #expect(report.warnings.isEmpty, "\(report.warnings)")
        }
    }

    @Test("SwiftUI: handled in .onChange(of: scenePhase) and never cleared: runs again on every activation")
    func scenePhaseHandlerNeverCleared() throws {
        let app = try Self.app(plistKeys: Self.manifest, Self.scenePhaseApp(clearing: ""))
        let cold = try Self.launch(app, .cold)
        #expect(cold.outcome?.repeats.map(\.handler.kind) == [.scenePhaseChange])
        #expect(cold.warnings.map(\.kind) == [.runsAgain])
    }

    @Test("A handler that branches on the item's type stores only the type whose branch stores it")
    func storesByLiteralType() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: [
                    "if shortcutItem.type == \"new\" {", "    Router.open(shortcutItem)",
                    "} else if shortcutItem.type == \"later\" {",
                    "    Router.shared.pendingID = shortcutItem.userInfo?[\"id\"] as? String", "}",
                    "completionHandler(true)",
                ])
            ])
        let handler = try #require(app.sourceFacts.shortcutHandlers.handlers(.windowScenePerformAction).first)
        #expect(handler.storedShortcutItemProperties == ["pendingID"])
        #expect(handler.storedPropertiesByType == ["new": [], "later": ["pendingID"]])
        let new = try #require(try Self.launch(app, .warm).outcome)
        #expect(Self.places(new) == ["windowScene(_:performActionFor:completionHandler:)@11"])
        let later = try #require(
            LaunchScenario(
                app: app.app, handlers: app.knownHandlers,
                item: ShortcutItem(type: "later", localizedTitle: "Read Later"), state: .warm
            ).run().outcome)
        #expect(later.handlings.isEmpty, "stored for code the simulation does not follow")
        #expect(later.summary.contains("stored in pendingID"), "\(later.summary)")
    }

    @Test("Per type through an enum made from the type's raw value and a switch over its cases")
    func storesByEnumType() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": Self.sceneDelegate(performing: [
                    "guard let action = Action(rawValue: shortcutItem.type) else { return completionHandler(false) }",
                    "switch action {", "case .new: Router.open(shortcutItem)",
                    "case .resume: pendingResume = shortcutItem",
                    "}", "completionHandler(true)",
                ]),
                "Action.swift": "enum Action: String {\n    case new\n    case resume = \"resume-reading\"\n}\n",
            ])
        let handler = try #require(app.sourceFacts.shortcutHandlers.handlers(.windowScenePerformAction).first)
        #expect(handler.storedPropertiesByType == ["new": [], "resume-reading": ["pendingResume"]])
    }

    @Test("The scene delegate a Home Screen launch connects is the default configuration's, not a Catalyst window's")
    func defaultConfigurationsDelegate() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "AppDelegate.swift": Self.appDelegateHeader + """

                        func application(
                            _ application: UIApplication, configurationForConnecting session: UISceneSession,
                            options: UIScene.ConnectionOptions
                        ) -> UISceneConfiguration {
                            if options.userActivities.contains(where: { $0.activityType == "miniPlayer" }) {
                                let configuration = UISceneConfiguration(name: "Mini", sessionRole: session.role)
                                configuration.delegateClass = MiniPlayerSceneDelegate.self
                                return configuration
                            }
                            let configuration = UISceneConfiguration(name: "Default", sessionRole: session.role)
                            configuration.delegateClass = SceneDelegate.self
                            return configuration
                        }
                    }
                    """,
                "MiniPlayerSceneDelegate.swift": """
                import UIKit

                class MiniPlayerSceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(
                        _ scene: UIScene, willConnectTo session: UISceneSession,
                        options connectionOptions: UIScene.ConnectionOptions
                    ) {
                        MiniPlayer.show()
                    }
                }
                """,
                "SceneDelegate.swift": Self.sceneDelegate(performing: ["completionHandler(Router.open(shortcutItem))"]),
            ])
        #expect(app.app.lifecycle.configuredSceneDelegateClassName == "SceneDelegate")
        let cold = try #require(try Self.launch(app, .cold).outcome)
        #expect(cold.verdict == .runsOnce)
        #expect(Self.places(cold) == ["scene(_:willConnectTo:options:)@4"])
    }

    @Test("The iOS 13 sample's shape: stored at connection, handled on activation, never cleared: runs again")
    func neverCleared() throws {
        let app = try Self.app(
            plistKeys: Self.manifest, ["SceneDelegate.swift": HandlerRuleExamplesSource.neverClearedSceneDelegate])
        let cold = try Self.launch(app, .cold)
        #expect(cold.outcome?.verdict == .runsOnce)
        #expect(cold.outcome?.repeats.map(\.handler.kind) == [.sceneDidBecomeActive])
        #expect(cold.warnings.map(\.kind) == [.runsAgain])
        #expect(try Self.handlerFindings(app) == ["launch_item_never_cleared@13"])
    }

    @Test("A scene delegate that never reads the connection options loses the cold launch's action")
    func coldLaunchLost() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            [
                "SceneDelegate.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(
                        _ scene: UIScene, willConnectTo session: UISceneSession,
                        options connectionOptions: UIScene.ConnectionOptions
                    ) {
                        Theme.apply()
                    }

                    func windowScene(
                        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
                    ) async -> Bool {
                        Router.open(shortcutItem)
                    }
                }
                """
            ])
        let cold = try #require(try Self.launch(app, .cold).outcome)
        #expect(cold.verdict == .lost)
        #expect(
            cold.summary.contains("scene(_:willConnectTo:options:) at SceneDelegate.swift:4:5 does not read the item"))
        #expect(try Self.launch(app, .warm).outcome?.verdict == .runsOnce)
        #expect(try Self.handlerFindings(app) == ["cold_launch_item_ignored@11"])
    }

    @Test("launch and lint read one engine: every path's outcome is the analysis's outcome")
    func oneEngine() throws {
        let app = try Self.app(
            plistKeys: Self.manifest,
            ["SceneDelegate.swift": HandlerRuleExamplesSource.neverClearedSceneDelegate])
        let analysis = try #require(LaunchAnalysis(app: app.app, handlers: app.knownHandlers))
        for state in LaunchState.allCases {
            let launched = try #require(try Self.launch(app, state).outcome)
            let analysed = analysis.outcome(state)
            #expect(launched.verdict == analysed.verdict)
            #expect(launched.handlings.map(\.handler) == analysed.handlings.map(\.handler))
            #expect(launched.repeats.map(\.handler) == analysed.repeats.map(\.handler))
        }
    }

    @Test("Without an app delegate, a SwiftUI App or a handler in the sources, the app answers like the templates")
    func unknownCode() throws {
        let app = try Self.app([:])
        #expect(!app.isCodeKnown)
        #expect(LaunchAnalysis(app: app.app, handlers: app.knownHandlers) == nil)
        let report = try Self.launch(app, .cold)
        #expect(report.outcome == nil)
        #expect(report.warnings.map(\.kind) == [.handledTwice], "the shape's trap, as before issue 16")
    }
}

/// A scene delegate in the shape of Apple's iOS 13 sample.
enum HandlerRuleExamplesSource {
    static let neverClearedSceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var saved: UIApplicationShortcutItem?

            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                saved = connectionOptions.shortcutItem
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                if let item = saved { Router.open(item) }
            }

            func windowScene(
                _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
            ) async -> Bool {
                Router.open(shortcutItem)
            }
        }
        """
}

/// Issue 16: the rules read the menu's own decisions, in every locale.
@Suite("Rules read the menu's decisions")
struct MenuDecisionRuleTests {
    @Test("A title that translates to an empty text is hidden there, and empty_title points at the translation")
    func emptyTranslation() throws {
        let app = try LaunchFromCodeTests.app(
            plistKeys: """
                <key>UIApplicationShortcutItems</key>
                <array>
                <dict><key>UIApplicationShortcutItemType</key><string>scan</string>
                <key>UIApplicationShortcutItemTitle</key><string>Scan</string></dict>
                </array>
                """,
            ["de.lproj/InfoPlist.strings": "\"Other\" = \"Andere\";\n\"Scan\" = \"\";\n"])
        let findings = try Linter(rules: [EmptyTitleRule()]).lint(app, measurer: nil)
        #expect(findings.count == 1)
        #expect(findings.first?.location.file.hasSuffix("de.lproj/InfoPlist.strings") == true)
        #expect(findings.first?.location.line == 2)
        #expect(findings.first?.message.hasPrefix("In de the title translates to an empty text") == true)
        let german = try MenuScenario(app: app.app, locale: "de").menu()
        #expect(german.items.isEmpty)
        #expect(german.notShown.map(\.reason) == [.emptyTitle])
    }

    @Test("too_many_quick_actions reports what the menu drops, with the menu's limit")
    func tooMany() throws {
        let items = (1...5).map {
            "<dict><key>UIApplicationShortcutItemType</key><string>t\($0)</string>"
                + "<key>UIApplicationShortcutItemTitle</key><string>Item \($0)</string></dict>"
        }
        // The second item's title is empty: the menu skips it, so five declared items still fit in four.
        var keys = "<key>UIApplicationShortcutItems</key><array>" + items.joined() + "</array>"
        keys = keys.replacingOccurrences(of: "<string>Item 2</string>", with: "<string></string>")
        let app = try LaunchFromCodeTests.app(plistKeys: keys, [:])
        #expect(try Linter(rules: [TooManyQuickActionsRule()]).lint(app, measurer: nil).isEmpty)
        #expect(try MenuScenario(app: app.app).menu().items.count == HomeScreenMenu.maximumAppItems)
    }
}
