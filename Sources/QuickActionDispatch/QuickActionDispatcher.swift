import QuickActionKit

/// Runs an app's quick-action handler exactly once per choice, on every launch path (platform-facts §5).
///
/// Feed it the callbacks UIKit makes (or use the UIKit glue on Apple platforms); it keeps each chosen item until
/// the app has registered its handlers and says its UI is ready, then runs the handler once, calls the completion
/// handler UIKit gave (if any) exactly once with the handler's result, and forgets the item, so later activations
/// never run it again. Items of another app version or an unknown type go to the fallback handler.
///
/// The rules it relies on: on a cold launch of an app-delegate app the item is in the launch options, and
/// returning `false` from `application(_:willFinishLaunchingWithOptions:)` or
/// `application(_:didFinishLaunchingWithOptions:)` stops `performActionFor` from following ([PERFORM]); scene-based
/// apps get the item in the connection options on a cold launch and through `windowScene(_:performActionFor:)` when
/// warm. Use it from the main thread.
public final class QuickActionDispatcher<Action: QuickAction> {
    /// Handles an action; returns whether it succeeded (passed to UIKit's completion handler).
    public typealias Handler = (Action) -> Bool
    /// Handles an item that is not a current action; returns whether it succeeded.
    public typealias FallbackHandler = (ShortcutItem, FallbackReason) -> Bool

    public let codec: QuickActionCodec<Action>
    /// Whether the app said its UI can show the result of an action.
    public private(set) var isUIReady = false
    /// Chosen items waiting for handlers or UI, oldest first.
    public var pendingItems: [ShortcutItem] { pending.map(\.item) }

    private var handler: Handler?
    private var fallback: FallbackHandler?
    private var pending: [Choice] = []
    /// The launch item of the current launch: taken at will/didFinishLaunching, so a `performActionFor` that still
    /// follows (an app that returned `true` anyway) is recognized as the same choice.
    private var launchChoice: LaunchChoice?

    private struct Choice {
        var item: ShortcutItem
        var completions: [(Bool) -> Void]
        var isLaunchChoice: Bool
    }

    private struct LaunchChoice {
        var item: ShortcutItem
        var result: Bool?
        var takenAtWillFinish: Bool
    }

    public init(codec: QuickActionCodec<Action>) {
        self.codec = codec
    }

    /// Sets the handlers. Items chosen before this call wait and run now if the UI is ready.
    public func register(handler: @escaping Handler, fallback: @escaping FallbackHandler) {
        self.handler = handler
        self.fallback = fallback
        drain()
    }

    /// Feed `application(_:willFinishLaunchingWithOptions:)`; return the result from that method.
    /// - Returns: `false` when the launch options carry an item, so `performActionFor` does not follow.
    public func willFinishLaunching(launchShortcutItem item: ShortcutItem?) -> Bool {
        guard let item else { return true }
        take(launchItem: item, atWillFinish: true)
        return false
    }

    /// Feed `application(_:didFinishLaunchingWithOptions:)`; return the result from that method.
    /// - Returns: `false` when the launch options carry an item, so `performActionFor` does not follow.
    public func didFinishLaunching(launchShortcutItem item: ShortcutItem?) -> Bool {
        guard let item else { return true }
        if launchChoice?.takenAtWillFinish == true, launchChoice?.item == item {
            launchChoice?.takenAtWillFinish = false
            return false
        }
        take(launchItem: item, atWillFinish: false)
        return false
    }

    /// Feed `scene(_:willConnectTo:options:)` with `connectionOptions.shortcutItem` (cold launch or new scene of a
    /// scene-based app). There is no completion handler on this path.
    public func sceneWillConnect(shortcutItem item: ShortcutItem?) {
        guard let item else { return }
        pending.append(Choice(item: item, completions: [], isLaunchChoice: false))
        drain()
    }

    /// Feed `application(_:performActionFor:completionHandler:)` or `windowScene(_:performActionFor:completionHandler:)`.
    /// `completion` is called exactly once, with the handler's result.
    public func performAction(for item: ShortcutItem, completion: @escaping (Bool) -> Void) {
        if let launch = launchChoice, launch.item == item {
            // The same choice as the launch item: never run twice (platform-facts §5, the classic double handling).
            launchChoice = nil
            if let result = launch.result {
                completion(result)
            } else if let index = pending.firstIndex(where: \.isLaunchChoice) {
                pending[index].completions.append(completion)
            }
            return
        }
        pending.append(Choice(item: item, completions: [completion], isLaunchChoice: false))
        drain()
    }

    /// Call when the UI can show an action's result (for example from `sceneDidBecomeActive(_:)`,
    /// `applicationDidBecomeActive(_:)` or when SwiftUI's `scenePhase` becomes `.active`).
    public func uiDidBecomeReady() {
        isUIReady = true
        drain()
    }

    /// Call when the UI goes away (for example `sceneDidDisconnect(_:)`); later items wait for `uiDidBecomeReady()`.
    public func uiDidBecomeUnavailable() {
        isUIReady = false
    }

    /// Call from `applicationDidEnterBackground(_:)` or `sceneDidEnterBackground(_:)`: the launch is over, so a later
    /// choice of the same item is a new choice.
    ///
    /// Until then, a `performActionFor` carrying the launch item is taken as the same choice (UIKit sends it when a
    /// launch method returned `true`). An app-delegate app that stays in the foreground (iPad Split View) and is
    /// given the same item again from the Dock before ever going to the background would have that second choice
    /// answered with the first one's result.
    public func didEnterBackground() {
        launchChoice = nil
    }

    private func take(launchItem item: ShortcutItem, atWillFinish: Bool) {
        launchChoice = LaunchChoice(item: item, result: nil, takenAtWillFinish: atWillFinish)
        pending.append(Choice(item: item, completions: [], isLaunchChoice: true))
        drain()
    }

    /// Runs waiting choices in order, each once, while handlers and UI are ready.
    private func drain() {
        while isUIReady, let handler, let fallback, !pending.isEmpty {
            let choice = pending.removeFirst()
            let result: Bool
            switch codec.action(from: choice.item) {
            case .success(let action): result = handler(action)
            case .failure(let reason): result = fallback(choice.item, reason)
            }
            if choice.isLaunchChoice, launchChoice?.item == choice.item { launchChoice?.result = result }
            for completion in choice.completions { completion(result) }
        }
    }
}
