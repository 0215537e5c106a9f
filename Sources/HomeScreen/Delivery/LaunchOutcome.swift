import QuickActionKit

/// The app's code acting on a chosen quick action: where, and for an item stored to handle later, where it was
/// stored and in what.
public struct Handling: Sendable, Hashable {
    public var item: ShortcutItem
    public var handler: ShortcutHandler
    public var storedBy: ShortcutHandler?
    public var property: String?

    init(item: ShortcutItem, handler: ShortcutHandler, storedBy: ShortcutHandler? = nil, property: String? = nil) {
        self.item = item
        self.handler = handler
        self.storedBy = storedBy
        self.property = property
    }

    /// "scene(_:willConnectTo:options:) at SceneDelegate.swift:20:5", with the stored item's origin when it had one.
    public var description: String {
        let place = "\(handler.kind.rawValue) at \(handler.location)"
        guard let storedBy, let property else { return place }
        return place + " (stored in \(property) by \(storedBy.kind.rawValue))"
    }
}

/// An item a handler stored that no callback of the simulation acted on: the code that reads it later (a view
/// controller, a router) is beyond what the simulation follows, so it counts as handled once.
public struct StoredItem: Sendable, Hashable {
    public var property: String
    public var item: ShortcutItem
    public var storedBy: ShortcutHandler

    public var description: String {
        "stored in \(property) by \(storedBy.kind.rawValue) at \(storedBy.location), handled later by code the "
            + "simulation does not follow"
    }
}

/// What is wrong with how a `performActionFor` method calls its completion handler, which UIKit expects exactly
/// once on every path ([PERFORM]; platform-facts §5: the completion handler takes a Bool).
public struct CompletionProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Never called nor passed on, on any path.
        case neverCalled
        /// A path leaves the method at `exit` without calling it.
        case notCalledOnPath(exit: SourceLocation)
        /// One path calls it at each of `calls`.
        case calledTwice(calls: [SourceLocation])
    }

    public var handler: ShortcutHandler
    public var kind: Kind

    /// The problem with `handler`'s completion handler, if any; the `async` form has none to call.
    public init?(_ handler: ShortcutHandler) {
        guard !handler.isAsync, handler.completionHandlerName != nil else { return nil }
        self.handler = handler
        if !handler.callsCompletionHandler {
            kind = .neverCalled
        } else if let missed = handler.completionPaths.first(where: { $0.calls.isEmpty }) {
            kind = .notCalledOnPath(exit: missed.exit)
        } else if let twice = handler.completionPaths.first(where: { $0.calls.count > 1 }) {
            kind = .calledTwice(calls: twice.calls)
        } else {
            return nil
        }
    }

    /// What a developer should do, naming the handler's parameter.
    public var message: String {
        let name = handler.completionHandlerName ?? "completionHandler"
        switch kind {
        case .neverCalled:
            return "\(name) is never called or passed on; call it with whether the action succeeded, e.g. "
                + "\(name)(handled)."
        case .notCalledOnPath(let exit):
            return "\(name) is not called on the path that leaves at line \(exit.line ?? 0); call it exactly once "
                + "on every path, e.g. \(name)(false) before that return."
        case .calledTwice(let calls):
            let lines = calls.map { "line \($0.line ?? 0)" }.joined(separator: " and ")
            return "\(name) is called \(calls.count) times on one path: at \(lines); call it exactly once."
        }
    }
}

/// What the app's own code does with one chosen quick action on one launch path: the verdict a developer needs
/// ("runs once", "runs twice: … and …", "lost: …"), and what goes wrong around it.
public struct LaunchOutcome: Sendable, Hashable {
    public enum Verdict: String, Sendable, Hashable, Codable {
        case runsOnce = "runs_once"
        case runsTwice = "runs_twice"
        case lost
    }

    /// Where the app acted on the item during the launch.
    public var handlings: [Handling]
    /// Items stored and not acted on by any callback of the launch.
    public var stored: [StoredItem]
    /// Where the app acts on the item again when the person leaves the app and comes back, choosing nothing.
    public var repeats: [Handling]
    /// Why the item never reaches the app's code, when it does not.
    public var lostReasons: [String]
    public var completionProblems: [CompletionProblem]

    public var verdict: Verdict {
        switch handlings.count + stored.count {
        case 0: .lost
        case 1: .runsOnce
        default: .runsTwice
        }
    }

    /// A correct app on this path: the action runs once, not again, and every completion handler is called once.
    public var isCorrect: Bool { verdict == .runsOnce && repeats.isEmpty && completionProblems.isEmpty }

    /// "runs once: in …", "runs twice: in … and in …", "lost: …".
    public var summary: String {
        let places = handlings.map { "in " + $0.description } + stored.map(\.description)
        switch verdict {
        case .runsOnce: return "runs once: " + places[0]
        case .runsTwice:
            return "runs \(places.count == 2 ? "twice" : "\(places.count) times"): "
                + places.joined(separator: " and ")
        case .lost: return "lost: " + lostReasons.joined(separator: "; ")
        }
    }
}
