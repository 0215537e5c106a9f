import HomeScreen
import QuickActionKit

/// A break of the exactly-once contract: every choice handled once, every completion handler UIKit handed out
/// called once, nothing lost on the way.
enum DeliveryViolation: Hashable, CustomStringConvertible {
    case handlerRuns(expected: Int, actual: Int)
    case fallbackRuns(expected: Int, actual: Int)
    /// A completion handler the system handed out was called `calls` times instead of once.
    case completionCalls(id: Int, calls: Int)
    /// The system lost chosen items before they reached the app's code.
    case lostItems([ShortcutItem])

    var description: String {
        switch self {
        case .handlerRuns(let expected, let actual): "handler ran \(actual) times, expected \(expected)"
        case .fallbackRuns(let expected, let actual): "fallback ran \(actual) times, expected \(expected)"
        case .completionCalls(let id, let calls): "completion handler \(id) called \(calls) times, expected once"
        case .lostItems(let items): "lost \(items.map(\.type))"
        }
    }

    /// Whether this is a choice handled more often than it was made.
    var isHandledMoreThanExpected: Bool {
        if case .handlerRuns(let expected, let actual) = self { return actual > expected }
        return false
    }
}

/// Checks one delivery against the exactly-once contract.
enum DeliveryInvariant {
    /// The violations of a delivery: handler and fallback runs other than expected, completion handlers not called
    /// exactly once, lost items. Empty when the delivery kept the contract.
    static func violations(
        handlerRuns: Int, expectedHandlerRuns: Int, fallbackRuns: Int = 0, expectedFallbackRuns: Int = 0,
        log: DeliveryLog
    ) -> [DeliveryViolation] {
        var violations: [DeliveryViolation] = []
        if handlerRuns != expectedHandlerRuns {
            violations.append(.handlerRuns(expected: expectedHandlerRuns, actual: handlerRuns))
        }
        if fallbackRuns != expectedFallbackRuns {
            violations.append(.fallbackRuns(expected: expectedFallbackRuns, actual: fallbackRuns))
        }
        for (id, calls) in log.completionCallCounts.sorted(by: { $0.key < $1.key }) where calls != 1 {
            violations.append(.completionCalls(id: id, calls: calls))
        }
        if !log.lostItems.isEmpty { violations.append(.lostItems(log.lostItems)) }
        return violations
    }
}

extension DeliveryLog {
    /// What the app passed to each completion-handler call, in order.
    var completionResults: [Bool] {
        entries.compactMap { if case .completionCalled(_, let succeeded) = $0 { return succeeded } else { return nil } }
    }

    /// What the app returned from will/didFinishLaunching, in order.
    var launchResults: [Bool] {
        entries.compactMap { if case .returned(let result) = $0 { return result } else { return nil } }
    }

    /// The scenes that received `windowScene(_:performActionFor:)`, in order.
    var performActionScenes: [SceneID] {
        callbacks.compactMap {
            if case .windowScenePerformAction(let scene, _, _) = $0 { return scene } else { return nil }
        }
    }

    /// The scenes connected with `item` in their connection options, in order.
    func scenesConnected(with item: ShortcutItem) -> [SceneID] {
        callbacks.compactMap {
            if case .sceneWillConnect(let scene, let connected?) = $0, connected == item { return scene }
            return nil
        }
    }

    /// How many times the system called `application(_:performActionFor:)` on the app delegate.
    var appDelegatePerformActionCount: Int {
        callbacks.count { if case .performAction = $0 { true } else { false } }
    }
}
