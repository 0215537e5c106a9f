import Foundation
import QuickActionKit

/// The reading state of one merged XcodeGen spec: its configurations, settings and what could not be evaluated.
struct XcodeGenProject {
    let spec: YAMLNode
    let file: String
    let sourceRoot: String
    /// The configuration names, sorted, as XcodeGen orders them (`Project.init`): `configs`, else Debug and Release.
    private(set) var configurationNames: [String] = ["Debug", "Release"]
    /// The names each configuration's project xcconfig sets, which XcodeGen's presets do not override.
    private var projectXCConfigNames: [String: Set<String>] = [:]
    /// The project's levels, once read.
    private(set) var projectLevels: [String: [BuildSettingsLevel]] = [:]
    var notes: [FileProblem] = []

    init(spec: YAMLNode, file: String, sourceRoot: String) {
        self.spec = spec
        self.file = file
        self.sourceRoot = sourceRoot
    }

    var settingsReader: XcodeGenSettings { XcodeGenSettings(configurationNames: configurationNames) }

    mutating func read() throws(ProjectReadError) -> ProjectModel {
        guard let nameEntry = spec["name"] else {
            throw ProjectReadError(spec.location, "the spec has no 'name'; XcodeGen needs the project's name")
        }
        guard let name = nameEntry.value.text else {
            throw ProjectReadError(
                nameEntry.value.location, "name must be a string, not \(nameEntry.value.shapeDescription)")
        }
        if let configs = spec["configs"] {
            guard let entries = configs.value.entries else {
                throw ProjectReadError(
                    configs.value.location, "configs must map configuration names to debug or release")
            }
            configurationNames = entries.map(\.key).sorted()
        }
        let options = try mapping("options", in: spec)
        projectLevels = try levels(
            scope: "project", settings: spec["settings"], configFiles: spec["configFiles"],
            leading: try deploymentTargets(options?["deploymentTarget"]))
        noteUnevaluated(["targetTemplates", "settingGroups", "aggregateTargets", "projectReferences"], in: spec)
        var targets: [ProjectTarget] = []
        if let targetsEntry = spec["targets"] {
            guard let entries = targetsEntry.value.entries else {
                throw ProjectReadError(
                    targetsEntry.value.location,
                    "targets must be a mapping of target names to targets, not \(targetsEntry.value.shapeDescription)")
            }
            for entry in entries { targets.append(try target(entry, options: options)) }
        }
        return ProjectModel(
            format: .xcodegen, file: file, name: name, sourceRoot: sourceRoot,
            developmentRegion: options?["developmentLanguage"]?.value.text ?? "en",
            settingsLevels: projectLevels,
            defaultConfiguration: options?["defaultConfig"]?.value.text ?? configurationNames.first ?? "Debug",
            targets: targets.sorted { $0.name < $1.name }, notes: notes)
    }

    // MARK: Levels

    /// Each configuration's levels for the project or a target: its xcconfig (`configFiles`), then its settings:
    /// XcodeGen's `presets` less those an xcconfig of the project or target sets (`SettingsBuilder`), the `leading`
    /// assignments, then the `settings`.
    mutating func levels(
        scope: String, settings: YAMLEntry?, configFiles: YAMLEntry?, presets: [BuildSettingAssignment] = [],
        leading: [BuildSettingAssignment] = [], leadingByConfiguration: [String: [BuildSettingAssignment]] = [:]
    ) throws(ProjectReadError) -> [String: [BuildSettingsLevel]] {
        if let settings, let groups = settings.value["groups"] ?? settings.value["presets"] {
            notes.append(
                FileProblem(
                    location: groups.keyLocation,
                    message: "setting groups are not evaluated; the settings of \(groups.value.text ?? "these groups") "
                        + "are not applied"))
        }
        let xcconfigs = try mapping("configFiles", entry: configFiles)
        var result: [String: [BuildSettingsLevel]] = [:]
        for configuration in configurationNames {
            var levels: [BuildSettingsLevel] = []
            var xcconfigNames = projectXCConfigNames[configuration] ?? []
            if let xcconfig = xcconfigs?[configuration], let level = try xcconfigLevel(xcconfig, scope: scope) {
                levels.append(level)
                xcconfigNames.formUnion(level.assignments.map(\.name))
                if scope == "project" { projectXCConfigNames[configuration] = xcconfigNames }
            }
            var assignments = presets.filter { !xcconfigNames.contains($0.name) }
            assignments += leading + (leadingByConfiguration[configuration] ?? [])
            if let settings { assignments += try settingsReader.assignments(of: settings.value, for: configuration) }
            levels.append(BuildSettingsLevel(name: scope, assignments: assignments))
            result[configuration] = levels
        }
        return result
    }

    /// An xcconfig of `configFiles` as a level; one that is not on disk is noted, as the rest of the settings hold.
    private mutating func xcconfigLevel(
        _ entry: YAMLEntry, scope: String
    ) throws(ProjectReadError) -> BuildSettingsLevel? {
        guard let relative = entry.value.text else {
            throw ProjectReadError(
                entry.value.location, "configFiles.\(entry.key) must be the path of an .xcconfig file")
        }
        let path = diskPath(relative, writtenIn: entry.value)
        guard FileManager.default.fileExists(atPath: path) else {
            notes.append(
                FileProblem(
                    location: entry.value.location,
                    message: "the configuration file \(path) does not exist; its settings are not applied"))
            return nil
        }
        let read = try XCConfigFile.projectAssignments(at: path)
        notes += read.notes
        return BuildSettingsLevel(name: "\(scope) xcconfig", assignments: read.assignments)
    }

    /// `options.deploymentTarget` / a target's `deploymentTarget` as the platform's deployment-target setting.
    func deploymentTargets(_ entry: YAMLEntry?) throws(ProjectReadError) -> [BuildSettingAssignment] {
        guard let entry else { return [] }
        guard let platforms = entry.value.entries else {
            throw ProjectReadError(entry.value.location, "options.deploymentTarget must map platforms to versions")
        }
        return platforms.compactMap { platform in
            guard let setting = XcodeGenPlatform.deploymentTargetSetting[platform.key],
                let version = platform.value.text
            else { return nil }
            return BuildSettingAssignment(name: setting, value: version, location: platform.keyLocation)
        }
    }

    // MARK: Helpers

    /// A path written in the spec, on disk: relative to the folder of the spec that wrote it.
    func diskPath(_ path: String, writtenIn node: YAMLNode) -> String {
        ProjectPath.join(sourceRoot, ProjectPath.join(node.pathPrefix, path))
    }

    /// The same path relative to the project's folder, as XcodeGen writes it into build settings.
    func projectRelativePath(_ path: String, writtenIn node: YAMLNode) -> String {
        ProjectPath.join(node.pathPrefix, path)
    }

    /// The mapping under `key`, nil when absent. - Throws: when the value is not a mapping.
    func mapping(_ key: String, in node: YAMLNode) throws(ProjectReadError) -> YAMLNode? {
        try mapping(key, entry: node[key])
    }

    func mapping(_ key: String, entry: YAMLEntry?) throws(ProjectReadError) -> YAMLNode? {
        guard let entry else { return nil }
        guard entry.value.entries != nil else {
            throw ProjectReadError(
                entry.value.location, "\(key) must be a mapping, not \(entry.value.shapeDescription)")
        }
        return entry.value
    }

    mutating func noteUnevaluated(_ keys: [String], in node: YAMLNode) {
        for key in keys {
            guard let entry = node[key] else { continue }
            notes.append(
                FileProblem(
                    location: entry.keyLocation, message: "'\(key)' is not evaluated; what it adds is not read"))
        }
    }
}
