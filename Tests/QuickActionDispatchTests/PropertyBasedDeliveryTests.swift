import HomeScreen
import PropertyBased
import QuickActionDispatch
import QuickActionKit
import Testing

/// Something a person (or the system) does to the app.
enum UserEvent: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Chooses one of `Session.choosable` from the icon's menu.
    case chooseItem(Int)
    case tapIcon
    case moveToBackground
    /// The system ends the process; the next open is a cold launch of a new process.
    case terminate
    /// Opens another iPad window that prefers the item with a `targetContentIdentifier` (`prefersTarget`), or one
    /// that cannot activate for it.
    case openWindow(prefersTarget: Bool)

    static let allCases: [UserEvent] = [
        .chooseItem(0), .chooseItem(1), .chooseItem(2), .tapIcon, .moveToBackground, .terminate,
        .openWindow(prefersTarget: true), .openWindow(prefersTarget: false),
    ]

    var description: String {
        switch self {
        case .chooseItem(let index): "choose \(index)"
        case .tapIcon: "tap icon"
        case .moveToBackground: "background"
        case .terminate: "terminate"
        case .openWindow(let prefersTarget): prefersTarget ? "open preferring window" : "open window"
        }
    }
}

/// A run of events against one simulated device: the system's `AppProcess` and one `DispatchingApp` per process
/// lifetime (a terminated process loses its memory, dispatcher included).
private struct Session {
    /// The menu's items; the second carries a `targetContentIdentifier`.
    static let choosable: [(action: TestAction, item: ShortcutItem)] = [
        (.compose, TestActions.item(for: .compose)),
        (
            .open(id: "trail-42"),
            TestActions.item(for: .open(id: "trail-42"), targetContentIdentifier: TestActions.targetContentIdentifier)
        ),
        (.search(query: "lakes", limit: 5), TestActions.item(for: .search(query: "lakes", limit: 5))),
    ]

    let shape: AppShape
    let registrationMoment: RegistrationMoment
    let returnsTrueFromLaunchAnyway: Bool
    private(set) var process: AppProcess
    private(set) var apps: [DispatchingApp] = []
    /// Choices made, by action.
    private(set) var chosen: [TestAction: Int] = [:]
    /// Choices still waiting in a dispatcher when its process was terminated, by action.
    private(set) var lostToTermination: [TestAction: Int] = [:]
    /// Completion handlers not yet called when their process was terminated.
    private(set) var abandonedCompletions: Set<Int> = []

    /// - Parameter launchSceneConditions: the launch window's activation conditions; when it cannot activate for the
    ///   item with a `targetContentIdentifier`, choosing that item while no preferring window is open makes a new
    ///   scene.
    init(
        shape: AppShape, registrationMoment: RegistrationMoment, returnsTrueFromLaunchAnyway: Bool,
        launchSceneConditions: SceneActivationConditions
    ) {
        self.shape = shape
        self.registrationMoment = registrationMoment
        self.returnsTrueFromLaunchAnyway = returnsTrueFromLaunchAnyway
        process = AppProcess(shape: shape, launchSceneConditions: launchSceneConditions)
        startProcess()
    }

    private var app: DispatchingApp { apps[apps.count - 1] }

    private mutating func startProcess() {
        apps.append(
            DispatchingApp(
                shape: shape, registrationMoment: registrationMoment,
                returnsTrueFromLaunchAnyway: returnsTrueFromLaunchAnyway))
    }

    mutating func apply(_ event: UserEvent) {
        switch event {
        case .chooseItem(let index):
            let (action, item) = Self.choosable[index]
            chosen[action, default: 0] += 1
            process.open(item, app: app)
        case .tapIcon:
            process.open(nil, app: app)
        case .moveToBackground:
            process.moveToBackground(app: app)
        case .terminate:
            for item in app.dispatcher.pendingItems {
                if case .success(let action) = TestActions.codec.action(from: item) {
                    lostToTermination[action, default: 0] += 1
                }
            }
            abandonedCompletions.formUnion(process.log.completionCallCounts.filter { $0.value == 0 }.keys)
            process.terminate()
            startProcess()
        case .openWindow(let prefersTarget):
            let conditions =
                prefersTarget
                ? SceneActivationConditions(prefers: [TestActions.targetContentIdentifier])
                : DeliveryState.elsewhereOnly
            process.openWindow(conditions: conditions, app: app)
        }
    }

    /// Brings the app to the foreground from its icon, so the UI is ready (and a running app passes through the
    /// background, where late handlers register).
    mutating func finish() {
        process.open(nil, app: app)
    }

    /// Handler runs over all processes, by action.
    var handlerRuns: [TestAction: Int] {
        apps.reduce(into: [:]) { runs, app in runs.merge(app.handlerRuns, uniquingKeysWith: +) }
    }

    /// Choices that reached a process that lived to handle them, by action.
    var deliveredChoices: [TestAction: Int] {
        chosen.merging(lostToTermination.mapValues { -$0 }, uniquingKeysWith: +).filter { $0.value != 0 }
    }

    var pendingAtEnd: [ShortcutItem] { app.dispatcher.pendingItems }
    var fallbackRuns: Int { apps.map(\.fallbackRuns.count).reduce(0, +) }
}

@Suite("Exactly-once delivery over random event sequences")
struct PropertyBasedDeliveryTests {
    static let viableShapes: [AppShape] = AppShape.allCases.filter(\.reachesAppCode)

    @Test("Every delivered choice is handled exactly once; every completion handler is called exactly once")
    func randomEventSequences() async {
        await propertyCheck(
            count: 500,
            input: Gen<UserEvent>.case.array(of: 0...30),
            Gen.int(in: 0...2).map { Self.viableShapes[$0] },
            Gen<RegistrationMoment>.case,
            Gen.bool,
            Gen.bool
        ) { events, shape, moment, returnsTrueFromLaunchAnyway, launchWindowCanActivate in
            var session = Session(
                shape: shape, registrationMoment: moment, returnsTrueFromLaunchAnyway: returnsTrueFromLaunchAnyway,
                launchSceneConditions: launchWindowCanActivate
                    ? SceneActivationConditions() : DeliveryState.elsewhereOnly)
            for event in events { session.apply(event) }
            session.finish()

            let scenario =
                "\(shape.rawValue), registered \(moment), glue returns true anyway: "
                + "\(returnsTrueFromLaunchAnyway), launch window can activate for the item: "
                + "\(launchWindowCanActivate), events \(events)"
            let log = session.process.log
            #expect(session.handlerRuns == session.deliveredChoices, "\(scenario)")
            #expect(
                session.handlerRuns.values.reduce(0, +) == session.deliveredChoices.values.reduce(0, +),
                "\(scenario)")
            #expect(session.fallbackRuns == 0, "\(scenario)")
            #expect(session.pendingAtEnd.isEmpty, "\(scenario)")
            #expect(log.lostItems.isEmpty, "\(scenario)")
            for (id, calls) in log.completionCallCounts {
                let expected = session.abandonedCompletions.contains(id) ? 0 : 1
                #expect(calls == expected, "completion handler \(id): \(scenario)")
            }
        }
    }
}
