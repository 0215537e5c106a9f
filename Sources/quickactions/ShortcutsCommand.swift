import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// `quickactions shortcuts`: an app's App Shortcuts in Spotlight order with every phrase people can say.
struct ShortcutsCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "List an app's App Shortcuts in Spotlight order, with every phrase expanded.",
        discussion: """
            Each shortcut with the phrases people can say in the locale (app names, parameter values and synonyms \
            filled in), the Action button's list by short title, and the phrase count against the limit of 1,000.
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var phrases: AppShortcutsOptions

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
    }

    func run() throws {
        let device = try AppShortcutsDevice.make(
            paths: [project.path], state: phrases.state.phase, reader: project.build.reader)
        let locale = phrases.locale(on: device)
        let index = AppShortcutsIndex(device: device.device, locale: locale)
        let listing = AppShortcutsListing(app: index.apps[0], locale: locale)
        switch format {
        case .text: print(AppShortcutsTextRenderer().render(listing), terminator: "")
        case .json: printJSON(try StableJSON.encode(listing))
        }
    }
}
