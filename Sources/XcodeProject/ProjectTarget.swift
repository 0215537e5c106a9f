import QuickActionKit

/// One target of a project, as any of the project formats describes it (`.pbxproj`, XcodeGen, Tuist): what it
/// builds, its settings per configuration and the files that belong to it.
public struct ProjectTarget: Sendable, Hashable {
    public var name: String
    public var productType: ProductType
    /// Where the target is declared (its object in the `.pbxproj`, its key in `project.yml`, its call in
    /// `Project.swift`).
    public var location: SourceLocation
    /// The target's own levels for each configuration name: its xcconfig, then its settings. The project's levels
    /// and Xcode's defaults come from `ProjectModel`.
    public var settingsLevels: [String: [BuildSettingsLevel]]
    /// The files that belong to the target (sources, resources, localized variants, files of synchronized folders
    /// minus the target's exceptions, sources of local Swift packages it links), as paths on disk, each once.
    public var memberFiles: [String]
    /// Info.plist keys the project format states itself, beside the file (XcodeGen's `info.properties`, Tuist's
    /// `.extendingDefault(with:)`), with their positions; nil when there are none.
    public var infoPlistProperties: PlistNode?
    /// Notes about one of the target's configurations (its xcconfig is not in the checkout), by configuration name.
    public var configurationNotes: [String: [FileProblem]] = [:]

    public init(
        name: String, productType: ProductType, location: SourceLocation,
        settingsLevels: [String: [BuildSettingsLevel]] = [:], memberFiles: [String] = [],
        infoPlistProperties: PlistNode? = nil
    ) {
        self.name = name
        self.productType = productType
        self.location = location
        self.settingsLevels = settingsLevels
        self.memberFiles = memberFiles
        self.infoPlistProperties = infoPlistProperties
    }
}
