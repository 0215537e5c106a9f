import QuickActionKit

/// A way the chosen action can be lost or handled more than once on a launch path (platform-facts §5, the known
/// traps).
public struct DeliveryWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The app's code never receives the item.
        case lost
        /// The item reaches the app twice on this path.
        case handledTwice = "handled_twice"
        /// The item arrives only where a common handler does not look (shape-only simulation, without the app's
        /// handlers).
        case easilyMissed = "easily_missed"
        /// The app's code acts on the item again each time the app becomes active.
        case runsAgain = "runs_again"
        /// A `performActionFor` method does not call its completion handler exactly once on every path.
        case completionHandler = "completion_handler"
    }

    public var kind: Kind
    public var message: String

    public var description: String { message }

    /// The warnings of an outcome simulated from the app's own handlers: none for a correct app.
    static func warnings(_ outcome: LaunchOutcome) -> [DeliveryWarning] {
        var warnings: [DeliveryWarning] = []
        switch outcome.verdict {
        case .lost:
            warnings.append(DeliveryWarning(kind: .lost, message: "The action is " + outcome.summary + "."))
        case .runsTwice:
            let kinds = outcome.handlings.map(\.handler.kind)
            // [PERFORM]: a launch method that handles the launch item must return false, or performActionFor follows.
            let advice =
                kinds.contains(where: \.isFinishLaunching) && kinds.contains(.applicationPerformAction)
                ? "return false from the launch method after handling the launch item"
                : "handle it in one place"
            warnings.append(
                DeliveryWarning(kind: .handledTwice, message: "The action " + outcome.summary + ": " + advice + "."))
        case .runsOnce:
            break
        }
        for handling in outcome.repeats {
            warnings.append(
                DeliveryWarning(
                    kind: .runsAgain,
                    message:
                        "The action runs again each time the app becomes active: \(handling.handler.kind.rawValue) "
                        + "at \(handling.handler.location) acts on the item stored in \(handling.property ?? "a property") "
                        + "and nothing sets it to nil; set it to nil after handling it."))
        }
        for problem in outcome.completionProblems {
            warnings.append(
                DeliveryWarning(
                    kind: .completionHandler,
                    message: "\(problem.handler.kind.rawValue) at \(problem.handler.location): " + problem.message))
        }
        return warnings
    }

    /// The traps of a shape, for an app whose handlers are not known.
    static func warnings(shape: AppShape, state: LaunchState, entries: [DeliveryLog.Entry]) -> [DeliveryWarning] {
        var warnings: [DeliveryWarning] = []
        for case .lost(_, let reason) in entries {
            warnings.append(DeliveryWarning(kind: .lost, message: "The action is lost: " + reason + "."))
        }
        let callbacks = entries.compactMap { if case .callback(let callback, _) = $0 { callback } else { nil } }
        let launchItem = callbacks.contains {
            if case .didFinishLaunching(let item?) = $0 { item == item } else { false }
        }
        let performs = callbacks.contains { if case .performAction = $0 { true } else { false } }
        if launchItem && performs {
            // [PERFORM]: returning true from the launch methods makes performActionFor follow.
            warnings.append(
                DeliveryWarning(
                    kind: .handledTwice,
                    message: "The item is in launchOptions[.shortcutItem] and performActionFor follows because "
                        + "didFinishLaunching returned true: handle it in one place, or return false after handling "
                        + "it at launch."))
        }
        let connects = callbacks.contains { if case .sceneWillConnect(_, _?) = $0 { true } else { false } }
        if connects {
            // platform-facts §5: connection options on a cold launch; Apple's iOS 13 sample never clears its saved item.
            warnings.append(
                DeliveryWarning(
                    kind: .easilyMissed,
                    message: "The item arrives only in connectionOptions.shortcutItem, with no completion handler: "
                        + "an app that handles only windowScene(_:performActionFor:) loses it, and an item saved for "
                        + "sceneDidBecomeActive must be cleared once handled or it runs again on every activation."))
        }
        return warnings
    }
}
