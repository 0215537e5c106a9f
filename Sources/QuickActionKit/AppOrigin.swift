/// Where an app's facts were read from: the project, target and configuration Xcode would build, or the folders of
/// an app without a project; and where the facts that people see came from.
public struct AppOrigin: Sendable, Hashable, Codable {
    /// What read the app.
    public enum Reader: String, Sendable, Hashable, Codable {
        /// No project file: the Info.plist and the files around it, found by folder names.
        case folders
        case xcodeproj
        case xcodegen
        case tuist
    }

    public var reader: Reader
    /// The project file (`X.xcodeproj/project.pbxproj`, `project.yml`, `Project.swift`).
    public var projectFile: String?
    /// The application target, as the project names it.
    public var target: String?
    /// The build configuration whose settings were used: the one asked for, else the one the target's shared
    /// scheme archives, else Release, else the project's default.
    public var configuration: String?
    /// Why that configuration (`archived by the shared scheme “Chirp”`).
    public var configurationReason: String?
    /// The Info.plist file the target builds from, when it has one.
    public var infoPlistFile: String?
    /// Where the Home Screen name is set: the Info.plist line, or the build setting that set or generated it.
    public var nameLocation: SourceLocation?
    /// `IPHONEOS_DEPLOYMENT_TARGET`.
    public var deploymentTarget: String?
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`: the app icon set the build compiles.
    public var appIconName: String?
    /// What could not be read or evaluated in the project (a missing xcconfig, a Tuist value computed in Swift).
    public var notes: [FileProblem]

    public init(
        reader: Reader, projectFile: String? = nil, target: String? = nil, configuration: String? = nil,
        infoPlistFile: String? = nil, nameLocation: SourceLocation? = nil, deploymentTarget: String? = nil,
        appIconName: String? = nil, notes: [FileProblem] = []
    ) {
        self.reader = reader
        self.projectFile = projectFile
        self.target = target
        self.configuration = configuration
        self.infoPlistFile = infoPlistFile
        self.nameLocation = nameLocation
        self.deploymentTarget = deploymentTarget
        self.appIconName = appIconName
        self.notes = notes
    }

    /// An app read from folders, without a project.
    public static let folders = AppOrigin(reader: .folders)
}
