import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders within which an app's files are read, with every symbolic link resolved (issue 34: "symbolic links
/// are followed only within the repository"). A repository is data the tool did not write: it can hold a link named
/// `Info.plist` that leads to `~/.ssh/id_ed25519`, or a project that names `../../../../etc/passwd` as a strings
/// file, and the menu, a lint finding or the server would then show what it read. Within the boundary, links and
/// `..` work as they do for Xcode; out of it, `ProjectFile` refuses the file and names it.
///
/// The folders are resolved once, so a link above the repository (a home folder on another disk) moves the
/// boundary with it.
public struct RepositoryBoundary: Sendable, Equatable {
    /// The folders, absolute and resolved, none ending in `/` (except the file system's root).
    public let folders: [String]

    /// The repositories holding `inputs` (the paths a person gave a command), and `folders` as they are (the
    /// folders of files a person named with an option: an `--xcconfig` file and what it includes).
    public init(repositoriesOf inputs: [String], folders named: [String] = []) {
        var folders: [String] = []
        for folder in inputs.map(Self.repository(of:)) + named {
            guard let resolved = Self.resolve(folder), !folders.contains(resolved) else { continue }
            folders.append(resolved)
        }
        self.folders = folders
    }

    /// The repository an input belongs to: the nearest folder at or above it holding `.git` (a folder, or the file
    /// a worktree or submodule has). Without one, the input when it is a plain folder; else the folder holding it
    /// (a project bundle, `project.yml` or Info.plist).
    public static func repository(of input: String) -> String {
        let start = URL(fileURLWithPath: input).standardizedFileURL
        var folder = start
        while true {
            if access(folder.appendingPathComponent(".git").path, F_OK) == 0 { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        var isFolder: ObjCBool = false
        let isPlainFolder =
            FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) && isFolder.boolValue
            && !ProjectLocator.isProjectFile(start.lastPathComponent)
        return isPlainFolder ? start.path : start.deletingLastPathComponent().path
    }

    /// Whether `resolvedPath` (absolute, no links, no `..`) is one of the folders or inside one.
    public func contains(_ resolvedPath: String) -> Bool {
        folders.contains { Self.isInside(resolvedPath, folder: $0) }
    }

    /// Whether `path` leads inside: the file or folder itself resolved, or for one that does not exist yet (a folder
    /// to write into), the nearest folder above it that does.
    public func admits(_ path: String) -> Bool {
        var candidate = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            if let resolved = Self.resolve(candidate.path) { return contains(resolved) }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return false }
            candidate = parent
        }
    }

    /// `folder` is `path` or a folder above it: a byte comparison (this runs for every file a command reads).
    private static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        var path = path
        var folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                guard path.count >= folder.count, let pathStart = path.baseAddress,
                    let folderStart = folder.baseAddress, memcmp(pathStart, folderStart, folder.count) == 0
                else { return false }
                return path.count == folder.count || path[folder.count] == UInt8(ascii: "/")
            }
        }
    }

    /// `path` with every link and `..` resolved, or nil when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
