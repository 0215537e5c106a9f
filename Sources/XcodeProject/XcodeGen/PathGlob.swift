import Foundation

/// A file-path glob as XcodeGen (`excludes`, `includes`: Bash 4 globs with globstar, Docs/ProjectSpec.md,
/// "Target Source") and Tuist (`sources`, `resources`) write them: `**` as a whole segment matches any number of
/// folders, other segments match one name with `fnmatch` (`*`, `?`, `[abc]`; a leading `.` only explicitly).
struct PathGlob: Sendable, Hashable {
    private let segments: [String]

    init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether the pattern has glob characters at all.
    static func isPattern(_ text: String) -> Bool {
        text.contains { "*?[".contains($0) }
    }

    /// Whether the pattern matches the relative path itself.
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return Self.match(segments[...], parts[...])
    }

    /// Whether the pattern matches the path or one of the folders it lies in (a matched folder takes its whole
    /// contents, as XcodeGen expands an excluded folder to its children).
    func matchesItselfOrFolder(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return parts.indices.contains { Self.match(segments[...], parts[...$0]) }
    }

    /// The leading segments without glob characters: the folder to walk for the pattern.
    var fixedPrefix: String {
        segments.prefix { !Self.isPattern($0) }.joined(separator: "/")
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            // `**` takes zero or more whole segments.
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let name = path.first, fnmatch(head, name, FNM_PERIOD) == 0 else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Every file under a folder, sorted, skipping `.git` and `.build` folders.
    static func files(under folder: String) -> [String] {
        var files: [String] = []
        DirectoryWalker.walk(folder, skipFolder: { name, _ in name == ".git" || name == ".build" }) { path, _, _ in
            files.append(path)
        }
        return files.sorted()
    }
}
