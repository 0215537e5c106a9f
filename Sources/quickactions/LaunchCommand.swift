import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionKit

/// `quickactions launch`: the callbacks an app receives when a person chooses one of its quick actions.
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Show the callbacks an app receives when a quick action is chosen.",
        discussion: """
            Simulates the choice on the device: the item must be in the app's current menu (launched, with the \
            dynamic items from --dynamic or the Swift sources). Prints the callbacks in order, with the item and its \
            userInfo, and warns when the app's shape would lose the action or receive it twice.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(help: "The type of the chosen item (UIApplicationShortcutItemType).")
    var item: String

    @Option(help: "app-delegate, scene, swiftui or swiftui-scene-delegate (default: detected from the sources).")
    var shape: AppShape?

    @Option(help: "cold (not running) or warm (suspended in the background).")
    var state: LaunchState = .cold

    @Option(
        name: .customLong("window"),
        help:
            "iPad: a window already open, preferring target-content identifiers that match PATTERN (`doc/*`); repeatable, implies --state warm."
    )
    var windows: [String] = []

    @Option(help: "What the app's will/didFinishLaunching return.")
    var launchResult: Bool = true

    @Option(help: "A JSON file with the dynamic items the app registers (an array of shortcut items).")
    var dynamic: String?

    @Option(help: "The locale of the menu the item is chosen from.")
    var locale: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let app = try project.readApp()
        let dynamicItems = try DynamicItemsOption(path: dynamic).items(for: app)
        let menu = try MenuScenario(app: app, dynamicItems: dynamicItems, locale: locale).menu()
        let chosen = try menu.item(ofType: item)
        let report = LaunchScenario(
            item: chosen.shortcutItem, shape: shape ?? app.lifecycle.shape, state: windows.isEmpty ? state : .warm,
            openWindows: windows.map { SceneActivationConditions(prefers: [$0]) }, launchResult: launchResult
        ).run()
        switch format {
        case .text:
            let origin =
                shape != nil
                ? "--shape"
                : app.lifecycle.evidence.map { "detected from \($0)" }
                    ?? "detected: no scene or SwiftUI lifecycle found"
            print(LaunchTextRenderer().render(report, appName: menu.appName, shapeOrigin: origin), terminator: "")
        case .json: print(String(decoding: try report.jsonData(), as: UTF8.self))
        }
    }
}

extension AppShape: ExpressibleByArgument {}
extension LaunchState: ExpressibleByArgument {}
