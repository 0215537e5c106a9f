import QuickActionKit

/// A project as Xcode would build it, read from a `.xcodeproj` (alone or in a workspace), an XcodeGen
/// `project.yml` or a Tuist `Project.swift`: its targets and the project-wide settings they inherit.
public struct ProjectModel: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable, Codable {
        case xcodeproj
        case xcodegen
        case tuist
    }

    public var format: Format
    /// The file the project was read from: `X.xcodeproj/project.pbxproj`, `project.yml` or `Project.swift`.
    public var file: String
    /// The project's name (`X` of `X.xcodeproj`, XcodeGen's `name`, Tuist's `Project(name:)`): `PROJECT_NAME`.
    public var name: String
    /// The folder build paths are relative to: `SRCROOT` / `PROJECT_DIR`.
    public var sourceRoot: String
    /// `developmentRegion` (XcodeGen: `options.developmentLanguage`): `DEVELOPMENT_LANGUAGE`.
    public var developmentRegion: String?
    public var knownRegions: [String]
    /// The project's levels for each configuration name: its xcconfig, then its settings.
    public var settingsLevels: [String: [BuildSettingsLevel]]
    /// The configuration built when none is named (the project's `defaultConfigurationName`, usually Release).
    public var defaultConfiguration: String
    public var targets: [ProjectTarget]
    /// What could not be read or evaluated (a Tuist value computed in Swift, an unsupported XcodeGen key), for the
    /// output to say; never guessed.
    public var notes: [FileProblem]
    /// Notes that concern one configuration only (its xcconfig is not in the checkout), by configuration name.
    public var configurationNotes: [String: [FileProblem]] = [:]
    /// What the project's shared schemes archive, in scheme-name order.
    public var schemeArchives: [SchemeArchive] = []

    public init(
        format: Format, file: String, name: String, sourceRoot: String, developmentRegion: String? = nil,
        knownRegions: [String] = [], settingsLevels: [String: [BuildSettingsLevel]] = [:],
        defaultConfiguration: String = "Release", targets: [ProjectTarget] = [], notes: [FileProblem] = [],
        configurationNotes: [String: [FileProblem]] = [:]
    ) {
        self.format = format
        self.file = file
        self.name = name
        self.sourceRoot = sourceRoot
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.settingsLevels = settingsLevels
        self.defaultConfiguration = defaultConfiguration
        self.targets = targets
        self.notes = notes
        self.configurationNotes = configurationNotes
    }

    /// The shared scheme whose archive builds `target`: the scheme named after the target, else the only scheme
    /// that archives it, else the first of several that archive it in one configuration (they agree).
    public func archive(of target: String) -> SchemeArchive? {
        let building = archives(of: target)
        if let named = building.first(where: { $0.scheme == target }) { return named }
        return Set(building.map(\.configuration)).count == 1 ? building.first : nil
    }

    /// Every shared scheme that archives `target`, by name.
    public func archives(of target: String) -> [SchemeArchive] {
        schemeArchives.filter { $0.targets.contains(target) }.sorted { $0.scheme < $1.scheme }
    }

    /// The configuration names any level declares, sorted.
    public var configurationNames: [String] {
        Set(settingsLevels.keys).union(targets.flatMap(\.settingsLevels.keys)).sorted()
    }
}
