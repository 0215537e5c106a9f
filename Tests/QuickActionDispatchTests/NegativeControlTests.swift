import HomeScreen
import QuickActionDispatch
import QuickActionKit
import Testing

/// Negative controls: the same checker, run over apps with the known bugs of platform-facts §5, must report a
/// violation; otherwise a passing proof would prove nothing.
@Suite("Negative controls: the exactly-once checker catches the known bugs")
struct NegativeControlTests {
    @Test(
        "Apple's iOS 13 sample never clears the saved item: handled again on every later activation",
        arguments: [DeliveryState.cold, .warm], 1...3)
    func naiveSampleHandlesMoreThanOnce(state: DeliveryState, laterCycles: Int) {
        let scenario = DeliveryScenario(
            shape: .scene, state: state, registrationMoment: .beforeLaunch, laterCycles: laterCycles,
            action: .search(query: "lakes", limit: 5))
        let app = NaiveSampleApp()

        let log = scenario.play(app).log

        let violations = DeliveryInvariant.violations(
            handlerRuns: app.handledItems.count, expectedHandlerRuns: 1, log: log)
        #expect(violations.contains { $0.isHandledMoreThanExpected }, "\(scenario)")
        #expect(violations == [.handlerRuns(expected: 1, actual: 1 + laterCycles)], "\(scenario)")
        #expect(app.savedShortcutItem == scenario.item, "\(scenario): the sample never clears it")
    }

    @Test("An app delegate that handles launchOptions[.shortcutItem] and still returns true handles it twice")
    func launchOptionsAppReturningTrueHandlesTwice() {
        let app = LaunchOptionsApp()
        var process = AppProcess(shape: .appDelegate)
        let item = TestActions.item(for: .compose)

        process.open(item, app: app)

        let violations = DeliveryInvariant.violations(
            handlerRuns: app.handledItems.count, expectedHandlerRuns: 1, log: process.log)
        #expect(process.log.launchResults == [true, true])
        #expect(process.log.appDelegatePerformActionCount == 1)
        #expect(app.handledItems == [item, item])
        #expect(violations == [.handlerRuns(expected: 1, actual: 2)])
    }

    @Test(
        "Dispatcher glue that wrongly returns true from launch still handles the launch choice once",
        arguments: RegistrationMoment.allCases, 0...2)
    func dispatcherRecognizesTheLaunchChoice(moment: RegistrationMoment, laterCycles: Int) {
        for action in TestActions.samples {
            let scenario = DeliveryScenario(
                shape: .appDelegate, state: .cold, registrationMoment: moment, laterCycles: laterCycles,
                action: action)
            let app = DispatchingApp(
                shape: .appDelegate, registrationMoment: moment, returnsTrueFromLaunchAnyway: true)

            let log = scenario.play(app).log

            let violations = DeliveryInvariant.violations(
                handlerRuns: app.handlerRuns[action, default: 0], expectedHandlerRuns: 1,
                fallbackRuns: app.fallbackRuns.count, log: log)
            #expect(log.launchResults == [true, true], "\(scenario): the glue returned true")
            #expect(log.appDelegatePerformActionCount == 1, "\(scenario): so performActionFor followed")
            #expect(violations == [], "\(scenario)")
            #expect(log.completionResults == [true], "\(scenario)")
        }
    }

    @Test("Dispatcher glue that wrongly returns true: a later warm choice of the launch item is a new choice")
    func launchItemChosenAgainAfterWrongGlue() {
        for moment in RegistrationMoment.allCases {
            let app = DispatchingApp(
                shape: .appDelegate, registrationMoment: moment, returnsTrueFromLaunchAnyway: true)
            var process = AppProcess(shape: .appDelegate)
            let item = TestActions.item(for: .compose)

            process.open(item, app: app)
            process.open(item, app: app)

            let violations = DeliveryInvariant.violations(
                handlerRuns: app.handlerRuns[.compose, default: 0], expectedHandlerRuns: 2, log: process.log)
            #expect(violations == [], "registered \(moment)")
        }
    }
}

/// An app delegate that handles `launchOptions[.shortcutItem]` in didFinishLaunching and still returns `true`, and
/// also handles `application(_:performActionFor:)`: the classic double handling (platform-facts §5).
private final class LaunchOptionsApp: SimulatedApp {
    private(set) var handledItems: [ShortcutItem] = []

    func receive(_ callback: AppCallback, completion: CompletionHandler?) -> Bool {
        switch callback {
        case .didFinishLaunching(let item?):
            handledItems.append(item)
        case .performAction(let item, _):
            handledItems.append(item)
            completion?(true)
        default: break
        }
        return true
    }
}
