import Foundation

/// The name part of a build-setting key, `NAME[sdk=iphoneos*][config=Release]`, as `.pbxproj` and `.xcconfig`
/// files write conditional settings (xcode-project-facts.md, "Build settings").
enum BuildSettingName {
    /// The bare name and its conditions, in the order written; condition keys and patterns are kept exactly as
    /// written, as Xcode keeps them (and as `XCConfigLine` does). Text that is not a well-formed condition stays part
    /// of the name, so it matches nothing rather than being read as something else.
    static func parse(_ key: String) -> (name: String, conditions: [BuildSettingCondition]) {
        guard let open = key.firstIndex(of: "["), key.hasSuffix("]") else { return (key, []) }
        var conditions: [BuildSettingCondition] = []
        for part in key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: "][") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return (key, []) }
            conditions.append(BuildSettingCondition(key: String(pair[0]), pattern: String(pair[1])))
        }
        return (String(key[..<open]).trimmingCharacters(in: .whitespaces), conditions)
    }
}
