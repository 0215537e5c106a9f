import HomeScreen
import QuickActionKit
import Testing

/// Where the app is when the person chooses the quick action.
enum DeliveryState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The app is not running: a fresh process.
    case cold
    /// The app was opened once from its icon and moved to the background.
    case warm
    /// Warm, with two more iPad windows; one prefers the item's `targetContentIdentifier`.
    case iPadPreferringWindow
    /// Warm, with two more iPad windows, where no window (the launch window included) can activate for the item's
    /// `targetContentIdentifier`: UIKit connects a new scene with the item in its connection options.
    case iPadNoWindowCanActivate

    var description: String {
        switch self {
        case .cold: "cold"
        case .warm: "warm"
        case .iPadPreferringWindow: "iPad, a window prefers the item"
        case .iPadNoWindowCanActivate: "iPad, no window can activate for the item"
        }
    }

    /// The activation conditions of the window a launch connects.
    var launchSceneConditions: SceneActivationConditions {
        self == .iPadNoWindowCanActivate ? Self.elsewhereOnly : SceneActivationConditions()
    }

    /// Conditions of a window that can activate only for other content than the item's.
    static let elsewhereOnly = SceneActivationConditions(can: ["elsewhere/*"])

    /// The item's `targetContentIdentifier` in this state.
    var targetContentIdentifier: String? {
        switch self {
        case .cold, .warm: nil
        case .iPadPreferringWindow, .iPadNoWindowCanActivate: TestActions.targetContentIdentifier
        }
    }
}

extension AppShape {
    /// Whether the chosen item has a path to the app's own code: an app delegate without scenes, or a scene delegate
    /// of the app's own (platform-facts §5).
    var reachesAppCode: Bool { self == .appDelegate || hasOwnSceneDelegate }
}

/// One way a chosen quick action reaches an app: shape × state × registration moment × later cycles × action.
struct DeliveryScenario: Sendable, Hashable, CustomTestStringConvertible, CustomStringConvertible {
    var shape: AppShape
    var state: DeliveryState
    var registrationMoment: RegistrationMoment
    /// Background/foreground cycles after the choice: each moves the app to the background, then taps its icon.
    var laterCycles: Int
    var action: TestAction

    /// Every combination for `shapes`, with 0 to 3 later cycles and every sample action.
    static func all(shapes: [AppShape] = AppShape.allCases) -> [DeliveryScenario] {
        shapes.flatMap { shape in
            DeliveryState.allCases.flatMap { state in
                RegistrationMoment.allCases.flatMap { moment in
                    (0...3).flatMap { cycles in
                        TestActions.samples.map { action in
                            DeliveryScenario(
                                shape: shape, state: state, registrationMoment: moment, laterCycles: cycles,
                                action: action)
                        }
                    }
                }
            }
        }
    }

    /// The item the person chooses.
    var item: ShortcutItem {
        TestActions.item(for: action, targetContentIdentifier: state.targetContentIdentifier)
    }

    /// A cold launch with no later cycle never reaches a background; the late registration then comes with a final
    /// move to the background.
    var needsFinalBackground: Bool {
        registrationMoment == .afterFirstBackground && state == .cold && laterCycles == 0
    }

    var description: String {
        "\(shape.rawValue), \(state), handlers registered \(registrationMoment), chose \(action), "
            + "\(laterCycles) later background/foreground cycles"
            + (needsFinalBackground ? ", then to the background" : "")
    }

    var testDescription: String { description }

    /// Plays the scenario against `app` on a fresh process and returns the process, whose log holds what happened.
    func play(_ app: any SimulatedApp) -> AppProcess {
        play(app, choosing: item)
    }

    /// Plays the scenario with `chosen` in place of the action's item.
    func play(_ app: any SimulatedApp, choosing chosen: ShortcutItem) -> AppProcess {
        var process = AppProcess(shape: shape, launchSceneConditions: state.launchSceneConditions)
        switch state {
        case .cold:
            break
        case .warm:
            process.open(nil, app: app)
            process.moveToBackground(app: app)
        case .iPadPreferringWindow:
            process.open(nil, app: app)
            process.openWindow(
                conditions: SceneActivationConditions(prefers: [TestActions.targetContentIdentifier]), app: app)
            process.openWindow(conditions: SceneActivationConditions(), app: app)
            process.moveToBackground(app: app)
        case .iPadNoWindowCanActivate:
            process.open(nil, app: app)
            process.openWindow(conditions: DeliveryState.elsewhereOnly, app: app)
            process.openWindow(conditions: SceneActivationConditions(can: []), app: app)
            process.moveToBackground(app: app)
        }
        process.open(chosen, app: app)
        for _ in 0..<laterCycles {
            process.moveToBackground(app: app)
            process.open(nil, app: app)
        }
        if needsFinalBackground { process.moveToBackground(app: app) }
        return process
    }
}
