import QuickActionKit

/// How the app is when the person chooses the item.
public enum LaunchState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not running: a cold launch.
    case cold
    /// Suspended in the background: a warm resume.
    case warm
}

/// One question asked of the delivery simulation: "which callbacks does this app receive when the person chooses
/// this item?" The app answers like Xcode's templates: `true` from the launch methods (or `launchResult`), and
/// it does not call completion handlers (the report lists the ones it must call).
public struct LaunchScenario: Sendable {
    public var item: ShortcutItem
    public var shape: AppShape
    public var state: LaunchState
    /// For iPad: windows open before the choice, each preferring target-content identifiers matching its pattern.
    public var openWindows: [SceneActivationConditions]
    /// What `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)`
    /// return.
    public var launchResult: Bool

    public init(
        item: ShortcutItem, shape: AppShape, state: LaunchState, openWindows: [SceneActivationConditions] = [],
        launchResult: Bool = true
    ) {
        self.item = item
        self.shape = shape
        self.state = state
        self.openWindows = openWindows
        self.launchResult = launchResult
    }

    public func run() -> LaunchReport {
        let app = TemplateApp(launchResult: launchResult)
        var process = AppProcess(shape: shape, log: DeliveryLog())
        if state == .warm {
            process.open(nil, app: app)
            for conditions in openWindows { process.openWindow(conditions: conditions, app: app) }
            process.moveToBackground(app: app)
        }
        let setupCount = process.log.entries.count
        process.open(item, app: app)
        let entries = Array(process.log.entries.dropFirst(setupCount).dropFirst())  // drop the `.chosen` marker
        return LaunchReport(
            item: item, shape: shape, state: state, entries: entries,
            warnings: DeliveryWarning.warnings(shape: shape, state: state, entries: entries))
    }

    /// An app that answers like Xcode's templates and records nothing itself.
    private final class TemplateApp: SimulatedApp {
        let launchResult: Bool
        init(launchResult: Bool) { self.launchResult = launchResult }
        func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool { launchResult }
    }
}

/// The callbacks an app receives for one choice, and the traps it falls into.
public struct LaunchReport: Sendable, Hashable {
    public var item: ShortcutItem
    public var shape: AppShape
    public var state: LaunchState
    public var entries: [DeliveryLog.Entry]
    public var warnings: [DeliveryWarning]

    /// The callbacks as numbered steps, each with what the app returned.
    public var steps: [LaunchStep] {
        var steps: [LaunchStep] = []
        for entry in entries {
            switch entry {
            case .callback(let callback, let source):
                steps.append(LaunchStep(number: steps.count + 1, callback: callback, source: source))
            case .returned(let value) where !steps.isEmpty:
                steps[steps.count - 1].returns = value
            default:
                break
            }
        }
        return steps
    }

    /// Chosen items the app's code never receives, with the reason.
    public var lost: [LostItem] {
        entries.compactMap {
            if case .lost(let item, let reason) = $0 { LostItem(item: item, reason: reason) } else { nil }
        }
    }
}

/// One callback of a launch, as the JSON output shows it.
public struct LaunchStep: Sendable, Hashable, Codable {
    private enum CodingKeys: String, CodingKey {
        case number, method, scene, shortcutItem, completionHandler, returns, scenePhase, source
    }

    public var number: Int
    /// The UIKit or SwiftUI member called, e.g. `scene(_:willConnectTo:options:)`.
    public var method: String
    public var scene: Int?
    /// The item the callback carries (launch options, connection options or the performActionFor argument).
    public var shortcutItem: ShortcutItem?
    /// The completion handler passed with `performActionFor`, which the app must call exactly once.
    public var completionHandler: Int?
    /// What the app returned, for the launch methods.
    public var returns: Bool?
    public var scenePhase: ScenePhase?
    /// The rule behind the step (platform-facts §5 source, `observed`, or an assumption).
    public var source: String
    /// What the callback carries, as a developer reads it in the debugger (text output only).
    var argumentSummary: String?

    init(number: Int, callback: AppCallback, source: String) {
        self.number = number
        method = callback.methodName
        shortcutItem = callback.shortcutItem
        self.source = source
        argumentSummary = callback.argumentSummary
        switch callback {
        case .configurationForConnecting(let id, _), .sceneWillConnect(let id, _), .sceneWillEnterForeground(let id),
            .sceneDidBecomeActive(let id), .sceneWillResignActive(let id), .sceneDidEnterBackground(let id):
            scene = id.number
        case .windowScenePerformAction(let id, _, let completion):
            scene = id.number
            completionHandler = completion
        case .performAction(_, let completion):
            completionHandler = completion
        case .scenePhaseChanged(let phase):
            scenePhase = phase
        default:
            break
        }
    }
}

/// A chosen item the app's code never receives.
public struct LostItem: Sendable, Hashable, Codable {
    public var item: ShortcutItem
    public var reason: String
}

extension LaunchReport: Encodable {
    private enum CodingKeys: String, CodingKey {
        case item, shape, state, steps, lost, warnings
    }

    /// `{item, shape, state, steps: [LaunchStep], lost: [LostItem], warnings: [{kind, message}]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .item)
        try container.encode(shape, forKey: .shape)
        try container.encode(state, forKey: .state)
        try container.encode(steps, forKey: .steps)
        try container.encode(lost, forKey: .lost)
        try container.encode(warnings, forKey: .warnings)
    }
}
