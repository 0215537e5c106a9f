import Foundation
import QuickActionKit
import SwiftSyntax

/// The reading state of one `Project.swift`: its literals, configurations and settings.
struct TuistProject {
    var literals: TuistLiterals
    let sourceRoot: String
    /// The project's configurations in the order written, each with whether it is a release one.
    private(set) var configurations: [(name: String, isRelease: Bool)] = [("Debug", false), ("Release", true)]

    init(literals: TuistLiterals, sourceRoot: String) {
        self.literals = literals
        self.sourceRoot = sourceRoot
    }

    mutating func read(_ project: ManifestCall) -> ProjectModel {
        let file = literals.file
        let name =
            project["name"].flatMap { literals.string($0, what: "the project's name") }
            ?? ProjectPath.stem(
                of: ProjectPath.name(of: sourceRoot))
        var settings: TuistSettings?
        if let expression = project["settings"] {
            settings = TuistSettings(expression, literals: &literals, sourceRoot: sourceRoot)
            if let declared = settings?.configurations, !declared.isEmpty {
                configurations = declared.map { ($0.name, $0.isRelease) }
            }
        }
        let projectLevels = levels(settings, scope: "project")
        var targets: [ProjectTarget] = []
        if let expression = project["targets"], let elements = literals.array(expression, what: "the targets list") {
            for element in elements {
                if let target = target(element) { targets.append(target) }
            }
        }
        let defaultConfiguration =
            configurations.first(where: \.isRelease)?.name ?? configurations.first?.name ?? "Release"
        return ProjectModel(
            format: .tuist, file: file, name: name, sourceRoot: sourceRoot,
            developmentRegion: developmentRegion(project["options"]), settingsLevels: projectLevels,
            defaultConfiguration: defaultConfiguration, targets: targets, notes: literals.notes)
    }

    /// Each configuration's levels for the project or a target: the configuration's xcconfig, then `leading`
    /// assignments, `base` and the configuration's settings.
    func levels(
        _ settings: TuistSettings?, scope: String, leading: [BuildSettingAssignment] = []
    ) -> [String: [BuildSettingsLevel]] {
        var result: [String: [BuildSettingsLevel]] = [:]
        for configuration in configurations.map(\.name) {
            var levels: [BuildSettingsLevel] = []
            let own = settings?.configurations.first { $0.name == configuration }
            if let xcconfig = own?.xcconfig {
                levels.append(BuildSettingsLevel(name: "\(scope) xcconfig", assignments: xcconfig))
            }
            levels.append(
                BuildSettingsLevel(
                    name: scope, assignments: leading + (settings?.base ?? []) + (own?.assignments ?? [])))
            result[configuration] = levels
        }
        return result
    }

    /// `options: .options(developmentRegion: "…")`.
    private mutating func developmentRegion(_ options: ExprSyntax?) -> String? {
        guard let options, let call = ManifestCall(options), let region = call["developmentRegion"] else { return nil }
        return literals.string(region, what: "the development region")
    }

    /// A path of the manifest on disk: relative to its folder.
    func diskPath(_ path: String) -> String {
        ProjectPath.join(sourceRoot, path)
    }
}
