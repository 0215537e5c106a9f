import HomeScreen
import QuickActionKit
import Testing

/// The launch-delivery simulator: which callbacks an app of each shape receives, in which order, when a person
/// chooses a quick action (platform-facts §5).
@Suite("Delivery simulation: the callbacks each app shape receives for a chosen quick action")
struct DeliverySimulationTests {
    private let search = ShortcutItem(type: "com.example.trailmix.search", localizedTitle: "Search")
    private let logTrail = ShortcutItem(type: "com.example.trailmix.log", localizedTitle: "Log Trail")
    private let newRoute = ShortcutItem(type: "com.example.trailmix.route", localizedTitle: "New Route")

    /// An item that targets the scene showing `identifier`.
    private func target(_ identifier: String) -> ShortcutItem {
        ShortcutItem(
            type: "com.example.trailmix.open", localizedTitle: "Open \(identifier)",
            targetContentIdentifier: identifier)
    }

    /// The log's entries with each callback's source blanked, to compare their order without the source text.
    private func withoutSources(_ entries: [DeliveryLog.Entry]) -> [DeliveryLog.Entry] {
        entries.map { entry in
            if case .callback(let callback, _) = entry { .callback(callback, source: "") } else { entry }
        }
    }

    private func isPerformAction(_ callback: AppCallback) -> Bool {
        if case .performAction = callback { true } else { false }
    }

    // MARK: App delegate

    @Test("App delegate, cold: launch methods carry the item, then didBecomeActive, then performActionFor")
    func appDelegateColdLaunchDeliversItemThenPerformsAction() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: search),
                .didFinishLaunching(launchShortcutItem: search),
                .applicationDidBecomeActive,
                .performAction(search, completion: 1),
            ])
        #expect(app.received == process.log.callbacks)
        #expect(
            withoutSources(process.log.entries) == [
                .chosen(search),
                .callback(.willFinishLaunching(launchShortcutItem: search), source: ""),
                .returned(true),
                .callback(.didFinishLaunching(launchShortcutItem: search), source: ""),
                .returned(true),
                .callback(.applicationDidBecomeActive, source: ""),
                .callback(.performAction(search, completion: 1), source: ""),
            ])
        #expect(
            process.log.entries.allSatisfy { entry in
                if case .callback(_, let source) = entry { !source.isEmpty } else { true }
            })
        #expect(process.state == .foreground)
        #expect(process.scenes.isEmpty)
        #expect(process.log.lostItems.isEmpty)
    }

    @Test("App delegate, cold: didFinishLaunching returning false means no performActionFor")
    func appDelegateColdDidFinishFalseSuppressesPerformAction() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp(didFinishLaunching: false)

        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: search),
                .didFinishLaunching(launchShortcutItem: search),
                .applicationDidBecomeActive,
            ])
        #expect(
            withoutSources(process.log.entries) == [
                .chosen(search),
                .callback(.willFinishLaunching(launchShortcutItem: search), source: ""),
                .returned(true),
                .callback(.didFinishLaunching(launchShortcutItem: search), source: ""),
                .returned(false),
                .callback(.applicationDidBecomeActive, source: ""),
            ])
        #expect(process.log.completionHandlerIDs.isEmpty)
        #expect(app.completionHandlers.isEmpty)
    }

    @Test("App delegate, cold: willFinishLaunching returning false means no performActionFor")
    func appDelegateColdWillFinishFalseSuppressesPerformAction() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp(willFinishLaunching: false)

        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: search),
                .didFinishLaunching(launchShortcutItem: search),
                .applicationDidBecomeActive,
            ])
        #expect(
            withoutSources(process.log.entries) == [
                .chosen(search),
                .callback(.willFinishLaunching(launchShortcutItem: search), source: ""),
                .returned(false),
                .callback(.didFinishLaunching(launchShortcutItem: search), source: ""),
                .returned(true),
                .callback(.applicationDidBecomeActive, source: ""),
            ])
        #expect(process.log.completionHandlerIDs.isEmpty)
        #expect(app.completionHandlers.isEmpty)
    }

    @Test("App delegate, cold from the icon: no item, no performActionFor")
    func appDelegateColdLaunchFromIconHasNoItem() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(nil, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .applicationDidBecomeActive,
            ])
        #expect(process.log.completionHandlerIDs.isEmpty)
    }

    @Test("App delegate, warm: willEnterForeground, performActionFor, didBecomeActive after the background callbacks")
    func appDelegateWarmResumePerformsActionBetweenForegroundAndActive() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(nil, app: app)
        process.moveToBackground(app: app)
        #expect(process.state == .background)
        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .applicationDidBecomeActive,
                .applicationWillResignActive,
                .applicationDidEnterBackground,
                .applicationWillEnterForeground,
                .performAction(search, completion: 1),
                .applicationDidBecomeActive,
            ])
        #expect(app.received == process.log.callbacks)
        #expect(process.state == .foreground)
    }

    // MARK: Scenes

    @Test("Scene, cold: the item arrives only in the connection options of scene 1")
    func sceneColdLaunchDeliversItemInConnectionOptions() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()

        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: search),
                .sceneWillConnect(SceneID(1), shortcutItem: search),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
            ])
        #expect(app.received == process.log.callbacks)
        #expect(process.log.completionHandlerIDs.isEmpty)
        #expect(app.completionHandlers.isEmpty)
        #expect(process.scenes.map(\.id) == [SceneID(1)])
        #expect(process.scenes.map(\.conditions) == [SceneActivationConditions()])
        #expect(process.log.lostItems.isEmpty)
    }

    @Test(
        "Scene-based apps never get the app delegate's performActionFor, cold or warm",
        arguments: AppShape.allCases.filter(\.usesScenes))
    func sceneShapesNeverCallAppDelegatePerformAction(shape: AppShape) {
        var process = AppProcess(shape: shape)
        let app = RecordingApp()

        process.open(search, app: app)  // cold
        process.moveToBackground(app: app)
        process.open(logTrail, app: app)  // warm, from the background
        process.open(newRoute, app: app)  // warm, from the foreground
        process.moveToBackground(app: app)
        process.terminate()
        process.open(search, app: app)  // cold again

        #expect(!process.log.callbacks.isEmpty)
        #expect(!process.log.callbacks.contains(where: isPerformAction))
        #expect(!app.received.contains(where: isPerformAction))
    }

    @Test("Scene, warm: sceneWillEnterForeground, windowScene(_:performActionFor:), sceneDidBecomeActive")
    func sceneWarmResumeCallsWindowScenePerformAction() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()

        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: nil),
                .sceneWillConnect(SceneID(1), shortcutItem: nil),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .sceneWillEnterForeground(SceneID(1)),
                .windowScenePerformAction(SceneID(1), search, completion: 1),
                .sceneDidBecomeActive(SceneID(1)),
            ])
        #expect(app.received == process.log.callbacks)
        #expect(app.callbacksWithCompletion == [.windowScenePerformAction(SceneID(1), search, completion: 1)])
        #expect(process.scenes.map(\.id) == [SceneID(1)])
    }

    // MARK: SwiftUI

    @Test("SwiftUI without a scene delegate, cold: the item reaches no callback and is lost")
    func swiftUIColdLaunchLosesItem() {
        var process = AppProcess(shape: .swiftUI)
        let app = RecordingApp()

        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .scenePhaseChanged(.active),
            ])
        #expect(process.log.callbacks.allSatisfy { $0.shortcutItem == nil })
        #expect(app.received.allSatisfy { $0.shortcutItem == nil })
        #expect(process.log.lostItems == [search])
        #expect(process.log.completionHandlerIDs.isEmpty)
    }

    @Test("SwiftUI without a scene delegate, warm: the item reaches no callback and is lost")
    func swiftUIWarmResumeLosesItem() {
        var process = AppProcess(shape: .swiftUI)
        let app = RecordingApp()

        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .scenePhaseChanged(.active),
                .scenePhaseChanged(.inactive),
                .scenePhaseChanged(.background),
                .scenePhaseChanged(.active),
            ])
        #expect(process.log.callbacks.allSatisfy { $0.shortcutItem == nil })
        #expect(process.log.lostItems == [search])
        #expect(process.log.completionHandlerIDs.isEmpty)
        #expect(app.completionHandlers.isEmpty)
    }

    @Test("SwiftUI with a scene delegate, cold: like scene, then scenePhase .active after sceneDidBecomeActive")
    func swiftUISceneDelegateColdLaunchDeliversItemInConnectionOptions() {
        var process = AppProcess(shape: .swiftUISceneDelegate)
        let app = RecordingApp()

        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: search),
                .sceneWillConnect(SceneID(1), shortcutItem: search),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .scenePhaseChanged(.active),
            ])
        #expect(process.log.lostItems.isEmpty)
        #expect(process.log.completionHandlerIDs.isEmpty)
    }

    @Test("SwiftUI with a scene delegate, warm: like scene, then scenePhase .active after sceneDidBecomeActive")
    func swiftUISceneDelegateWarmResumeCallsWindowScenePerformAction() {
        var process = AppProcess(shape: .swiftUISceneDelegate)
        let app = RecordingApp()

        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: nil),
                .sceneWillConnect(SceneID(1), shortcutItem: nil),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .scenePhaseChanged(.active),
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .scenePhaseChanged(.inactive),
                .scenePhaseChanged(.background),
                .sceneWillEnterForeground(SceneID(1)),
                .windowScenePerformAction(SceneID(1), search, completion: 1),
                .sceneDidBecomeActive(SceneID(1)),
                .scenePhaseChanged(.active),
            ])
        #expect(process.log.lostItems.isEmpty)
    }

    // MARK: iPad scenes and targetContentIdentifier

    @Test("iPad: the scene that prefers the targetContentIdentifier gets the item even if it is not the most recent")
    func preferringSceneWinsOverMoreRecentScene() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()
        let doc7 = target("doc/7")

        process.open(nil, app: app)
        process.openWindow(conditions: SceneActivationConditions(prefers: ["doc/7"]), app: app)
        process.openWindow(conditions: SceneActivationConditions(), app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: nil),
                .sceneWillConnect(SceneID(1), shortcutItem: nil),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                // A new window replaces the one in the foreground, which goes to the background.
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .configurationForConnecting(SceneID(2), shortcutItem: nil),
                .sceneWillConnect(SceneID(2), shortcutItem: nil),
                .sceneWillEnterForeground(SceneID(2)),
                .sceneDidBecomeActive(SceneID(2)),
                .sceneWillResignActive(SceneID(2)),
                .sceneDidEnterBackground(SceneID(2)),
                .configurationForConnecting(SceneID(3), shortcutItem: nil),
                .sceneWillConnect(SceneID(3), shortcutItem: nil),
                .sceneWillEnterForeground(SceneID(3)),
                .sceneDidBecomeActive(SceneID(3)),
            ])
        #expect(process.scenes.map(\.id) == [SceneID(3), SceneID(2), SceneID(1)])

        process.moveToBackground(app: app)
        let beforeChoice = process.log.callbacks.count
        process.open(doc7, app: app)

        #expect(
            Array(process.log.callbacks.dropFirst(beforeChoice)) == [
                .sceneWillEnterForeground(SceneID(2)),
                .windowScenePerformAction(SceneID(2), doc7, completion: 1),
                .sceneDidBecomeActive(SceneID(2)),
            ])
        #expect(process.scenes.map(\.id) == [SceneID(2), SceneID(3), SceneID(1)])
    }

    @Test("iPad: with no preference, the most recent scene that can activate for the identifier gets the item")
    func mostRecentSceneThatCanActivateGetsItem() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()
        let doc3 = target("doc/3")
        let mail1 = target("mail/1")

        process.open(nil, app: app)
        process.openWindow(conditions: SceneActivationConditions(can: ["doc/*"]), app: app)
        process.openWindow(conditions: SceneActivationConditions(can: ["mail/*"]), app: app)
        #expect(process.scenes.map(\.id) == [SceneID(3), SceneID(2), SceneID(1)])

        // Scene 3 is the most recent but cannot show doc/3; scene 2 can and is more recent than scene 1.
        process.moveToBackground(app: app)
        var beforeChoice = process.log.callbacks.count
        process.open(doc3, app: app)

        #expect(
            Array(process.log.callbacks.dropFirst(beforeChoice)) == [
                .sceneWillEnterForeground(SceneID(2)),
                .windowScenePerformAction(SceneID(2), doc3, completion: 1),
                .sceneDidBecomeActive(SceneID(2)),
            ])
        #expect(process.scenes.map(\.id) == [SceneID(2), SceneID(3), SceneID(1)])

        // Now scene 2 is the most recent, but only scene 3 can show mail/1 (scene 1 can too, but is older).
        process.moveToBackground(app: app)
        beforeChoice = process.log.callbacks.count
        process.open(mail1, app: app)

        #expect(
            Array(process.log.callbacks.dropFirst(beforeChoice)) == [
                .sceneWillEnterForeground(SceneID(3)),
                .windowScenePerformAction(SceneID(3), mail1, completion: 2),
                .sceneDidBecomeActive(SceneID(3)),
            ])
        #expect(process.scenes.map(\.id) == [SceneID(3), SceneID(2), SceneID(1)])
    }

    @Test("iPad: with default conditions everywhere, the most recent scene gets the item")
    func mostRecentSceneGetsItemWithDefaultConditions() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()
        let doc3 = target("doc/3")

        process.open(nil, app: app)
        process.openWindow(conditions: SceneActivationConditions(), app: app)
        process.openWindow(conditions: SceneActivationConditions(), app: app)
        process.moveToBackground(app: app)
        let beforeChoice = process.log.callbacks.count
        process.open(doc3, app: app)

        #expect(
            Array(process.log.callbacks.dropFirst(beforeChoice)) == [
                .sceneWillEnterForeground(SceneID(3)),
                .windowScenePerformAction(SceneID(3), doc3, completion: 1),
                .sceneDidBecomeActive(SceneID(3)),
            ])
    }

    @Test("iPad: an item no extra window can activate for goes to the launch scene, which has UIKit's defaults")
    func launchSceneWithDefaultConditionsCatchesUnmatchedItem() {
        // The launch scene is connected with `SceneActivationConditions()` (can activate for anything), and the
        // simulator offers no way to change its conditions or close it, so with it connected some scene can always
        // activate: no new scene is connected.
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()
        let doc7 = target("doc/7")

        process.open(nil, app: app)
        process.openWindow(conditions: SceneActivationConditions(can: ["mail/*"]), app: app)
        process.openWindow(conditions: SceneActivationConditions(can: ["mail/*"]), app: app)
        process.moveToBackground(app: app)
        let beforeChoice = process.log.callbacks.count
        process.open(doc7, app: app)

        #expect(
            Array(process.log.callbacks.dropFirst(beforeChoice)) == [
                .sceneWillEnterForeground(SceneID(1)),
                .windowScenePerformAction(SceneID(1), doc7, completion: 1),
                .sceneDidBecomeActive(SceneID(1)),
            ])
        #expect(process.scenes.map(\.id) == [SceneID(1), SceneID(3), SceneID(2)])
    }

    // MARK: SceneActivationConditions

    @Test("Activation conditions: a pattern without * matches only the identical identifier")
    func conditionsExactPattern() {
        let conditions = SceneActivationConditions(prefers: ["doc/7"], can: ["doc/7"])

        #expect(conditions.prefers("doc/7"))
        #expect(conditions.canActivate(for: "doc/7"))
        #expect(!conditions.prefers("doc/70"))
        #expect(!conditions.prefers("doc/"))
        #expect(!conditions.prefers("DOC/7"))
        #expect(!conditions.canActivate(for: "mail/7"))
    }

    @Test("Activation conditions: a pattern ending in * matches identifiers starting with what precedes it")
    func conditionsPrefixPattern() {
        let conditions = SceneActivationConditions(prefers: ["doc/*"], can: ["doc/*", "mail/inbox"])

        #expect(conditions.prefers("doc/7"))
        #expect(conditions.prefers("doc/"))
        #expect(conditions.prefers("doc/7/page/2"))
        #expect(!conditions.prefers("doc"))
        #expect(!conditions.prefers("mail/inbox"))
        #expect(conditions.canActivate(for: "doc/12"))
        #expect(conditions.canActivate(for: "mail/inbox"))
        #expect(!conditions.canActivate(for: "mail/sent"))
    }

    @Test("Activation conditions: * alone matches every identifier, nil included")
    func conditionsWildcardPattern() {
        let conditions = SceneActivationConditions(prefers: ["*"], can: ["*"])

        #expect(conditions.prefers("doc/7"))
        #expect(conditions.prefers(""))
        #expect(conditions.prefers(nil))
        #expect(conditions.canActivate(for: "anything"))
        #expect(conditions.canActivate(for: nil))
    }

    @Test("Activation conditions: a nil identifier matches only *")
    func conditionsNilIdentifier() {
        let conditions = SceneActivationConditions(prefers: ["doc/7", "doc/*"], can: ["mail/*", ""])

        #expect(!conditions.prefers(nil))
        #expect(!conditions.canActivate(for: nil))
        #expect(!SceneActivationConditions(prefers: [], can: []).canActivate(for: nil))
    }

    @Test("Activation conditions: UIKit's defaults prefer nothing and can activate for anything")
    func conditionsDefaults() {
        let conditions = SceneActivationConditions()

        #expect(conditions.prefers.isEmpty)
        #expect(conditions.can == ["*"])
        #expect(!conditions.prefers("doc/7"))
        #expect(!conditions.prefers(nil))
        #expect(conditions.canActivate(for: "doc/7"))
        #expect(conditions.canActivate(for: nil))
    }

    // MARK: Background and foreground cycles

    @Test(
        "Background/foreground cycles send no shortcut item again",
        arguments: AppShape.allCases)
    func cyclesAfterFirstActivationCarryNoItem(shape: AppShape) {
        var process = AppProcess(shape: shape)
        let app = RecordingApp()

        process.open(search, app: app)
        let afterFirstActivation = process.log.callbacks.count
        for _ in 1...3 {
            process.moveToBackground(app: app)
            process.open(nil, app: app)
        }

        let later = Array(process.log.callbacks.dropFirst(afterFirstActivation))
        #expect(!later.isEmpty)
        #expect(later.allSatisfy { $0.shortcutItem == nil })
        #expect(process.log.lostItems == (shape == .swiftUI ? [search] : []))
        #expect(process.log.completionHandlerIDs == (shape == .appDelegate ? [1] : []))
    }

    @Test("Background/foreground cycles, app delegate: only life-cycle callbacks after the first activation")
    func appDelegateCyclesSendOnlyLifeCycleCallbacks() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(search, app: app)
        process.moveToBackground(app: app)
        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.open(nil, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: search),
                .didFinishLaunching(launchShortcutItem: search),
                .applicationDidBecomeActive,
                .performAction(search, completion: 1),
                .applicationWillResignActive,
                .applicationDidEnterBackground,
                .applicationWillEnterForeground,
                .applicationDidBecomeActive,
                .applicationWillResignActive,
                .applicationDidEnterBackground,
                .applicationWillEnterForeground,
                .applicationDidBecomeActive,
            ])
    }

    @Test("Background/foreground cycles, scene: only life-cycle callbacks after the first activation")
    func sceneCyclesSendOnlyLifeCycleCallbacks() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()

        process.open(search, app: app)
        process.moveToBackground(app: app)
        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.open(nil, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: search),
                .sceneWillConnect(SceneID(1), shortcutItem: search),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
            ])
    }

    // MARK: Process state

    @Test("moveToBackground while not in the foreground does nothing")
    func moveToBackgroundOutsideForegroundDoesNothing() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.moveToBackground(app: app)
        #expect(process.state == .notRunning)
        #expect(process.log.entries.isEmpty)
        #expect(app.received.isEmpty)

        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.moveToBackground(app: app)
        #expect(process.state == .background)

        process.terminate()
        process.moveToBackground(app: app)
        #expect(process.state == .notRunning)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .applicationDidBecomeActive,
                .applicationWillResignActive,
                .applicationDidEnterBackground,
            ])
        #expect(app.received == process.log.callbacks)
    }

    @Test("terminate, then open(item), is a cold launch again (app delegate)")
    func appDelegateTerminateThenOpenIsColdLaunch() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(search, app: app)
        process.moveToBackground(app: app)
        process.terminate()
        #expect(process.state == .notRunning)
        process.open(logTrail, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: search),
                .didFinishLaunching(launchShortcutItem: search),
                .applicationDidBecomeActive,
                .performAction(search, completion: 1),
                .applicationWillResignActive,
                .applicationDidEnterBackground,
                .willFinishLaunching(launchShortcutItem: logTrail),
                .didFinishLaunching(launchShortcutItem: logTrail),
                .applicationDidBecomeActive,
                .performAction(logTrail, completion: 2),
            ])
        #expect(process.state == .foreground)
    }

    @Test("terminate, then open(item), is a cold launch again (scene): a new scene gets the connection options")
    func sceneTerminateThenOpenIsColdLaunch() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()

        process.open(search, app: app)
        process.moveToBackground(app: app)
        process.terminate()
        #expect(process.state == .notRunning)
        #expect(process.scenes.isEmpty)
        process.open(logTrail, app: app)

        // Scene numbers count connections over the whole log, so the relaunch connects scene 2.
        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: search),
                .sceneWillConnect(SceneID(1), shortcutItem: search),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(2), shortcutItem: logTrail),
                .sceneWillConnect(SceneID(2), shortcutItem: logTrail),
                .sceneWillEnterForeground(SceneID(2)),
                .sceneDidBecomeActive(SceneID(2)),
            ])
        #expect(process.scenes.map(\.id) == [SceneID(2)])
        #expect(process.log.completionHandlerIDs.isEmpty)
    }

    @Test("Opening while in the foreground first sends the background callbacks (app delegate)")
    func appDelegateOpenFromForegroundBackgroundsFirst() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(nil, app: app)
        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .applicationDidBecomeActive,
                .applicationWillResignActive,
                .applicationDidEnterBackground,
                .applicationWillEnterForeground,
                .performAction(search, completion: 1),
                .applicationDidBecomeActive,
            ])
        #expect(process.state == .foreground)
    }

    @Test("Opening while in the foreground first sends the background callbacks (scene)")
    func sceneOpenFromForegroundBackgroundsFirst() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp()

        process.open(nil, app: app)
        process.open(search, app: app)

        #expect(
            process.log.callbacks == [
                .willFinishLaunching(launchShortcutItem: nil),
                .didFinishLaunching(launchShortcutItem: nil),
                .configurationForConnecting(SceneID(1), shortcutItem: nil),
                .sceneWillConnect(SceneID(1), shortcutItem: nil),
                .sceneWillEnterForeground(SceneID(1)),
                .sceneDidBecomeActive(SceneID(1)),
                .sceneWillResignActive(SceneID(1)),
                .sceneDidEnterBackground(SceneID(1)),
                .sceneWillEnterForeground(SceneID(1)),
                .windowScenePerformAction(SceneID(1), search, completion: 1),
                .sceneDidBecomeActive(SceneID(1)),
            ])
    }

    // MARK: Completion handlers

    @Test("Completion handlers are numbered 1, 2, … in the order the system hands them out (app delegate)")
    func appDelegateCompletionHandlersNumberedInOrder() {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp(didFinishLaunching: false)

        process.open(search, app: app)  // handled at launch: no performActionFor, no handler
        process.open(logTrail, app: app)
        process.moveToBackground(app: app)
        process.open(newRoute, app: app)
        process.open(search, app: app)

        #expect(process.log.completionHandlerIDs == [1, 2, 3])
        #expect(app.completionHandlers.map(\.id) == [1, 2, 3])
        #expect(
            app.callbacksWithCompletion == [
                .performAction(logTrail, completion: 1),
                .performAction(newRoute, completion: 2),
                .performAction(search, completion: 3),
            ])
        #expect(process.log.completionCallCounts == [1: 0, 2: 0, 3: 0])
    }

    @Test("Completion handlers are numbered 1, 2, … in the order the system hands them out (scene)")
    func sceneCompletionHandlersNumberedInOrder() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp(completionCalls: [true])

        process.open(search, app: app)  // connection options: no handler
        process.moveToBackground(app: app)
        process.open(logTrail, app: app)
        process.open(newRoute, app: app)

        #expect(process.log.completionHandlerIDs == [1, 2])
        #expect(app.completionHandlers.map(\.id) == [1, 2])
        #expect(
            app.callbacksWithCompletion == [
                .windowScenePerformAction(SceneID(1), logTrail, completion: 1),
                .windowScenePerformAction(SceneID(1), newRoute, completion: 2),
            ])
        #expect(process.log.completionCallCounts == [1: 1, 2: 1])
    }

    @Test("completionCallCounts counts every call made through the handler the app received")
    func completionCallCountsCountsCallsThroughReceivedHandler() throws {
        var process = AppProcess(shape: .appDelegate)
        let app = RecordingApp()

        process.open(search, app: app)
        #expect(process.log.completionCallCounts == [1: 0])

        let handler = try #require(app.completionHandlers.first)
        #expect(handler.id == 1)
        handler(true)
        #expect(process.log.completionCallCounts == [1: 1])
        handler(false)
        #expect(process.log.completionCallCounts == [1: 2])

        #expect(
            withoutSources(process.log.entries).suffix(3) == [
                .callback(.performAction(search, completion: 1), source: ""),
                .completionCalled(id: 1, succeeded: true),
                .completionCalled(id: 1, succeeded: false),
            ])
    }

    @Test("A handler the app calls while handling the callback is recorded right after that callback")
    func completionCalledDuringCallbackIsRecordedAfterIt() {
        var process = AppProcess(shape: .scene)
        let app = RecordingApp(completionCalls: [true, true])

        process.open(nil, app: app)
        process.moveToBackground(app: app)
        process.open(search, app: app)

        #expect(process.log.completionCallCounts == [1: 2])
        #expect(
            withoutSources(process.log.entries).suffix(4) == [
                .callback(.windowScenePerformAction(SceneID(1), search, completion: 1), source: ""),
                .completionCalled(id: 1, succeeded: true),
                .completionCalled(id: 1, succeeded: true),
                .callback(.sceneDidBecomeActive(SceneID(1)), source: ""),
            ])
    }

    @Test("iPad: when no scene can activate for the identifier, a new scene is connected with the item")
    func newSceneWhenNoSceneCanActivate() {
        let mailOnly = SceneActivationConditions(prefers: [], can: ["mail/*"])
        var process = AppProcess(shape: .scene, launchSceneConditions: mailOnly)
        let app = RecordingApp()
        let doc7 = target("doc/7")
        process.open(nil, app: app)
        process.openWindow(conditions: mailOnly, app: app)
        process.moveToBackground(app: app)
        let beforeChoice = process.log.callbacks.count
        process.open(doc7, app: app)
        #expect(
            Array(process.log.callbacks.dropFirst(beforeChoice)) == [
                .configurationForConnecting(SceneID(3), shortcutItem: doc7),
                .sceneWillConnect(SceneID(3), shortcutItem: doc7),
                .sceneWillEnterForeground(SceneID(3)),
                .sceneDidBecomeActive(SceneID(3)),
            ])
        #expect(process.log.completionHandlerIDs.isEmpty)
    }
}
