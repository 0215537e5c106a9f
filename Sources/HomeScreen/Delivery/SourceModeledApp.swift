import QuickActionKit

/// An app that answers the system's callbacks the way its own handlers do, as its Swift sources say
/// (`ShortcutHandlerDeclarations`): the delivery simulation of issue 16, "simulate this app, not its shape".
///
/// Contract, for each callback the system makes (platform-facts §5):
/// - a method the app does not implement does nothing and returns UIKit's default (`true` for the launch methods);
/// - a method that reads the chosen item (itself, or through a helper it hands its launch options to) either
///   stores it in the properties it assigns it to, to handle later, or acts on it there;
/// - `will/didFinishLaunching` return `false` when they read the launch item and have a `return false`, else `true`;
/// - `performActionFor` always acts on its argument, and calls its completion handler as its worst path does (none,
///   once or twice; the `async` form returns instead);
/// - a did-become-active method that reads a stored item (in its body or a helper it calls) acts on it, and the item
///   stays stored unless that method, a helper it calls, or any code of the app sets the property to `nil`.
/// Every act is recorded as a `Handling`, with the handler's place in the code. `launchResult`, when set, replaces
/// what the launch methods return ("what if didFinishLaunching returned false?").
final class SourceModeledApp: SimulatedApp {
    private let declarations: ShortcutHandlerDeclarations
    /// Items stored for later, by the property that holds them.
    private var stored: [String: (item: ShortcutItem, by: ShortcutHandler)] = [:]
    /// Stored items some callback has acted on (and that stay stored when nothing clears them).
    private var actedOn: Set<String> = []
    private(set) var handlings: [Handling] = []
    private(set) var completionProblems: [CompletionProblem] = []
    /// One entry per callback received, in order: the app's method that ran and what it did, or nil when the app
    /// does not implement one that can receive a quick action.
    private(set) var responses: [HandlerResponse?] = []
    /// Callbacks that carried the item to code that does not read it, as reasons it is lost.
    private(set) var ignoredBy: [String] = []

    /// What the launch methods return instead of what their code returns, when set.
    private let launchResult: Bool?

    init(_ declarations: ShortcutHandlerDeclarations, launchResult: Bool? = nil) {
        self.declarations = declarations
        self.launchResult = launchResult
    }

    /// Items stored by a handler and not yet acted on by any callback the simulation made.
    var pendingItems: [(property: String, item: ShortcutItem, by: ShortcutHandler)] {
        stored.keys.sorted().filter { !actedOn.contains($0) }.map {
            (property: $0, item: stored[$0]!.item, by: stored[$0]!.by)
        }
    }

    /// The app's handler for a callback: the first in source order (files by path) when several declare it.
    /// For SwiftUI's scene phase, many views may observe it: the one that reads a stored item acts on it.
    func handler(for callback: AppCallback) -> ShortcutHandler? {
        guard let kind = callback.handlerKind else { return nil }
        let candidates = declarations.handlers(kind)
        if kind == .scenePhaseChange,
            let reader = candidates.first(where: { handler in
                stored.keys.contains { declarations.reads($0, in: handler) }
            })
        {
            return reader
        }
        return candidates.first
    }

    func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool {
        guard let handler = handler(for: callback) else {
            if let item = callback.shortcutItem {
                ignoredBy.append("\(callback.methodName) receives “\(item.localizedTitle)” but is not implemented")
            }
            responses.append(nil)
            return launchResult ?? true
        }
        var notes: [String] = []
        defer { responses.append(HandlerResponse(handler: handler, notes: notes)) }
        switch callback {
        case .willFinishLaunching(let item), .didFinishLaunching(let item):
            guard let item else { return launchResult ?? (handler.returnsTrue || !handler.returnsFalse) }
            guard declarations.readsShortcutItem(handler) else {
                notes.append("does not read launchOptions[.shortcutItem]")
                ignoredBy.append("\(handler.kind.rawValue) at \(handler.location) does not read the launch item")
                return launchResult ?? (handler.returnsTrue || !handler.returnsFalse)
            }
            notes.append(take(item, in: handler))
            // [PERFORM]: returning false says the launch item was handled, and performActionFor does not follow.
            return launchResult ?? !handler.returnsFalse
        case .configurationForConnecting(_, let item?), .sceneWillConnect(_, let item?):
            if declarations.readsShortcutItem(handler) {
                notes.append(take(item, in: handler))
            } else {
                notes.append(
                    "does not read \(handler.kind == .sceneWillConnect ? "connectionOptions" : "options").shortcutItem")
                ignoredBy.append("\(handler.kind.rawValue) at \(handler.location) does not read the item")
            }
        case .performAction(let item, _), .windowScenePerformAction(_, let item, _):
            notes.append(take(item, in: handler))
            notes.append(complete(completion, in: handler))
        case .applicationDidBecomeActive, .sceneDidBecomeActive, .scenePhaseChanged(.active):
            for property in stored.keys.sorted() where declarations.reads(property, in: handler) {
                let entry = stored[property]!
                actedOn.insert(property)
                handlings.append(Handling(item: entry.item, handler: handler, storedBy: entry.by, property: property))
                if declarations.clears(property, in: handler) || declarations.clearedProperties.contains(property) {
                    stored[property] = nil
                    notes.append("acts on the item stored in \(property), then sets it to nil")
                } else {
                    notes.append("acts on the item stored in \(property) and never sets it to nil")
                }
            }
        default:
            break
        }
        return true
    }

    /// The handler acts on the item, or stores it in the properties it assigns it to; says which.
    private func take(_ item: ShortcutItem, in handler: ShortcutHandler) -> String {
        let properties = handler.storedProperties(forType: item.type)
        guard !properties.isEmpty else {
            handlings.append(Handling(item: item, handler: handler))
            return "acts on “\(item.localizedTitle)”"
        }
        for property in properties {
            stored[property] = (item, handler)
            actedOn.remove(property)
        }
        return "stores the item in " + properties.joined(separator: " and ")
    }

    /// Calls the completion handler as the method's worst path does; says how, or what is wrong with it.
    private func complete(_ completion: CompletionHandler?, in handler: ShortcutHandler) -> String {
        guard let completion, !handler.isAsync, handler.completionHandlerName != nil else {
            return "returns whether it succeeded (async form)"
        }
        guard let problem = CompletionProblem(handler) else {
            completion(true)
            return "calls the completion handler once on every path"
        }
        completionProblems.append(problem)
        if case .calledTwice = problem.kind {
            completion(true)
            completion(true)
        }
        return problem.message
    }
}

/// What one of the app's methods did with a callback.
public struct HandlerResponse: Sendable, Hashable {
    public var handler: ShortcutHandler
    /// What it did, in order ("acts on “New Post”", "stores the item in savedShortcutItem").
    public var notes: [String]
}

extension AppCallback {
    /// The app's method this callback calls, when it is one that can receive a quick action.
    var handlerKind: ShortcutHandlerKind? {
        switch self {
        case .willFinishLaunching: .willFinishLaunching
        case .didFinishLaunching: .didFinishLaunching
        case .performAction: .applicationPerformAction
        case .windowScenePerformAction: .windowScenePerformAction
        case .configurationForConnecting: .configurationForConnecting
        case .sceneWillConnect: .sceneWillConnect
        case .sceneDidBecomeActive: .sceneDidBecomeActive
        case .applicationDidBecomeActive: .applicationDidBecomeActive
        case .scenePhaseChanged(.active): .scenePhaseChange
        default: nil
        }
    }
}
