/// Path text as Xcode's build-setting operators take it apart (swift-build `Path`: `dirname`, `basename`,
/// `basenameWithoutSuffix`, `fileSuffix`, `normalize(removeDotDotFromRelativePath: false)`). Unlike `ProjectPath`,
/// a bare name has an empty folder and a relative `..` is kept, because that is what the operators return.
enum BuildSettingPath {
    /// Everything before the last `/` (`/` for a top-level path, empty for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Everything after the last `/`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The last segment without its suffix.
    static func stem(of path: String) -> String {
        let name = name(of: path)
        return String(name.dropLast(suffix(of: name).count))
    }

    /// The last `.` of the last segment and what follows it; empty when the segment has no `.`.
    static func suffix(of path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[dot...])
    }

    /// `folder/name`, or `name` alone when the folder is empty.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Empty and `.` segments dropped; `..` folded into the segment before it in an absolute path only.
    static func standardize(_ path: String) -> String {
        if path == "." { return path }
        let isAbsolute = path.hasPrefix("/")
        var result = isAbsolute ? "/" : ""
        for segment in path.split(separator: "/") where segment != "." {
            if segment == "..", isAbsolute, result != "/", name(of: result) != ".." {
                result = folder(of: result)
            } else {
                result = join(result, String(segment))
            }
        }
        return result
    }
}
