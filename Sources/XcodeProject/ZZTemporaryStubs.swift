import Foundation
import QuickActionKit

public struct ResolvedSetting: Sendable, Hashable {
    public var value: String
    public var unresolved: [String]
    public var location: SourceLocation?
}

public struct ResolvedBuildSettings: Sendable {
    let levels: [BuildSettingsLevel]
    public init(levels: [BuildSettingsLevel], context: BuildContext) { self.levels = levels }
    public func value(of name: String) -> ResolvedSetting? {
        for level in levels.reversed() {
            if let a = level.assignments.last(where: { $0.name == name && $0.conditions.isEmpty }) {
                let e = expand(a.value)
                return ResolvedSetting(value: e.value, unresolved: e.unresolved, location: a.location)
            }
        }
        return nil
    }
    public func expand(_ text: String) -> (value: String, unresolved: [String]) {
        var out = text
        for level in levels { for a in level.assignments { out = out.replacingOccurrences(of: "$(\(a.name))", with: a.value) } }
        for level in levels { for a in level.assignments { out = out.replacingOccurrences(of: "$(\(a.name))", with: a.value) } }
        return (out, out.contains("$(") ? [out] : [])
    }
    public var names: Set<String> { Set(levels.flatMap { $0.assignments.map(\.name) }) }
}

public enum XCConfigFile {
    public static func assignments(at path: String, displayPath: String? = nil) throws(ProjectReadError) -> [BuildSettingAssignment] { [] }
}
