import QuickActionKit

/// One build setting as written in a `.pbxproj`, an `.xcconfig`, a `project.yml` or a `Project.swift`:
/// `NAME[sdk=iphoneos*][config=Release] = value`, with where it was written.
public struct BuildSettingAssignment: Sendable, Hashable {
    public var name: String
    /// The conditions in brackets, in the order written: `sdk`, `config`, `arch`, … → pattern (`*` is a wildcard).
    public var conditions: [BuildSettingCondition]
    public var value: String
    public var location: SourceLocation

    public init(
        name: String, conditions: [BuildSettingCondition] = [], value: String, location: SourceLocation
    ) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.location = location
    }
}

/// One `[key=pattern]` condition of a build setting.
public struct BuildSettingCondition: Sendable, Hashable {
    public var key: String
    public var pattern: String

    public init(key: String, pattern: String) {
        self.key = key
        self.pattern = pattern
    }
}

/// One level of the build-settings stack, lowest first: Xcode's defaults, the project's xcconfig, the project's
/// settings, the target's xcconfig, the target's settings (xcode-project-facts.md, "Build settings").
public struct BuildSettingsLevel: Sendable, Hashable {
    /// What the level is, for people: `defaults`, `project xcconfig`, `project`, `target xcconfig`, `target`.
    public var name: String
    /// The assignments in the order written (a later one of the same name and conditions wins).
    public var assignments: [BuildSettingAssignment]

    public init(name: String, assignments: [BuildSettingAssignment]) {
        self.name = name
        self.assignments = assignments
    }
}

/// What the conditions of a setting are matched against: the configuration being built, the SDK and architecture.
public struct BuildContext: Sendable, Hashable {
    public var configuration: String
    /// `iphoneos`, as for a device build (`iphoneos26.0` matches `iphoneos*`).
    public var sdk: String
    public var arch: String

    public init(configuration: String, sdk: String = "iphoneos", arch: String = "arm64") {
        self.configuration = configuration
        self.sdk = sdk
        self.arch = arch
    }
}
