import QuickActionKit

/// How the app is when the person chooses the item.
public enum LaunchState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not running: a cold launch.
    case cold
    /// Suspended in the background: a warm resume.
    case warm
}

/// One question asked of the delivery simulation: "which callbacks does this app receive when the person chooses
/// this item, and what does its code do with it?" With the app's `handlers`, the app answers as its code does
/// (`SourceModeledApp`), and the report carries the outcome; without them (no Swift sources) it answers like Xcode's
/// templates: `true` from the launch methods, and the warnings describe the shape's traps. `launchResult`, when
/// set, is what the launch methods return either way ("what if didFinishLaunching returned false?").
public struct LaunchScenario: Sendable {
    public var item: ShortcutItem
    public var shape: AppShape
    public var state: LaunchState
    /// For iPad: windows open before the choice, each preferring target-content identifiers matching its pattern.
    public var openWindows: [SceneActivationConditions]
    /// What `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)`
    /// return.
    public var launchResult: Bool?
    /// The app's handlers as its sources declare them; nil to answer like Xcode's templates.
    public var handlers: ShortcutHandlerDeclarations?
    /// The declarations the shape was detected from, reported with the launch; nil when the shape was given.
    public var lifecycle: LifecycleDeclarations?

    public init(
        item: ShortcutItem, shape: AppShape, state: LaunchState, openWindows: [SceneActivationConditions] = [],
        launchResult: Bool? = nil, handlers: ShortcutHandlerDeclarations? = nil
    ) {
        self.item = item
        self.shape = shape
        self.state = state
        self.openWindows = openWindows
        self.launchResult = launchResult
        self.handlers = handlers
    }

    public func run() -> LaunchReport {
        let modeled = handlers.map { SourceModeledApp($0, launchResult: launchResult) }
        let app: any SimulatedApp = modeled ?? TemplateApp(launchResult: launchResult ?? true)
        var process = AppProcess(shape: shape, log: DeliveryLog())
        if state == .warm {
            process.open(nil, app: app)
            for conditions in openWindows { process.openWindow(conditions: conditions, app: app) }
            process.moveToBackground(app: app)
        }
        let setupCount = process.log.entries.count
        let before = modeled.map(Progress.init)
        process.open(item, app: app)
        let entries = Array(process.log.entries.dropFirst(setupCount).dropFirst())  // drop the `.chosen` marker
        guard let modeled, let before else {
            return LaunchReport(
                item: item, shape: shape, state: state, entries: entries,
                warnings: DeliveryWarning.warnings(shape: shape, state: state, entries: entries), lifecycle: lifecycle)
        }
        let launched = Progress(modeled)
        let stored = modeled.pendingItems.map { StoredItem(property: $0.property, item: $0.item, storedBy: $0.by) }
        // The person leaves the app and comes back, choosing nothing: an item still stored and read on activation
        // runs again ([SAMPLE]: Apple's iOS 13 sample never clears it).
        process.moveToBackground(app: app)
        process.open(nil, app: app)
        var lostInSystem = entries.compactMap { if case .lost(_, let reason) = $0 { reason } else { nil } }
        if entries.contains(.returned(false)), !process.log.callbacks.contains(where: \.isPerformAction) {
            // [PERFORM]: a launch method that returns false keeps performActionFor from being called.
            lostInSystem.append("a launch method returns false, so performActionFor is not called")
        }
        let outcome = LaunchOutcome(
            handlings: Array(modeled.handlings[before.handlings..<launched.handlings]),
            stored: stored,
            repeats: Array(modeled.handlings.dropFirst(launched.handlings)),
            lostReasons: lostInSystem + modeled.ignoredBy[before.ignored..<launched.ignored],
            completionProblems: Array(modeled.completionProblems[before.problems..<launched.problems]))
        return LaunchReport(
            item: item, shape: shape, state: state, entries: entries,
            warnings: DeliveryWarning.warnings(outcome),
            responses: Array(modeled.responses[before.responses..<launched.responses]), outcome: outcome,
            lifecycle: lifecycle)
    }

    /// How far the modeled app's records had grown, to take one launch's share of them.
    private struct Progress {
        var handlings, ignored, problems, responses: Int
        init(_ app: SourceModeledApp) {
            handlings = app.handlings.count
            ignored = app.ignoredBy.count
            problems = app.completionProblems.count
            responses = app.responses.count
        }
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
    /// With the app's handlers: one per callback, what the app's method did (nil: not implemented).
    public var responses: [HandlerResponse?]?
    /// With the app's handlers: what its code does with the item on this path.
    public var outcome: LaunchOutcome?
    /// What the shape was detected from, when it was detected.
    public var lifecycle: LifecycleDeclarations?

    init(
        item: ShortcutItem, shape: AppShape, state: LaunchState, entries: [DeliveryLog.Entry],
        warnings: [DeliveryWarning], responses: [HandlerResponse?]? = nil, outcome: LaunchOutcome? = nil,
        lifecycle: LifecycleDeclarations? = nil
    ) {
        self.lifecycle = lifecycle
        self.item = item
        self.shape = shape
        self.state = state
        self.entries = entries
        self.warnings = warnings
        self.responses = responses
        self.outcome = outcome
    }

    /// The callbacks as numbered steps, each with what the app returned and, with its handlers, what its code did.
    public var steps: [LaunchStep] {
        var steps: [LaunchStep] = []
        for entry in entries {
            switch entry {
            case .callback(let callback, let source):
                steps.append(LaunchStep(number: steps.count + 1, callback: callback, source: source))
                if let responses, steps.count <= responses.count {
                    steps[steps.count - 1].handler = responses[steps.count - 1].map(StepHandler.init)
                    steps[steps.count - 1].modeled = callback.handlerKind != nil
                }
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
        case number, method, scene, shortcutItem, completionHandler, returns, scenePhase, source, handler
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
    /// With the app's handlers: the app's method that ran and what it did; nil when it implements none.
    public var handler: StepHandler?
    /// Whether the callback is one a quick-action handler can implement, with the app's handlers known (text
    /// output: "not implemented"; not in the JSON).
    public internal(set) var modeled = false
    /// What the callback carries, as a developer reads it in the debugger (text output only; not in the JSON).
    public internal(set) var argumentSummary: String?

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

/// The app's method behind a step, as the JSON output shows it.
public struct StepHandler: Sendable, Hashable, Codable {
    /// `file:line:column` of its `func`.
    public var location: String
    public var does: [String]

    init(_ response: HandlerResponse) {
        location = response.handler.location.description
        does = response.notes
    }
}

/// A chosen item the app's code never receives.
public struct LostItem: Sendable, Hashable, Codable {
    public var item: ShortcutItem
    public var reason: String
}

extension LaunchReport: Encodable {
    private enum CodingKeys: String, CodingKey {
        case item, shape, state, detected, steps, lost, outcome, warnings
    }

    /// `{item, shape, state, detected?: LifecycleDeclarations, steps: [LaunchStep], lost: [LostItem], outcome?,
    /// warnings: [{kind, message}]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item, forKey: .item)
        try container.encode(shape, forKey: .shape)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(lifecycle, forKey: .detected)
        try container.encode(steps, forKey: .steps)
        try container.encode(lost, forKey: .lost)
        try container.encodeIfPresent(outcome, forKey: .outcome)
        try container.encode(warnings, forKey: .warnings)
    }
}

extension LaunchOutcome: Encodable {
    private enum CodingKeys: String, CodingKey {
        case verdict, summary, handledIn, storedIn, runsAgainIn, lostBecause, ignoredBy, completionProblems
    }

    private struct Place: Encodable {
        var method: String
        var location: String
        var storedIn: String?
        var storedBy: String?
    }

    private struct Problem: Encodable {
        var method: String
        var location: String
        var message: String
    }

    /// `{verdict: runs_once|runs_twice|lost, summary, handledIn: [{method, location, storedIn?, storedBy?}],
    /// storedIn: [{…}], runsAgainIn: [{…}], lostBecause: [String], ignoredBy: [String], completionProblems:
    /// [{method, location, message}]}`. The callbacks that received the item and did not read it are `lostBecause`
    /// when the action is lost, and `ignoredBy` when another callback ran it (a real-app trial of the MCP server
    /// found agents reading `lostBecause` beside `runs_once` as a loss).
    public func encode(to encoder: any Encoder) throws {
        func place(_ handling: Handling) -> Place {
            Place(
                method: handling.handler.kind.rawValue, location: handling.handler.location.description,
                storedIn: handling.property, storedBy: handling.storedBy?.location.description)
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(summary, forKey: .summary)
        try container.encode(handlings.map(place), forKey: .handledIn)
        try container.encode(
            stored.map {
                Place(
                    method: $0.storedBy.kind.rawValue, location: $0.storedBy.location.description,
                    storedIn: $0.property, storedBy: nil)
            }, forKey: .storedIn)
        try container.encode(repeats.map(place), forKey: .runsAgainIn)
        try container.encode(verdict == .lost ? lostReasons : [], forKey: .lostBecause)
        try container.encode(verdict == .lost ? [] : lostReasons, forKey: .ignoredBy)
        try container.encode(
            completionProblems.map {
                Problem(
                    method: $0.handler.kind.rawValue, location: $0.handler.location.description, message: $0.message)
            }, forKey: .completionProblems)
    }
}
