import QuickActionKit

/// A way the chosen action can be lost or handled more than once on a launch path (platform-facts §5, the known
/// traps).
public struct DeliveryWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The app's code never receives the item.
        case lost
        /// The item reaches the app twice on this path.
        case handledTwice = "handled_twice"
        /// The item arrives only where a common handler does not look.
        case easilyMissed = "easily_missed"
    }

    public var kind: Kind
    public var message: String

    public var description: String { message }

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
