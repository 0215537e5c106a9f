import QuickActionKit

/// A scene of the simulated app, numbered in the order the system connected it.
public struct SceneID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var number: Int

    public init(_ number: Int) { self.number = number }

    public var description: String { "scene \(number)" }

    public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.number < rhs.number }
}

/// SwiftUI's `ScenePhase`, as `onChange(of: scenePhase)` reports it.
public enum ScenePhase: String, Sendable, Hashable, Codable {
    case active, inactive, background
}

/// A callback the system makes to the app, named after the UIKit method (platform-facts §5).
public enum AppCallback: Sendable, Hashable, Codable {
    /// `application(_:willFinishLaunchingWithOptions:)`; the app returns a Bool.
    case willFinishLaunching(launchShortcutItem: ShortcutItem?)
    /// `application(_:didFinishLaunchingWithOptions:)`; the app returns a Bool.
    case didFinishLaunching(launchShortcutItem: ShortcutItem?)
    /// `application(_:performActionFor:completionHandler:)` on the app delegate.
    case performAction(ShortcutItem, completion: Int)
    /// `application(_:configurationForConnecting:options:)`, with `options.shortcutItem`.
    case configurationForConnecting(SceneID, shortcutItem: ShortcutItem?)
    /// `scene(_:willConnectTo:options:)`, with `connectionOptions.shortcutItem`.
    case sceneWillConnect(SceneID, shortcutItem: ShortcutItem?)
    /// `windowScene(_:performActionFor:completionHandler:)` on the scene delegate.
    case windowScenePerformAction(SceneID, ShortcutItem, completion: Int)
    case applicationWillEnterForeground
    case applicationDidBecomeActive
    case applicationWillResignActive
    case applicationDidEnterBackground
    case sceneWillEnterForeground(SceneID)
    case sceneDidBecomeActive(SceneID)
    case sceneWillResignActive(SceneID)
    case sceneDidEnterBackground(SceneID)
    /// SwiftUI's `scenePhase` changed (what `onChange(of: scenePhase)` sees).
    case scenePhaseChanged(ScenePhase)

    /// The UIKit or SwiftUI member the callback calls.
    public var methodName: String {
        switch self {
        case .willFinishLaunching: "application(_:willFinishLaunchingWithOptions:)"
        case .didFinishLaunching: "application(_:didFinishLaunchingWithOptions:)"
        case .performAction: "application(_:performActionFor:completionHandler:)"
        case .configurationForConnecting: "application(_:configurationForConnecting:options:)"
        case .sceneWillConnect: "scene(_:willConnectTo:options:)"
        case .windowScenePerformAction: "windowScene(_:performActionFor:completionHandler:)"
        case .applicationWillEnterForeground: "applicationWillEnterForeground(_:)"
        case .applicationDidBecomeActive: "applicationDidBecomeActive(_:)"
        case .applicationWillResignActive: "applicationWillResignActive(_:)"
        case .applicationDidEnterBackground: "applicationDidEnterBackground(_:)"
        case .sceneWillEnterForeground: "sceneWillEnterForeground(_:)"
        case .sceneDidBecomeActive: "sceneDidBecomeActive(_:)"
        case .sceneWillResignActive: "sceneWillResignActive(_:)"
        case .sceneDidEnterBackground: "sceneDidEnterBackground(_:)"
        case .scenePhaseChanged: "onChange(of: scenePhase)"
        }
    }

    /// Whether this is one of the `performActionFor` callbacks.
    var isPerformAction: Bool {
        switch self {
        case .performAction, .windowScenePerformAction: true
        default: false
        }
    }

    /// The shortcut item the callback carries, if any.
    public var shortcutItem: ShortcutItem? {
        switch self {
        case .willFinishLaunching(let item), .didFinishLaunching(let item): item
        case .configurationForConnecting(_, let item), .sceneWillConnect(_, let item): item
        case .performAction(let item, _), .windowScenePerformAction(_, let item, _): item
        default: nil
        }
    }

    /// What the callback carries, as a developer reads it in the debugger.
    public var argumentSummary: String? {
        func item(_ item: ShortcutItem?) -> String { item.map { "“\($0.localizedTitle)” (\($0.type))" } ?? "nil" }
        switch self {
        case .willFinishLaunching(let launchItem), .didFinishLaunching(let launchItem):
            return "launchOptions[.shortcutItem] = \(item(launchItem))"
        case .configurationForConnecting(let scene, let shortcut):
            return "\(scene), options.shortcutItem = \(item(shortcut))"
        case .sceneWillConnect(let scene, let shortcut):
            return "\(scene), connectionOptions.shortcutItem = \(item(shortcut))"
        case .performAction(let shortcut, _): return "shortcutItem = \(item(shortcut))"
        case .windowScenePerformAction(let scene, let shortcut, _):
            return "\(scene), shortcutItem = \(item(shortcut))"
        case .sceneWillEnterForeground(let scene), .sceneDidBecomeActive(let scene),
            .sceneWillResignActive(let scene), .sceneDidEnterBackground(let scene):
            return "\(scene)"
        case .scenePhaseChanged(let phase): return ".\(phase.rawValue)"
        case .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
            .applicationDidEnterBackground:
            return nil
        }
    }
}
