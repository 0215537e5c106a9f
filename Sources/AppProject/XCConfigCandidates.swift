import Foundation
import XcodeProject

/// The xcconfig files in a checkout that set build variables a project leaves undefined (issue 31): a base xcconfig
/// a setup script copies from a template (`Brand.xcconfig.template`, `Secrets.example.xcconfig`), or one kept for
/// another flavour, which the user can pass with `--xcconfig`.
enum XCConfigCandidates {
    /// At most this many entries of the checkout are looked at.
    static let maximumEntries = 20_000

    /// The files under `root` whose name holds `.xcconfig` and that assign one of `variables` (`NAME = …` at a
    /// line's start), sorted.
    static func files(under root: String, setting variables: [String]) -> [String] {
        guard !variables.isEmpty, let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        var seen = 0
        while let relative = walk.nextObject() as? String, seen < maximumEntries {
            seen += 1
            let name = ProjectPath.name(of: relative)
            if ProjectDiscovery.isSkipped(name) {
                walk.skipDescendants()
                continue
            }
            guard name.contains(".xcconfig"), let data = ProjectFile.read(ProjectPath.join(root, relative)) else {
                continue
            }
            let text = String(decoding: data.prefix(256 * 1024), as: UTF8.self)
            let assigned = text.split(whereSeparator: \.isNewline).contains { line in
                variables.contains { assigns(line, $0) }
            }
            if assigned { found.append(ProjectPath.join(root, relative)) }
        }
        return found.sorted()
    }

    /// Whether an xcconfig line assigns `variable`: `NAME = …`, `NAME[config=Release] = …`.
    static func assigns(_ line: Substring, _ variable: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(variable) else { return false }
        var rest = trimmed.dropFirst(variable.count)
        while rest.first == "[", let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...] }
        return rest.drop { $0 == " " || $0 == "\t" }.first == "="
    }
}
