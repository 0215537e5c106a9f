import HomeScreen
import QuickActionDispatch
import QuickActionKit

/// When the app registers its quick-action handlers with the dispatcher.
enum RegistrationMoment: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Before the first callback (in the app delegate's or `App`'s initializer).
    case beforeLaunch
    /// In `application(_:willFinishLaunchingWithOptions:)`.
    case atWillFinishLaunching
    /// In `application(_:didFinishLaunchingWithOptions:)`.
    case atDidFinishLaunching
    /// At the first activation (`applicationDidBecomeActive`, `sceneDidBecomeActive` or `scenePhase` `.active`),
    /// after telling the dispatcher the UI is ready.
    case atFirstActivation
    /// At the first `applicationDidEnterBackground`, `sceneDidEnterBackground` or `scenePhase` `.background`: the
    /// handlers depend on something loaded late and asynchronously.
    case afterFirstBackground

    var description: String { rawValue }
}

/// An app wired to a `QuickActionDispatcher` the way the library's documentation tells each shape to, counting
/// how often its handlers run.
///
/// - App delegate: will/didFinishLaunching return the dispatcher's result; `performActionFor` goes to
///   `performAction(for:completion:)`; `applicationDidBecomeActive` is `uiDidBecomeReady()`;
///   `applicationDidEnterBackground` is `didEnterBackground()`.
/// - Scene delegate (UIKit or through a SwiftUI app-delegate adaptor): `scene(_:willConnectTo:options:)` goes to
///   `sceneWillConnect(shortcutItem:)`, `windowScene(_:performActionFor:)` to `performAction(for:completion:)`,
///   `sceneDidBecomeActive` is `uiDidBecomeReady()`, `sceneDidEnterBackground` is `didEnterBackground()`.
/// - SwiftUI without a scene delegate: `scenePhase` `.active` is `uiDidBecomeReady()`, `.background` is
///   `didEnterBackground()`; the app has nothing else to feed.
final class DispatchingApp: SimulatedApp {
    let shape: AppShape
    let registrationMoment: RegistrationMoment
    let dispatcher: QuickActionDispatcher<TestAction>
    /// Glue that wrongly returns `true` from will/didFinishLaunching whatever the dispatcher says.
    let returnsTrueFromLaunchAnyway: Bool
    /// What the handlers return (passed to UIKit's completion handler).
    var handlerResult = true

    /// How many times the action handler ran, by action.
    private(set) var handlerRuns: [TestAction: Int] = [:]
    /// The items the fallback handler received, in order, with the reason.
    private(set) var fallbackRuns: [(item: ShortcutItem, reason: FallbackReason)] = []
    private(set) var isRegistered = false
    private var hasBecomeActive = false
    private var hasEnteredBackground = false

    init(
        shape: AppShape, registrationMoment: RegistrationMoment,
        codec: QuickActionCodec<TestAction> = TestActions.codec,
        returnsTrueFromLaunchAnyway: Bool = false
    ) {
        self.shape = shape
        self.registrationMoment = registrationMoment
        self.dispatcher = QuickActionDispatcher(codec: codec)
        self.returnsTrueFromLaunchAnyway = returnsTrueFromLaunchAnyway
        register(at: .beforeLaunch)
    }

    /// Handler runs over all actions.
    var totalHandlerRuns: Int { handlerRuns.values.reduce(0, +) }

    func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool {
        switch callback {
        case .willFinishLaunching(let item):
            register(at: .atWillFinishLaunching)
            return launchResult(shape == .swiftUI ? true : dispatcher.willFinishLaunching(launchShortcutItem: item))
        case .didFinishLaunching(let item):
            register(at: .atDidFinishLaunching)
            return launchResult(shape == .swiftUI ? true : dispatcher.didFinishLaunching(launchShortcutItem: item))
        default:
            switch shape {
            case .appDelegate: receiveAsAppDelegate(callback, completion: completion)
            case .scene, .swiftUISceneDelegate: receiveAsSceneDelegate(callback, completion: completion)
            case .swiftUI: receiveAsSwiftUIApp(callback)
            }
            return true
        }
    }

    private func receiveAsAppDelegate(_ callback: AppCallback, completion: CompletionHandler?) {
        switch callback {
        case .performAction(let item, _): dispatcher.performAction(for: item) { completion?($0) }
        case .applicationDidBecomeActive: becameActive()
        case .applicationDidEnterBackground: enteredBackground()
        default: break
        }
    }

    private func receiveAsSceneDelegate(_ callback: AppCallback, completion: CompletionHandler?) {
        switch callback {
        case .sceneWillConnect(_, let item): dispatcher.sceneWillConnect(shortcutItem: item)
        case .windowScenePerformAction(_, let item, _): dispatcher.performAction(for: item) { completion?($0) }
        case .sceneDidBecomeActive: becameActive()
        case .sceneDidEnterBackground: enteredBackground()
        default: break
        }
    }

    private func receiveAsSwiftUIApp(_ callback: AppCallback) {
        switch callback {
        case .scenePhaseChanged(.active): becameActive()
        case .scenePhaseChanged(.background): enteredBackground()
        default: break
        }
    }

    private func launchResult(_ dispatcherResult: Bool) -> Bool {
        returnsTrueFromLaunchAnyway ? true : dispatcherResult
    }

    private func becameActive() {
        dispatcher.uiDidBecomeReady()
        if !hasBecomeActive {
            hasBecomeActive = true
            register(at: .atFirstActivation)
        }
    }

    private func enteredBackground() {
        dispatcher.didEnterBackground()
        if !hasEnteredBackground {
            hasEnteredBackground = true
            register(at: .afterFirstBackground)
        }
    }

    private func register(at moment: RegistrationMoment) {
        guard moment == registrationMoment, !isRegistered else { return }
        isRegistered = true
        dispatcher.register(
            handler: { [unowned self] action in
                handlerRuns[action, default: 0] += 1
                return handlerResult
            },
            fallback: { [unowned self] item, reason in
                fallbackRuns.append((item, reason))
                return handlerResult
            })
    }
}

/// An app written like Apple's iOS 13 sample "Add Home Screen quick actions" [SAMPLE]: it saves the item from
/// `scene(_:willConnectTo:options:)` and `windowScene(_:performActionFor:)`, calls the completion handler with
/// `true` at once, and handles the saved item in `sceneDidBecomeActive` without ever clearing it
/// (platform-facts §5, known bugs).
final class NaiveSampleApp: SimulatedApp {
    private(set) var savedShortcutItem: ShortcutItem?
    /// Every item the app handled, in order.
    private(set) var handledItems: [ShortcutItem] = []

    func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool {
        switch callback {
        case .sceneWillConnect(_, let item):
            if let item { savedShortcutItem = item }
        case .windowScenePerformAction(_, let item, _):
            savedShortcutItem = item
            completion?(true)
        case .sceneDidBecomeActive:
            if let savedShortcutItem { handledItems.append(savedShortcutItem) }
        default: break
        }
        return true
    }
}
