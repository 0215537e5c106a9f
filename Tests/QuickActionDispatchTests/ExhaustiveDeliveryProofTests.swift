import HomeScreen
import QuickActionDispatch
import QuickActionKit
import Testing

/// Proves the dispatcher's contract on every launch path the simulator knows (platform-facts §5): every shape ×
/// state × registration moment × later background/foreground cycles × action.
@Suite("Exactly-once delivery, enumerated over every launch path")
struct ExhaustiveDeliveryProofTests {
    static let allScenarios = DeliveryScenario.all()
    static let viableShapes = AppShape.allCases.filter(\.reachesAppCode)

    @Test("The enumeration covers every shape, state, registration moment, cycle count and action")
    func enumerationIsComplete() {
        let scenarios = Self.allScenarios

        #expect(Set(scenarios.map(\.shape)) == Set(AppShape.allCases))
        #expect(Set(scenarios.map(\.state)) == Set(DeliveryState.allCases))
        #expect(Set(scenarios.map(\.registrationMoment)) == Set(RegistrationMoment.allCases))
        #expect(Set(scenarios.map(\.laterCycles)) == [0, 1, 2, 3])
        #expect(Set(scenarios.map(\.action)) == Set(TestActions.samples))
        #expect(Set(scenarios).count == 4 * 4 * 5 * 4 * 3)
        #expect(Self.viableShapes == [.appDelegate, .scene, .swiftUISceneDelegate])
    }

    @Test(
        "Shapes with their own path: the action runs once, every completion handler is called once, nothing is lost",
        arguments: allScenarios.filter(\.shape.reachesAppCode))
    func exactlyOnce(scenario: DeliveryScenario) {
        let app = DispatchingApp(shape: scenario.shape, registrationMoment: scenario.registrationMoment)

        let log = scenario.play(app).log

        let violations = DeliveryInvariant.violations(
            handlerRuns: app.handlerRuns[scenario.action, default: 0], expectedHandlerRuns: 1,
            fallbackRuns: app.fallbackRuns.count, log: log)
        #expect(violations == [], "\(scenario)")
        #expect(app.handlerRuns == [scenario.action: 1], "\(scenario)")
        #expect(app.dispatcher.pendingItems.isEmpty, "\(scenario)")
        #expect(log.completionResults.allSatisfy { $0 }, "\(scenario)")
    }

    @Test(
        "The iPad scenarios deliver where they claim: to the preferring window, else to a new scene",
        arguments: viableShapes.filter(\.hasOwnSceneDelegate), TestActions.samples)
    func iPadScenariosReachTheIntendedWindow(shape: AppShape, action: TestAction) {
        let preferring = DeliveryScenario(
            shape: shape, state: .iPadPreferringWindow, registrationMoment: .beforeLaunch, laterCycles: 0,
            action: action)
        let noWindow = DeliveryScenario(
            shape: shape, state: .iPadNoWindowCanActivate, registrationMoment: .beforeLaunch, laterCycles: 0,
            action: action)
        let preferringApp = DispatchingApp(shape: shape, registrationMoment: .beforeLaunch)
        let noWindowApp = DispatchingApp(shape: shape, registrationMoment: .beforeLaunch)

        let preferringLog = preferring.play(preferringApp).log
        let noWindowLog = noWindow.play(noWindowApp).log

        #expect(preferringLog.performActionScenes == [SceneID(2)], "\(preferring)")
        #expect(preferringLog.scenesConnected(with: preferring.item).isEmpty, "\(preferring)")
        #expect(preferringApp.handlerRuns == [action: 1], "\(preferring)")
        #expect(noWindowLog.performActionScenes.isEmpty, "\(noWindow)")
        #expect(noWindowLog.scenesConnected(with: noWindow.item) == [SceneID(4)], "\(noWindow)")
        #expect(noWindowApp.handlerRuns == [action: 1], "\(noWindow)")
    }

    @Test(
        "SwiftUI without a scene delegate: the handler never runs and the system reports the item lost",
        arguments: allScenarios.filter { !$0.shape.reachesAppCode })
    func swiftUIWithoutSceneDelegateLosesTheItem(scenario: DeliveryScenario) {
        let app = DispatchingApp(shape: scenario.shape, registrationMoment: scenario.registrationMoment)

        let log = scenario.play(app).log

        #expect(app.handlerRuns.isEmpty, "\(scenario)")
        #expect(app.fallbackRuns.isEmpty, "\(scenario)")
        #expect(log.lostItems.contains(scenario.item), "\(scenario)")
        #expect(log.lostItems == [scenario.item], "\(scenario)")
        #expect(app.dispatcher.pendingItems.isEmpty, "\(scenario): the dispatcher never saw the item")
    }

    @Test(
        "An item registered by the previous app version goes to the fallback exactly once",
        arguments: viableShapes, RegistrationMoment.allCases)
    func otherVersionGoesToFallbackOnce(shape: AppShape, moment: RegistrationMoment) {
        for state in DeliveryState.allCases {
            for cycles in 0...3 {
                for action in TestActions.samples {
                    let scenario = DeliveryScenario(
                        shape: shape, state: state, registrationMoment: moment, laterCycles: cycles, action: action)
                    var oldItem = TestActions.itemOfPreviousVersion(for: action)
                    oldItem.targetContentIdentifier = state.targetContentIdentifier
                    let app = DispatchingApp(shape: shape, registrationMoment: moment)

                    let log = scenario.play(app, choosing: oldItem).log

                    let violations = DeliveryInvariant.violations(
                        handlerRuns: app.totalHandlerRuns, expectedHandlerRuns: 0,
                        fallbackRuns: app.fallbackRuns.count, expectedFallbackRuns: 1, log: log)
                    #expect(violations == [], "version 1.0 item, \(scenario)")
                    #expect(app.fallbackRuns.map(\.item) == [oldItem], "version 1.0 item, \(scenario)")
                    #expect(
                        app.fallbackRuns.map(\.reason) == [.registeredByOtherVersion("1.0")],
                        "version 1.0 item, \(scenario)")
                }
            }
        }
    }

    @Test(
        "Two successive warm choices of the same item are both handled, once each",
        arguments: viableShapes, RegistrationMoment.allCases)
    func twoWarmChoicesOfTheSameItem(shape: AppShape, moment: RegistrationMoment) {
        let warmStates = DeliveryState.allCases.filter { $0 != .cold }
        for state in warmStates {
            for action in TestActions.samples {
                let scenario = DeliveryScenario(
                    shape: shape, state: state, registrationMoment: moment, laterCycles: 0, action: action)
                let app = DispatchingApp(shape: shape, registrationMoment: moment)

                var process = scenario.play(app)
                let runsAfterFirst = app.handlerRuns[action, default: 0]
                process.open(scenario.item, app: app)

                let violations = DeliveryInvariant.violations(
                    handlerRuns: app.handlerRuns[action, default: 0], expectedHandlerRuns: 2,
                    fallbackRuns: app.fallbackRuns.count, log: process.log)
                #expect(runsAfterFirst == 1, "first choice, \(scenario)")
                #expect(violations == [], "second choice, \(scenario)")
            }
        }
    }

    @Test("Cold app-delegate launch with an item: both launch methods return false, performActionFor never follows")
    func coldAppDelegateLaunchReturnsFalse() {
        for moment in RegistrationMoment.allCases {
            let app = DispatchingApp(shape: .appDelegate, registrationMoment: moment)
            var process = AppProcess(shape: .appDelegate)

            process.open(TestActions.item(for: .compose), app: app)
            process.moveToBackground(app: app)

            #expect(process.log.launchResults == [false, false], "registered \(moment)")
            #expect(process.log.appDelegatePerformActionCount == 0, "registered \(moment)")
            #expect(app.handlerRuns == [.compose: 1], "registered \(moment)")
        }
    }

    @Test(
        "The completion handler gets the handler's result",
        arguments: viableShapes, [true, false])
    func completionGetsHandlerResult(shape: AppShape, result: Bool) {
        let scenario = DeliveryScenario(
            shape: shape, state: .warm, registrationMoment: .beforeLaunch, laterCycles: 0, action: .compose)
        let app = DispatchingApp(shape: shape, registrationMoment: .beforeLaunch)
        app.handlerResult = result

        let log = scenario.play(app).log

        #expect(log.completionResults == [result])
    }
}
