import QuickActionKit

/// XcodeGen `settings` (Docs/ProjectSpec.md, "Settings"; `ProjectSpec/Settings.swift`): a plain map of build settings,
/// or `base` + `configs` (+ `groups`), in which case a plain key beside them is ignored, as XcodeGen ignores it.
struct XcodeGenSettings {
    /// The project's configuration names.
    let configurationNames: [String]

    /// The assignments `settings` makes for `configuration`, in XcodeGen's order (`SettingsBuilder.getBuildSettings`):
    /// `base`, then each `configs` key that matches the configuration, each at its key's line.
    func assignments(
        of settings: YAMLNode, for configuration: String
    ) throws(ProjectReadError) -> [BuildSettingAssignment] {
        guard let entries = settings.entries else {
            throw ProjectReadError(settings.location, "settings must be a mapping, not \(settings.shapeDescription)")
        }
        guard Self.isStructured(settings) else { return try Self.assignments(entries) }
        var result: [BuildSettingAssignment] = []
        if let base = settings["base"] {
            guard let baseEntries = base.value.entries else {
                throw ProjectReadError(base.value.location, "settings.base must be a mapping of build settings")
            }
            result += try Self.assignments(baseEntries)
        }
        if let configs = settings["configs"] {
            guard let variants = configs.value.entries else {
                throw ProjectReadError(
                    configs.value.location, "settings.configs must map configuration names to settings")
            }
            for variant in variants where applies(variant: variant.key, to: configuration) {
                result += try assignments(of: variant.value, for: configuration)
            }
        }
        return result
    }

    /// Whether `settings` uses `base` / `configs` / `groups` rather than being a plain map.
    static func isStructured(_ settings: YAMLNode) -> Bool {
        ["base", "configs", "groups", "presets"].contains { settings[$0] != nil }
    }

    /// A `configs` key applies to each configuration whose name contains it, ignoring case, unless it names another
    /// configuration exactly (`Release` does not apply to `Staging Release`), as XcodeGen matches them.
    func applies(variant: String, to configuration: String) -> Bool {
        guard configuration.lowercased().contains(variant.lowercased()) else { return false }
        return !configurationNames.contains(variant) || variant == configuration
    }

    private static func assignments(_ entries: [YAMLEntry]) throws(ProjectReadError) -> [BuildSettingAssignment] {
        var result: [BuildSettingAssignment] = []
        for entry in entries {
            let (name, conditions) = BuildSettingName.parse(entry.key)
            result.append(
                BuildSettingAssignment(
                    name: name, conditions: conditions, value: try value(of: entry), location: entry.keyLocation))
        }
        return result
    }

    /// A setting's value as XcodeGen writes it (`BuildSetting(any:)`): a list joined with spaces, a Boolean as
    /// `YES`/`NO`, a number as Swift prints it (so `15.10` is written `15.1`, as XcodeGen writes it).
    static func value(of entry: YAMLEntry) throws(ProjectReadError) -> String {
        if let scalar = entry.value.scalar { return text(of: scalar) }
        if let elements = entry.value.elements {
            var parts: [String] = []
            for element in elements {
                guard let scalar = element.scalar else {
                    throw ProjectReadError(
                        element.location,
                        "the setting \(entry.key) must list plain values, not \(element.shapeDescription)")
                }
                parts.append(text(of: scalar))
            }
            return parts.joined(separator: " ")
        }
        throw ProjectReadError(
            entry.value.location,
            "the setting \(entry.key) must be a value or a list, not \(entry.value.shapeDescription)")
    }

    private static func text(of scalar: YAMLScalar) -> String {
        switch scalar.value {
        case .string: scalar.text
        case .bool(let value): value ? "YES" : "NO"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        }
    }
}
