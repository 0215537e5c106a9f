import AppProject
import ArgumentParser
import Foundation
import XcodeProject

/// A command that reads apps. Before it runs, `QuickActions.main` confines every read of an app's files to the
/// repositories holding the paths it was given (issue 34: symbolic links are followed only within the repository),
/// and to the folders of files a person names with options (an `--xcconfig` file may include files beside it).
protocol RepositoryCommand: ParsableCommand {
    /// The paths of the apps the command reads.
    var appPaths: [String] { get }
    /// The files a person named with options (an xcconfig, a lint configuration or baseline): their folders are
    /// inside too.
    var namedFiles: [String] { get }
}

extension RepositoryCommand {
    var boundary: RepositoryBoundary {
        RepositoryBoundary(
            repositoriesOf: appPaths,
            folders: namedFiles.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
    }
}

/// The commands that read one app through `ProjectOptions`.
protocol ProjectCommand: RepositoryCommand {
    var project: ProjectOptions { get }
    /// The files other options name (`--dynamic`).
    var optionFiles: [String?] { get }
}

extension ProjectCommand {
    var appPaths: [String] { [project.path] }
    var namedFiles: [String] { ([project.build.settings.xcconfig] + optionFiles).compactMap { $0 } }
    var optionFiles: [String?] { [] }
}

extension MenuCommand: ProjectCommand {
    var optionFiles: [String?] { [dynamic] }
}
extension LaunchCommand: ProjectCommand {
    var optionFiles: [String?] { [dynamic] }
}
extension PreviewCommand: ProjectCommand {}
extension ShortcutsCommand: ProjectCommand {}
extension ExportCommand: ProjectCommand {
    var optionFiles: [String?] { [dynamic, merge] }
}

extension LintCommand: RepositoryCommand {
    /// The apps, and the current folder, whose `.quickactions.yml` applies to every app.
    var appPaths: [String] { paths + ["."] }
    var namedFiles: [String] { [build.settings.xcconfig, config, baseline].compactMap { $0 } }
}

extension SiriCommand: RepositoryCommand {
    /// The arguments but the utterance.
    var appPaths: [String] { Array(arguments.dropLast()) }
    var namedFiles: [String] { build.settings.xcconfig.map { [$0] } ?? [] }
}

extension ImportCommand: RepositoryCommand {
    var appPaths: [String] { [into] }
    /// The file imported is read by `FileSystemSource`, outside any boundary.
    var namedFiles: [String] { build.settings.xcconfig.map { [$0] } ?? [] }
}

extension ServeCommand: RepositoryCommand {
    /// The apps, and the bundled examples the Home Screen shows beside them (in a repository of their own).
    var appPaths: [String] { paths + neighbours }
    var namedFiles: [String] { settings.xcconfig.map { [$0] } ?? [] }
}
