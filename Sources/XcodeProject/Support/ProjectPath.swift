import Foundation

/// Paths as the project formats write them, joined and tidied as text (never resolved through the file system), so
/// that a file named by a project keeps the spelling of the folder the user passed (`Examples/Chirp/…`).
public enum ProjectPath {
    /// `relative` under `folder`; an absolute `relative` stands alone. `.` and `..` segments are folded where they can
    /// be (a `..` that climbs above a relative start is kept).
    /// `path` from the root: relative paths are taken from the current folder.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? standardize(path) : join(FileManager.default.currentDirectoryPath, path)
    }

    public static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return standardize(relative) }
        if relative.isEmpty { return standardize(folder) }
        if folder.isEmpty || folder == "." { return standardize(relative) }
        // Most paths in a project are already tidy (a project lists thousands): join them without splitting.
        if isTidy(relative), !relative.hasPrefix("/"), isTidy(folder) { return folder + "/" + relative }
        return standardize(folder + "/" + relative)
    }

    /// Whether `standardize` would leave the path as it is: no empty, `.` or `..` segment (after a leading `/`) and no
    /// trailing `/`.
    static func isTidy(_ path: String) -> Bool {
        var segmentLength = 0
        var onlyDots = true
        let bytes = path.utf8.first == UInt8(ascii: "/") ? path.utf8.dropFirst() : path.utf8[...]
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || (onlyDots && segmentLength <= 2) { return false }
                segmentLength = 0
                onlyDots = true
            } else {
                segmentLength += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        return segmentLength > 0 && !(onlyDots && segmentLength <= 2)
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
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last segment of a path.
    public static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The name without its last extension (`App` for `App.xcodeproj`).
    static func stem(of path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

extension ProjectPath {
    /// The path as a build on a Mac's case-insensitive volume finds it: the path itself when it exists, else the
    /// file whose name differs only in case (`Version.Public.xcconfig` for `Version.public.xcconfig`), else nil.
    /// Real projects written on a Mac rely on this; on Linux the file system is case-sensitive.
    public static func existing(_ path: String) -> String? {
        // `access` rather than FileManager: a project's thousands of member files are checked one by one.
        if access(path, F_OK) == 0 { return path }
        let folder = folder(of: path)
        let wanted = name(of: path).lowercased()
        guard let folderOnDisk = existing(folder, depth: 0),
            let match = try? FileManager.default.contentsOfDirectory(atPath: folderOnDisk).first(where: {
                $0.lowercased() == wanted
            })
        else { return nil }
        return folderOnDisk == "." && !path.hasPrefix("./") ? match : folderOnDisk + "/" + match
    }

    /// `existing(_:)` for the folders above, bounded so a long path cannot recurse without end.
    private static func existing(_ folder: String, depth: Int) -> String? {
        if FileManager.default.fileExists(atPath: folder) { return folder }
        guard depth < 64, folder != "/", folder != "." else { return nil }
        guard let parent = existing(ProjectPath.folder(of: folder), depth: depth + 1),
            let match = try? FileManager.default.contentsOfDirectory(atPath: parent).first(where: {
                $0.lowercased() == name(of: folder).lowercased()
            })
        else { return nil }
        return parent + "/" + match
    }
}
