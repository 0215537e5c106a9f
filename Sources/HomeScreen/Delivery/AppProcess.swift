import QuickActionKit

/// The system's side of one running (or not running) app: it turns what a person does on the Home Screen into the
/// callbacks an app of a given shape receives, in the order iOS makes them (platform-facts §5), and records them in
/// `log`.
///
/// Sources in the log: [PERFORM] and [UIKIT] as in platform-facts; `observed` where the order is what shipping iOS
/// versions do rather than what a document states; `assumption` where neither is known (SwiftUI's `scenePhase`
/// relative to scene-delegate callbacks).
public struct AppProcess {
    public enum State: String, Sendable, Hashable, Codable {
        case notRunning, background, foreground
    }

    /// A connected scene and its activation conditions.
    public struct Scene: Sendable, Hashable {
        public var id: SceneID
        public var conditions: SceneActivationConditions
    }

    public let shape: AppShape
    public let log: DeliveryLog
    /// The activation conditions of the scene a launch connects (UIKit's defaults unless the app sets others).
    public var launchSceneConditions: SceneActivationConditions
    public private(set) var state: State = .notRunning
    /// Connected scenes, most recently active first (scene-based shapes only).
    public private(set) var scenes: [Scene] = []
    private var nextScene = 1

    public init(
        shape: AppShape, log: DeliveryLog = DeliveryLog(),
        launchSceneConditions: SceneActivationConditions = SceneActivationConditions()
    ) {
        self.shape = shape
        self.log = log
        self.launchSceneConditions = launchSceneConditions
    }

    /// A person chooses `item` from the icon's menu, or taps the icon when `item` is nil. A running app in the
    /// foreground is first sent to the background (the person went to the Home Screen).
    public mutating func open(_ item: ShortcutItem?, app: any SimulatedApp) {
        if state == .foreground { moveToBackground(app: app) }
        log.record(.chosen(item))
        switch state {
        case .notRunning: coldLaunch(item, app: app)
        case .background, .foreground: resume(item, app: app)
        }
        state = .foreground
    }

    /// The person leaves the app.
    public mutating func moveToBackground(app: any SimulatedApp) {
        guard state == .foreground else { return }
        if shape.usesScenes {
            if let scene = scenes.first, shape.hasOwnSceneDelegate {
                send(.sceneWillResignActive(scene.id), "UIKit scene life cycle", to: app)
                send(.sceneDidEnterBackground(scene.id), "UIKit scene life cycle", to: app)
            }
            if shape.isSwiftUI {
                send(.scenePhaseChanged(.inactive), "SwiftUI scenePhase", to: app)
                send(.scenePhaseChanged(.background), "SwiftUI scenePhase", to: app)
            }
        } else {
            send(.applicationWillResignActive, "UIKit app life cycle", to: app)
            send(.applicationDidEnterBackground, "UIKit app life cycle", to: app)
        }
        state = .background
    }

    /// The system ends the suspended app; the next choice is a cold launch.
    public mutating func terminate() {
        state = .notRunning
        scenes = []
    }

    /// Opens another window of a running scene-based app (iPad), with its activation conditions; it replaces the
    /// window in the foreground, which goes to the background, and becomes the most recently active scene.
    public mutating func openWindow(conditions: SceneActivationConditions, app: any SimulatedApp) {
        guard shape.usesScenes, state != .notRunning else { return }
        if state == .foreground { moveToBackground(app: app) }
        connectScene(conditions: conditions, item: nil, app: app)
        state = .foreground
    }

    // MARK: Launch paths

    private mutating func coldLaunch(_ item: ShortcutItem?, app: any SimulatedApp) {
        guard shape.usesScenes else {
            // [PERFORM]: on a cold launch the item is in launchOptions[.shortcutItem]; if either launch method returns
            // false, performActionFor is not called.
            let willFinish = send(
                .willFinishLaunching(launchShortcutItem: item), "platform-facts §5 [PERFORM]", to: app)
            let didFinish = send(.didFinishLaunching(launchShortcutItem: item), "platform-facts §5 [PERFORM]", to: app)
            send(.applicationDidBecomeActive, "UIKit app life cycle", to: app)
            if let item, willFinish && didFinish {
                // observed: performActionFor follows applicationDidBecomeActive on a cold launch.
                sendAction(.performAction(item, completion: 0), "platform-facts §5 [PERFORM]; order observed", to: app)
            }
            return
        }
        // observed: in scene-based apps the launch options carry no shortcut item; it is in the connection options.
        send(
            .willFinishLaunching(launchShortcutItem: nil), "observed: scene apps get the item at scene connection",
            to: app)
        send(
            .didFinishLaunching(launchShortcutItem: nil), "observed: scene apps get the item at scene connection",
            to: app)
        connectScene(conditions: launchSceneConditions, item: item, app: app)
    }

    private mutating func resume(_ item: ShortcutItem?, app: any SimulatedApp) {
        guard shape.usesScenes else {
            send(.applicationWillEnterForeground, "UIKit app life cycle", to: app)
            // [PERFORM]: called when the app is resumed from a quick action; order observed.
            if let item {
                sendAction(.performAction(item, completion: 0), "platform-facts §5 [PERFORM]; order observed", to: app)
            }
            send(.applicationDidBecomeActive, "UIKit app life cycle", to: app)
            return
        }
        // [UIKIT]: the targetContentIdentifier is matched against each scene's activation conditions, prefers first,
        // then can; otherwise a new scene is created. Without an item the most recent scene comes forward.
        let target = item?.targetContentIdentifier
        let chosen =
            item == nil
            ? scenes.first
            : scenes.first(where: { $0.conditions.prefers(target) })
                ?? scenes.first(where: { $0.conditions.canActivate(for: target) })
        guard let scene = chosen else {
            connectScene(conditions: SceneActivationConditions(), item: item, app: app)
            return
        }
        scenes.removeAll { $0.id == scene.id }
        scenes.insert(scene, at: 0)
        if shape.hasOwnSceneDelegate {
            send(.sceneWillEnterForeground(scene.id), "UIKit scene life cycle", to: app)
            if let item {
                // [UIKIT]/platform-facts §5: warm, the scene delegate's windowScene(_:performActionFor:) is called.
                sendAction(
                    .windowScenePerformAction(scene.id, item, completion: 0), "platform-facts §5; order observed",
                    to: app)
            }
            send(.sceneDidBecomeActive(scene.id), "UIKit scene life cycle", to: app)
        } else if let item {
            log.record(.lost(item, reason: Self.swiftUILossReason))
        }
        if shape.isSwiftUI { send(.scenePhaseChanged(.active), "SwiftUI scenePhase; order an assumption", to: app) }
    }

    private mutating func connectScene(
        conditions: SceneActivationConditions, item: ShortcutItem?, app: any SimulatedApp
    ) {
        let scene = Scene(id: SceneID(nextScene), conditions: conditions)
        nextScene += 1
        scenes.insert(scene, at: 0)
        if shape.hasOwnSceneDelegate {
            // platform-facts §5: the item arrives in UIScene.ConnectionOptions.shortcutItem; there is no completion
            // handler and windowScene(_:performActionFor:) is not called for it.
            send(.configurationForConnecting(scene.id, shortcutItem: item), "platform-facts §5", to: app)
            send(.sceneWillConnect(scene.id, shortcutItem: item), "platform-facts §5", to: app)
            send(.sceneWillEnterForeground(scene.id), "UIKit scene life cycle", to: app)
            send(.sceneDidBecomeActive(scene.id), "UIKit scene life cycle", to: app)
        } else if let item {
            log.record(.lost(item, reason: Self.swiftUILossReason))
        }
        if shape.isSwiftUI { send(.scenePhaseChanged(.active), "SwiftUI scenePhase; order an assumption", to: app) }
    }

    /// platform-facts §5 [observed]: SwiftUI's own scene delegate receives the item; without an adaptor that
    /// configures the app's scene delegate, the app's code never sees it.
    static let swiftUILossReason =
        "SwiftUI without a scene delegate never sees the connection options or windowScene(_:performActionFor:); "
        + "configure a scene delegate through @UIApplicationDelegateAdaptor"

    // MARK: Sending

    @discardableResult
    private func send(_ callback: AppCallback, _ source: String, to app: any SimulatedApp) -> Bool {
        log.record(.callback(callback, source: source))
        let result = app.receive(callback, completion: nil)
        if case .willFinishLaunching = callback { log.record(.returned(result)) }
        if case .didFinishLaunching = callback { log.record(.returned(result)) }
        return result
    }

    /// Sends a callback that carries a completion handler; the `completion: 0` placeholder gets the handler's id.
    private func sendAction(_ callback: AppCallback, _ source: String, to app: any SimulatedApp) {
        let handler = log.makeCompletionHandler()
        let numbered: AppCallback =
            switch callback {
            case .performAction(let item, _): .performAction(item, completion: handler.id)
            case .windowScenePerformAction(let scene, let item, _):
                .windowScenePerformAction(scene, item, completion: handler.id)
            default: callback
            }
        log.record(.callback(numbered, source: source))
        _ = app.receive(numbered, completion: handler)
    }
}
