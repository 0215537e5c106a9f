import AppProject
import ArgumentParser
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview

/// `quickactions menu`: the menu people see when they touch and hold the app's icon.
struct MenuCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "Show the Home Screen quick-action menu of an app.",
        discussion: """
            Composes the menu as iOS does: static items in Info.plist order, then dynamic items, at most four, then \
            the system items. Items that are not shown are listed with the reason. With --state launched or updated \
            and no --dynamic, the dynamic items found in the Swift sources are used, in source order. When the fonts \
            are installed, titles and subtitles are measured as `preview` draws them (at --text-size) and shown \
            wrapped, shrunk or cut with “…” as there; --no-measure prints them in full. A language the app lacks \
            falls back to its development region, as iOS does, and the header says which localization is shown.
            """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @OptionGroup var menu: MenuOptions

    @Option(help: "A JSON file with the dynamic items the app registers (an array of shortcut items).")
    var dynamic: String?

    @Option(help: "appStore (Share item), testFlight (Send Beta Feedback) or development (neither).")
    var distribution: Distribution = .appStore

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Flag(inversion: .prefixedNo, help: "Measure titles with the fonts, as preview does (text output).")
    var measure = true

    func run() throws {
        let app = try project.readApp()
        let request = menu.request(
            dynamicItems: try DynamicItemsOption(path: dynamic).items(for: app), distribution: distribution)
        let presenter = MenuPresenter(measurer: format == .text && measure ? Self.measurer() : nil)
        let presented = try presenter.present(
            app, request, style: MenuStyle(textSize: menu.textSize, measures: measure))
        switch format {
        case .text: print(presented.text, terminator: "")
        case .json: printJSON(try presented.jsonData())
        }
    }

    /// The fonts' measurer, or nil without fonts (said on standard error: the titles are then shown in full).
    static func measurer() -> TextMeasurer? {
        do {
            return try TextMeasurer.make()
        } catch {
            Diagnostics.note("titles are not measured: \(error)")
            return nil
        }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

extension AppPhase: ExpressibleByArgument {}

/// `--locale`: parsed once, as every tool and the server parse it.
extension LocaleIdentifier: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
extension DeviceKind: ExpressibleByArgument {}

extension MenuEra: ExpressibleByArgument {
    /// `--era`'s help, the same for every command that draws or lists a menu.
    static let help = ArgumentHelp(
        "classic (iOS 13-18, icons trailing; the default), glass (iOS 26, icons leading) or touch (the HIG's 3D "
            + "Touch rule: icons on the app icon's side).")
}
extension Distribution: ExpressibleByArgument {}
