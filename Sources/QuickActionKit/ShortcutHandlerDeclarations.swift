/// The delegate methods that receive a chosen quick action, found in an app's Swift sources (platform-facts §5).
public struct ShortcutHandlerDeclarations: Sendable, Hashable, Codable {
    /// The handlers in source order (files by path, then position).
    public var handlers: [ShortcutHandler]
    /// Names set to `nil` anywhere in the files that were scanned (in helpers as well as in handlers), sorted.
    public var clearedProperties: [String]
    /// Functions anywhere in the files that were scanned whose body reads `.shortcutItem` (a launch-options key or
    /// `UIScene.ConnectionOptions.shortcutItem`), by name, sorted: the helpers a handler may delegate to.
    public var shortcutItemReaders: [String]
    /// The other functions in the handlers' files, which handlers may call to act on or clear a stored item; read
    /// only when some handler stores the item (empty otherwise: nothing stored, nothing to follow).
    public var helpers: [HelperFunction]

    public init(
        handlers: [ShortcutHandler] = [], clearedProperties: [String] = [], shortcutItemReaders: [String] = [],
        helpers: [HelperFunction] = []
    ) {
        self.handlers = handlers
        self.clearedProperties = clearedProperties
        self.shortcutItemReaders = shortcutItemReaders
        self.helpers = helpers
    }

    /// How deep calls into helpers are followed.
    static let helperDepth = 4

    /// Whether `handler` reads `property`: in its body, or in a helper it calls (by name, across the app's files,
    /// up to `helperDepth` calls deep): `applicationDidBecomeActive` calling `handlePendingShortcut()`, which reads
    /// the stored item.
    public func reads(_ property: String, in handler: ShortcutHandler) -> Bool {
        handler.readProperties.contains(property)
            || helpers(calledBy: handler).contains { $0.readProperties.contains(property) }
    }

    /// Whether `handler` sets `property` to `nil`, in its body or in a helper it calls.
    public func clears(_ property: String, in handler: ShortcutHandler) -> Bool {
        handler.propertiesSetToNil.contains(property)
            || helpers(calledBy: handler).contains { $0.propertiesSetToNil.contains(property) }
    }

    /// The helpers `handler` reaches through calls, each once.
    private func helpers(calledBy handler: ShortcutHandler) -> [HelperFunction] {
        let byName = Dictionary(grouping: helpers, by: \.name)
        var seen: Set<String> = []
        var frontier = handler.calledFunctions
        var reached: [HelperFunction] = []
        for _ in 0..<Self.helperDepth where !frontier.isEmpty {
            var next: [String] = []
            for name in frontier where seen.insert(name).inserted {
                for helper in byName[name] ?? [] {
                    reached.append(helper)
                    next += helper.calledFunctions
                }
            }
            frontier = next
        }
        return reached
    }

    /// Whether `handler` reads the chosen item: itself, or through a helper it hands its launch options to
    /// (`router.handleLaunch(connectionOptions)` with `func handleLaunch(_ options:)` reading
    /// `options.shortcutItem`), matched by the helper's name across the app's files.
    public func readsShortcutItem(_ handler: ShortcutHandler) -> Bool {
        handler.readsShortcutItem || handler.passesLaunchOptionsTo.contains { shortcutItemReaders.contains($0) }
    }

    /// The class the Info.plist's scene manifest names for the app's windows, when it names one.
    public var sceneDelegateClassName: String?

    /// The handlers of the given kinds, in source order. A scene callback is the named scene delegate class's when
    /// that class implements it: a CarPlay or external-display delegate declaring the same method is not called
    /// for the app's window.
    public func handlers(_ kinds: ShortcutHandlerKind...) -> [ShortcutHandler] {
        let found = handlers.filter { kinds.contains($0.kind) }
        guard let named = sceneDelegateClassName else { return found }
        return found.filter { handler in
            guard handler.kind.isSceneCallback, handler.owner != named else { return true }
            // Another class's scene callback counts only when the named class does not implement it.
            return !found.contains { $0.kind == handler.kind && $0.owner == named }
        }
    }
}

/// Which delegate method a handler implements.
public enum ShortcutHandlerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `application(_:willFinishLaunchingWithOptions:)`.
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    /// `application(_:didFinishLaunchingWithOptions:)`.
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    /// `application(_:performActionFor:completionHandler:)` or its `async` form.
    case applicationPerformAction = "application(_:performActionFor:completionHandler:)"
    /// `windowScene(_:performActionFor:completionHandler:)` or its `async` form.
    case windowScenePerformAction = "windowScene(_:performActionFor:completionHandler:)"
    /// `scene(_:willConnectTo:options:)`.
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    /// `application(_:configurationForConnecting:options:)`: its options carry the launch item too, and an app may
    /// store it there to handle once a scene is active (platform-facts §5).
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    /// `sceneDidBecomeActive(_:)`.
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    /// `applicationDidBecomeActive(_:)`.
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    /// SwiftUI's `.onChange(of: scenePhase) { … }` in a view: it runs when the scene becomes active, as
    /// `sceneDidBecomeActive(_:)` does, and an app may act there on an item its delegates stored.
    case scenePhaseChange = "onChange(of: scenePhase)"

    /// Whether this is one of the `performActionFor` methods.
    public var isPerformAction: Bool { self == .applicationPerformAction || self == .windowScenePerformAction }

    /// Whether a scene delegate implements it: the window scene's callbacks, which go to the class the scene
    /// manifest names.
    public var isSceneCallback: Bool {
        [.windowScenePerformAction, .sceneWillConnect, .sceneDidBecomeActive].contains(self)
    }

    /// Whether this is one of the launch methods that receive the launch options.
    public var isFinishLaunching: Bool { self == .willFinishLaunching || self == .didFinishLaunching }

    /// Whether this runs when the app or a scene becomes active.
    public var isDidBecomeActive: Bool {
        self == .sceneDidBecomeActive || self == .applicationDidBecomeActive || self == .scenePhaseChange
    }
}

/// One delegate method that can receive a quick action, with what its body does with it.
public struct ShortcutHandler: Sendable, Hashable, Codable {
    public var kind: ShortcutHandlerKind
    /// The type declaring the method (`SceneDelegate`).
    public var owner: String?
    /// The `func` keyword of the declaration.
    public var location: SourceLocation
    /// The `async` form (`performActionFor` returning `Bool`), which has no completion handler.
    public var isAsync: Bool
    /// The body reads `.shortcutItem` (`launchOptions?[.shortcutItem]`, `connectionOptions.shortcutItem`).
    public var readsShortcutItem: Bool
    /// Some path through the body returns `true`, as the evaluator runs it (a literal, or a variable's value).
    public var returnsTrue: Bool
    /// Some path through the body returns `false` (the launch methods' way of saying the launch item was
    /// handled), as the evaluator runs it: `return false`, or a variable set to `false` on that path.
    public var returnsFalse: Bool
    /// The name of the completion-handler parameter inside the body, when the method has one.
    public var completionHandlerName: String?
    /// The body calls the completion handler or passes it on.
    public var callsCompletionHandler: Bool
    /// Properties the body assigns a shortcut item to, sorted.
    public var storedShortcutItemProperties: [String]
    /// For a body that branches on the item's type (`if shortcutItem.type == "…"`, `switch shortcutItem.type`), the
    /// properties it stores an item of each type it names in, as the evaluator runs it with that type; nil when it
    /// names none, or when the evaluator does not see every store the body makes.
    public var storedPropertiesByType: [String: [String]]?

    /// The properties the body stores an item of `type` in.
    public func storedProperties(forType type: String) -> [String] {
        storedPropertiesByType?[type] ?? storedShortcutItemProperties
    }
    /// Names the body reads, sorted.
    public var readProperties: [String]
    /// Names the body sets to `nil`, sorted.
    public var propertiesSetToNil: [String]
    /// Functions the body calls with its launch options (`launchOptions`, `connectionOptions`) as an argument, by
    /// name, sorted.
    public var passesLaunchOptionsTo: [String]
    /// Functions the body calls, by name, sorted.
    public var calledFunctions: [String] = []
    /// For a `performActionFor` method with a completion handler: each path through the body, with the
    /// completion handler's calls (or hand-overs) along it and where the path leaves the method. UIKit expects
    /// exactly one call on every path ([PERFORM]).
    public var completionPaths: [CompletionPath] = []

    public init(
        kind: ShortcutHandlerKind, owner: String? = nil, location: SourceLocation, isAsync: Bool = false,
        readsShortcutItem: Bool = false,
        returnsTrue: Bool = false, returnsFalse: Bool = false, completionHandlerName: String? = nil,
        callsCompletionHandler: Bool = false,
        storedShortcutItemProperties: [String] = [], readProperties: [String] = [], propertiesSetToNil: [String] = [],
        passesLaunchOptionsTo: [String] = [], calledFunctions: [String] = []
    ) {
        self.owner = owner
        self.kind = kind
        self.location = location
        self.isAsync = isAsync
        self.readsShortcutItem = readsShortcutItem
        self.returnsTrue = returnsTrue
        self.returnsFalse = returnsFalse
        self.completionHandlerName = completionHandlerName
        self.callsCompletionHandler = callsCompletionHandler
        self.storedShortcutItemProperties = storedShortcutItemProperties
        self.readProperties = readProperties
        self.passesLaunchOptionsTo = passesLaunchOptionsTo
        self.propertiesSetToNil = propertiesSetToNil
        self.calledFunctions = calledFunctions
    }
}

/// A function of the app's other than the delegate methods, as far as the simulation of its handlers follows it.
public struct HelperFunction: Sendable, Hashable, Codable {
    public var name: String
    /// Names it reads that are assigned somewhere in its file, sorted.
    public var readProperties: [String]
    /// Names it sets to `nil`, sorted.
    public var propertiesSetToNil: [String]
    /// Functions it calls, by name, sorted.
    public var calledFunctions: [String]

    public init(name: String, readProperties: [String], propertiesSetToNil: [String], calledFunctions: [String]) {
        self.name = name
        self.readProperties = readProperties
        self.propertiesSetToNil = propertiesSetToNil
        self.calledFunctions = calledFunctions
    }
}

/// One way through a `performActionFor` body: the completion handler's uses along it, in order, and its exit.
public struct CompletionPath: Sendable, Hashable, Codable {
    /// Each call of the completion handler, or each place it is handed to other code, on this path.
    public var calls: [SourceLocation]
    /// The `return` (or `throw`) that ends the path, or the body's closing brace.
    public var exit: SourceLocation

    public init(calls: [SourceLocation], exit: SourceLocation) {
        self.calls = calls
        self.exit = exit
    }
}
