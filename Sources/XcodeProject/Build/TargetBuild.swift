import QuickActionKit

/// One target of a project built in one configuration: its resolved build settings, and what they say about the
/// app (Info.plist file and generated keys, display facts). This is the answer to "what would Xcode build".
public struct TargetBuild: Sendable {
    public let project: ProjectModel
    public let target: ProjectTarget
    /// The configuration built: the one asked for, else the one the target's shared scheme archives (what an App
    /// Store build uses), else Release when the project has it, else the project's default
    /// (`defaultConfigurationName`).
    public let configuration: String
    /// Why that configuration, in words for the "Read from" line (`archived by the shared scheme “Chirp”`).
    public let configurationReason: String
    public let settings: ResolvedBuildSettings

    /// - Throws: `ProjectReadError` naming the project file when the configuration does not exist.
    /// - Parameter project: the project holding the target.
    /// - Parameter target: the target to build.
    /// - Parameter configuration: the configuration asked for (default: Release when the project has it).
    /// - Parameter overrides: settings given on the command line, above every level (`--app-name` sets
    ///   `PRODUCT_NAME`).
    /// - Parameter xcconfig: the assignments of an xcconfig file given on the command line (`--xcconfig`, as
    ///   `xcodebuild -xcconfig`): above the project's and target's levels, below `overrides`.
    public init(
        project: ProjectModel, target: ProjectTarget, configuration: String? = nil, overrides: [String: String] = [:],
        xcconfig: BuildSettingsLevel? = nil
    ) throws(ProjectReadError) {
        let names = project.configurationNames
        let chosen: String
        if let configuration {
            chosen = configuration
            configurationReason = "--configuration"
        } else if let archive = project.archive(of: target.name),
            names.isEmpty || names.contains(archive.configuration)
        {
            chosen = archive.configuration
            let agreeing = project.archives(of: target.name)
            configurationReason =
                archive.scheme != target.name && agreeing.count > 1
                ? "archived by the shared schemes \(Self.names(of: agreeing))"
                : "archived by the shared scheme \u{201C}\(archive.scheme)\u{201D}"
        } else if names.contains("Release") {
            chosen = "Release"
            configurationReason = "\(Self.noArchive(of: target.name, in: project)); the one named Release"
        } else {
            chosen = project.defaultConfiguration
            configurationReason =
                "the project's default; \(Self.noArchive(of: target.name, in: project)) and none is named Release"
        }
        guard names.isEmpty || names.contains(chosen) else {
            throw ProjectReadError(
                file: project.file,
                "there is no configuration '\(chosen)' in this project; choose one of: "
                    + names.joined(separator: ", "), remedy: .configuration)
        }
        self.project = project
        self.target = target
        self.configuration = chosen
        let levels =
            [BuildSettingDefaults.level(project: project, target: target, configuration: chosen)]
            + (project.settingsLevels[chosen] ?? []) + (target.settingsLevels[chosen] ?? [])
            + (xcconfig.map { [$0] } ?? [])
            + [
                BuildSettingsLevel(
                    name: "command line",
                    assignments: overrides.sorted { $0.key < $1.key }.map {
                        BuildSettingAssignment(
                            name: $0.key, value: $0.value, location: SourceLocation(file: "command line"))
                    })
            ]
        self.settings = ResolvedBuildSettings(levels: levels, context: BuildContext(configuration: chosen))
    }

    /// Why no scheme decided: a project's shared schemes do not archive the target, or archive it in different
    /// configurations and none is named after it (Firefox Focus's Focus and Klar schemes build one target as two
    /// brands), or (XcodeGen, Tuist) the generated project's schemes are not read.
    private static func noArchive(of target: String, in project: ProjectModel) -> String {
        guard project.format == .xcodeproj else { return "the schemes of a generated project are not read" }
        let archives = project.archives(of: target)
        guard !archives.isEmpty else { return "no shared scheme archives \(target)" }
        // Each configuration with the schemes that archive in it, the most used first; a few names each.
        let byConfiguration = Dictionary(grouping: archives, by: \.configuration).sorted {
            ($0.value.count, $1.key) > ($1.value.count, $0.key)
        }
        let each = byConfiguration.map { configuration, schemes in
            let named = schemes.prefix(2).map { "\u{201C}\($0.scheme)\u{201D}" }.joined(separator: ", ")
            return "\(configuration): \(named)" + (schemes.count > 2 ? " and \(schemes.count - 2) more" : "")
        }
        return "the shared schemes that archive \(target) differ (\(each.joined(separator: "; ")))"
    }

    /// “A” and “B”, “A”, “B” and “C”.
    private static func names(of archives: [SchemeArchive]) -> String {
        let quoted = archives.map { "\u{201C}\($0.scheme)\u{201D}" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// The setting's expanded value, nil when unset or empty.
    public func value(_ name: String) -> String? {
        guard let value = settings.value(of: name)?.value, !value.isEmpty else { return nil }
        return value
    }

    /// The Info.plist file the target builds from (`INFOPLIST_FILE`, relative to the project's folder), if any; a
    /// name that differs from the file's only in case finds it, as on a Mac.
    public var infoPlistFile: String? {
        value("INFOPLIST_FILE").map { ProjectPath.join(project.sourceRoot, $0) }.map { ProjectPath.existing($0) ?? $0 }
    }

    /// The build-time folder `INFOPLIST_FILE` lies in (`DERIVED_FILE_DIR`), when a build step writes the Info.plist
    /// there (issue 32: UTM's SE target); such a file cannot be read from the project before a build.
    public var infoPlistBuildFolder: String? {
        guard let value = value("INFOPLIST_FILE") else { return nil }
        return Self.buildTimeFolders.first { value.contains("$(\($0))") || value.contains("${\($0)}") }
    }

    /// Folders Xcode defines only while it builds (Build Settings Reference), which a project's settings leave
    /// unexpanded here.
    static let buildTimeFolders = [
        "DERIVED_FILE_DIR", "DERIVED_FILES_DIR", "DERIVED_SOURCES_DIR", "BUILT_PRODUCTS_DIR", "TARGET_BUILD_DIR",
        "CONFIGURATION_BUILD_DIR", "TARGET_TEMP_DIR", "CONFIGURATION_TEMP_DIR", "PROJECT_TEMP_DIR", "OBJROOT",
        "SYMROOT", "TEMP_DIR", "BUILD_DIR",
    ]

    /// Where `INFOPLIST_FILE` is set, for errors about it.
    public var infoPlistFileSetting: SourceLocation? { settings.value(of: "INFOPLIST_FILE")?.location }

    /// `GENERATE_INFOPLIST_FILE = YES`: Xcode adds keys from build settings to the file (or makes one without it).
    public var generatesInfoPlist: Bool { value("GENERATE_INFOPLIST_FILE").map(BuildSettingValue.isYes) ?? false }

    /// Whether the target builds for iOS, whose Home Screen shows quick actions: `SUPPORTED_PLATFORMS` lists
    /// `iphoneos`, or (without it) `SDKROOT` is `iphoneos` or `auto` (a multiplatform target). A Mac, watch or TV
    /// app is an application target too, but has no Home Screen.
    public var buildsForIOS: Bool {
        if let platforms = value("SUPPORTED_PLATFORMS") {
            return platforms.split(separator: " ").contains { $0.hasPrefix("iphoneos") }
        }
        let sdk = value("SDKROOT") ?? "iphoneos"
        return sdk.hasPrefix("iphoneos") || sdk == "auto"
    }

    /// What could not be read or evaluated for this build: the project's notes, and those of this configuration of the
    /// project and of the target.
    public var notes: [FileProblem] {
        project.notes + (project.configurationNotes[configuration] ?? [])
            + (target.configurationNotes[configuration] ?? [])
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET`.
    public var deploymentTarget: String? { value("IPHONEOS_DEPLOYMENT_TARGET") }

    /// `ASSETCATALOG_COMPILER_APPICON_NAME`: the app icon set the build compiles.
    public var appIconName: String? { value("ASSETCATALOG_COMPILER_APPICON_NAME") }

    /// `DEVELOPMENT_LANGUAGE`: the project's development region (Xcode's default is English).
    public var developmentLanguage: String { value("DEVELOPMENT_LANGUAGE") ?? "en" }
}

/// How Xcode reads YES/NO build-setting values.
enum BuildSettingValue {
    static func isYes(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.lowercased())
    }
}
