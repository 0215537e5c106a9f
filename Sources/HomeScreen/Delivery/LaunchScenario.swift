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
public struct LaunchReport: Sendable, Hashable, Codable {
    public var item: ShortcutItem
    public var shape: AppShape
    public var state: LaunchState
    public var entries: [DeliveryLog.Entry]
    public var warnings: [DeliveryWarning]
}
