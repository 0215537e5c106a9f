import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// `quickactions launch`: the callbacks an app receives when a person chooses one of its quick actions.
struct LaunchCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Show the callbacks an app receives when a quick action is chosen.",
        discussion: """
            Simulates the choice on the device: the item must be in the app's current menu (launched, with the \
            dynamic items from --dynamic or the Swift sources). Detects the app's life cycle from its project and \
            sources (printed with file:line), then runs the app's own handlers on the path: each callback with what \
            the app's method does with the item, and the outcome ("runs once", "runs twice: …", "lost: …"). Warns \
            only when the app's code loses the action, runs it twice or again, or mishandles a completion handler.
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: "The type of the chosen item (UIApplicationShortcutItemType).")
    var item: String

    @Option(help: "app-delegate, scene, swiftui or swiftui-scene-delegate (default: detected from the sources).")
    var shape: AppShape?

    @Flag(help: "A warm launch: the app is suspended in the background (default: a cold launch, not running).")
    var warm = false

    /// The former spelling of --warm (`--state cold|warm`), still read: `--state` is the app's phase in every other
    /// command, so the launch's own choice has its own name.
    @Option(name: .customLong("state"), help: .hidden)
    var formerState: LaunchState?

    @Option(
        name: .customLong("window"),
        help:
            "iPad: a window already open, preferring target-content identifiers that match PATTERN (`doc/*`); repeatable, implies --warm."
    )
    var windows: [String] = []

    @Option(
        help:
            "What will/didFinishLaunching return, instead of what the app's code returns (true when its sources are not known)."
    )
    var launchResult: Bool?

    @Option(help: "A JSON file with the dynamic items the app registers (an array of shortcut items).")
    var dynamic: String?

    @Option(help: "The locale of the menu the item is chosen from.", completion: Completions.locales)
    var locale: LocaleIdentifier?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if formerState == .cold && (warm || !windows.isEmpty) {
            throw ValidationError("--state cold contradicts --warm or --window; drop --state.")
        }
    }

    /// Cold unless --warm, an open --window or the former `--state warm` says warm.
    var launchState: LaunchState { warm || !windows.isEmpty || formerState == .warm ? .warm : .cold }

    func run() throws {
        if let formerState {
            Diagnostics.note(
                "--state \(formerState.rawValue) is now \(formerState == .warm ? "--warm" : "the default")")
        }
        let projectApp = try project.readProjectApp()
        let app = projectApp.app
        let dynamicItems = try DynamicItemsOption(path: dynamic).items(for: app)
        let menu = try MenuPresenter(measurer: nil).present(
            app, MenuRequest(dynamicItems: dynamicItems, locale: locale)
        ).menu
        let chosen = try menu.item(ofType: item)
        let report = LaunchScenario(
            app: app, handlers: projectApp.knownHandlers, item: chosen.shortcutItem,
            state: launchState, shape: shape,
            openWindows: windows.map { SceneActivationConditions(prefers: [$0]) }, launchResult: launchResult
        ).run()
        switch format {
        case .text:
            let origin = LaunchScenario.shapeOrigin(
                of: app, isCodeKnown: projectApp.isCodeKnown, overriddenBy: shape.map { _ in "--shape" })
            let text = LaunchTextRenderer().render(
                report, appName: menu.appName, shapeOrigin: origin, computedProperties: chosen.computedProperties)
            print(text, terminator: "")
        case .json: printJSON(try report.jsonData())
        }
    }
}

extension AppShape: ExpressibleByArgument {}
extension LaunchState: ExpressibleByArgument {}
