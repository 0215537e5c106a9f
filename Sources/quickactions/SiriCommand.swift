import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// `quickactions siri`: what Siri would run for an utterance, over the App Shortcuts of the given apps.
struct SiriCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "siri",
        abstract: "Resolve what a person says to an App Shortcut.",
        discussion: """
            Installs the apps at the given paths on a simulated device and resolves the utterance (the last \
            argument) as Siri does: phrases in the locale, with the app's names and every parameter value and \
            synonym; negative phrases never trigger an app; a missing parameter leads to a follow-up question. \
            Prints what would run, the question, or that nothing matched and the closest phrases.
            """)

    @Argument(
        help: "One or more app project folders or Info.plists, then the utterance in quotes.", completion: .file())
    var arguments: [String]

    @OptionGroup var build: BuildOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var phrases: AppShortcutsOptions

    @Option(help: "The hour (0-23) used for time-of-day defaults.")
    var hour: Int = 12

    @Option(
        name: .customLong("default"),
        help:
            "A time-of-day default the app declares, Intent.parameter=case@START-END (e.g. LogBrewIntent.method=espresso@5-11); repeatable. It applies to the first app."
    )
    var defaults: [TimeOfDayDefaultOption] = []

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard arguments.count >= 2 else {
            throw ValidationError(
                "Give at least one app path and then the utterance, e.g. siri Examples/Brewlog \"Log a brew in Brewlog\"."
            )
        }
        guard (0...23).contains(hour) else { throw ValidationError("--hour must be 0-23.") }
    }

    func run() throws {
        let utterance = arguments.last!
        var device = try AppShortcutsDevice.make(
            paths: arguments.dropLast(), state: phrases.state.phase, reader: build.reader)
        let rulesByParameter = Dictionary(grouping: defaults) { "\($0.intentType).\($0.parameter)" }
        for options in rulesByParameter.values {
            try device.device.declareTimeOfDayDefaults(
                options.map(\.rule), for: device.firstAppID, intentType: options[0].intentType,
                parameter: options[0].parameter)
        }
        let locale = phrases.locale(on: device)
        let resolution = AppShortcutsIndex(device: device.device, locale: locale).resolve(utterance, hour: hour)
        switch format {
        case .text: print(AppShortcutsTextRenderer().render(resolution, utterance: utterance), terminator: "")
        case .json: printJSON(try StableJSON.encode(resolution))
        }
    }
}
