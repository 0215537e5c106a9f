/// What the system remembers of an app's App Shortcuts: how often each ran and the parameter values used last
/// (platform-facts §6-7: Spotlight order follows use; Siri suggests the value used most recently).
public struct AppShortcutUsage: Sendable, Hashable, Codable {
    /// Runs per shortcut, by declared index.
    public var runCounts: [Int: Int] = [:]
    /// The case used last for a parameter, keyed `IntentType.parameter`.
    public var lastValues: [String: String] = [:]
    /// Defaults the app declares by time of day, keyed `IntentType.parameter`.
    public var timeOfDayRules: [String: [TimeOfDayRule]] = [:]

    public init() {}

    static func key(intentType: String, parameter: String) -> String { "\(intentType).\(parameter)" }
}

/// A default parameter value for part of the day: hours `start..<end` (wrapping past midnight when `end` ≤
/// `start`), as an app may declare for Siri's follow-up question (HIG-AS: suggest a time-of-day default).
public struct TimeOfDayRule: Sendable, Hashable, Codable {
    public var startHour: Int
    public var endHour: Int
    /// The enum case suggested in those hours.
    public var caseName: String

    public init(startHour: Int, endHour: Int, caseName: String) {
        self.startHour = startHour
        self.endHour = endHour
        self.caseName = caseName
    }

    public func contains(hour: Int) -> Bool {
        startHour < endHour ? (startHour..<endHour).contains(hour) : hour >= startHour || hour < endHour
    }
}

extension Device {
    /// Records that an App Shortcut ran (from Siri, Spotlight or the Action button), with the parameter value.
    public mutating func recordAppShortcutRun(
        _ id: String, shortcutIndex: Int, parameter: ExpandedPhrase.ParameterValue? = nil
    ) throws(DeviceError) {
        let installed = try installedApp(id)
        var usage = installed.appShortcutUsage
        usage.runCounts[shortcutIndex, default: 0] += 1
        let shortcuts = installed.app.appShortcuts.shortcuts
        if let parameter, shortcuts.indices.contains(shortcutIndex) {
            usage.lastValues[
                AppShortcutUsage.key(intentType: shortcuts[shortcutIndex].intentType, parameter: parameter.name)] =
                parameter.caseName
        }
        try setUsage(usage, for: id)
    }

    /// Declares the app's time-of-day defaults for an intent's parameter.
    public mutating func declareTimeOfDayDefaults(
        _ rules: [TimeOfDayRule], for id: String, intentType: String, parameter: String
    ) throws(DeviceError) {
        // The default must name a case the app declares, or it would silently never apply.
        let declarations = try installedApp(id).app.appShortcuts
        guard let intent = declarations.intent(named: intentType) else {
            throw .unknownDefault(
                "\(id) declares no intent \(intentType); it declares "
                    + (declarations.intents.map(\.typeName).joined(separator: ", ").nilIfEmpty ?? "none"))
        }
        guard let declared = intent.parameters.first(where: { $0.name == parameter }) else {
            throw .unknownDefault(
                "\(intentType) has no parameter \(parameter); its parameters: "
                    + (intent.parameters.map(\.name).joined(separator: ", ").nilIfEmpty ?? "none"))
        }
        guard let enumeration = declarations.enumeration(named: declared.baseTypeName) else {
            throw .unknownDefault(
                "\(intentType).\(parameter) is a \(declared.baseTypeName), not an AppEnum: a time-of-day default names an enum case"
            )
        }
        let cases = enumeration.cases.map(\.name)
        for rule in rules where !cases.contains(rule.caseName) {
            throw .unknownDefault(
                "\(enumeration.typeName) has no case \(rule.caseName); its cases: \(cases.joined(separator: ", "))")
        }
        var usage = try installedApp(id).appShortcutUsage
        usage.timeOfDayRules[AppShortcutUsage.key(intentType: intentType, parameter: parameter)] = rules
        try setUsage(usage, for: id)
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
