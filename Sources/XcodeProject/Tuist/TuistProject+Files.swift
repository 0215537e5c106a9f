import Foundation
import SwiftSyntax

extension TuistProject {
    /// The files of `sources:` or `resources:` (ProjectDescription's `SourceFilesList`, `ResourceFileElements`):
    /// a glob string, a list of them, `.glob(…, excluding:)`, `.folderReference(path:)`, `.sourceFilesList(globs:)`,
    /// `.paths(…)` or `.resources(…)`, each relative to the manifest's folder. A folder stands for the files under it.
    mutating func files(_ expression: ExprSyntax, what: String) -> [String] {
        if expression.is(StringLiteralExprSyntax.self) {
            return literals.string(expression, what: what).map { files(matching: $0, excluding: []) } ?? []
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { files($0.expression, what: what) }
        }
        guard let call = ManifestCall(expression) else {
            literals.note(expression, what: what)
            return []
        }
        switch call.name {
        case "sourceFilesList", "SourceFilesList", "paths", "resources", "ResourceFileElements":
            guard let list = call["globs"] ?? call[nil] ?? call["resources"] else { return [] }
            return files(list, what: what)
        case "glob", "folderReference", "init":
            guard let patternExpression = call[nil] ?? call["pattern"] ?? call["path"],
                let pattern = literals.string(patternExpression, what: what)
            else { return [] }
            var excluding: [String] = []
            if let excluded = call["excluding"] {
                if excluded.is(StringLiteralExprSyntax.self) {
                    excluding = literals.string(excluded, what: "an excluded path").map { [$0] } ?? []
                } else {
                    excluding = (literals.array(excluded, what: "the excluded paths") ?? []).compactMap {
                        literals.string($0, what: "an excluded path")
                    }
                }
            }
            return files(matching: pattern, excluding: excluding)
        default:
            literals.note(expression, what: what)
            return []
        }
    }

    /// The files a glob relative to the manifest's folder matches (a matched folder gives the files under it), less
    /// those an excluding glob matches.
    func files(matching pattern: String, excluding: [String]) -> [String] {
        let glob = PathGlob(pattern)
        let excluded = excluding.map(PathGlob.init)
        let walkRoot = diskPath(PathGlob.isPattern(pattern) ? glob.fixedPrefix : pattern)
        let prefixLength = sourceRoot == "." ? 0 : sourceRoot.count + 1
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: walkRoot, isDirectory: &isFolder) else { return [] }
        let candidates = isFolder.boolValue ? PathGlob.files(under: walkRoot) : [walkRoot]
        return candidates.filter { path in
            let relative = String(path.dropFirst(prefixLength))
            let matched = !PathGlob.isPattern(pattern) || glob.matchesItselfOrFolder(relative)
            return matched && !excluded.contains { $0.matchesItselfOrFolder(relative) }
        }
    }
}
