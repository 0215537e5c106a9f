import AppProject
import ArgumentParser
import Foundation
import QuickActionKit

/// Options shared by every command that reads an app project.
struct ProjectOptions: ParsableArguments {
    @Argument(
        help:
            "An app's .xcodeproj, .xcworkspace, project.yml or Project.swift, a folder holding one, or an app folder or Info.plist without a project.",
        completion: .file()
    )
    var path: String

    @OptionGroup var build: BuildOptions

    /// The one app at `path`, as the options choose it.
    func readApp() throws -> QuickActionKit.App { try readProjectApp().app }

    /// The one app at `path` with the facts about its sources, as the options choose it.
    func readProjectApp() throws -> ProjectApp {
        let project = try build.reader.readProjectApp(at: path)
        ReadWarnings.print(for: project.app)
        return project
    }
}

/// How a project is built: which application target, which configuration, and a product name override.
struct BuildOptions: ParsableArguments {
    @Option(help: "The application target to read when the project has several.")
    var target: String?

    @Option(help: "The build configuration whose settings are used (default: the project's, usually Release).")
    var configuration: String?

    @Option(
        help:
            "Sets PRODUCT_NAME, which $(PRODUCT_NAME) and the Home Screen name may use (default: the project's, or the app's folder name without a project)."
    )
    var appName: String?

    @OptionGroup var settings: XcconfigOption

    var reader: ProjectReader {
        ProjectReader(
            appNameOverride: appName, targetName: target, configuration: configuration, xcconfig: settings.xcconfig)
    }
}

/// `--xcconfig FILE`, for every command that reads a project and for `serve`.
struct XcconfigOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "An xcconfig file applied over every configuration, as xcodebuild -xcconfig: the settings a setup script or CI provides (a base xcconfig that is not checked in, branding).",
            valueName: "file"),
        completion: .file(extensions: ["xcconfig"])
    )
    var xcconfig: String?
}
