/// Paths as the project formats write them, joined and tidied as text (never resolved through the file system), so
/// that a file named by a project keeps the spelling of the folder the user passed (`Examples/Chirp/…`).
enum ProjectPath {
    /// `relative` under `folder`; an absolute `relative` stands alone. `.` and `..` segments are folded where they can
    /// be (a `..` that climbs above a relative start is kept).
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return standardize(relative) }
        if relative.isEmpty { return standardize(folder) }
        if folder.isEmpty || folder == "." { return standardize(relative) }
        return standardize(folder + "/" + relative)
    }

    /// The path with empty and `.` segments dropped and `..` folded into the segment before it.
    static func standardize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if segment == "..", absolute { continue }
            parts.append(segment)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder part of a path (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last segment of a path.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The name without its last extension (`App` for `App.xcodeproj`).
    static func stem(of path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
