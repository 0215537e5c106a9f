import Foundation

/// The root of a Tuist repository: the nearest folder at or above a manifest's that holds a `Tuist` folder or a
/// `Tuist.swift` (tuist/tuist `RootDirectoryLocator`, which falls back to the folder with `.git`). Paths written
/// `.relativeToRoot("…")` start there, and `Tuist/ProjectDescriptionHelpers` there is compiled into every manifest.
public enum TuistRoot {
    /// How many folders above the manifest are searched.
    static let maximumLevelsUp = 8

    /// How many folders the root is above the manifest's folder (0: the same folder), or nil when none is found.
    public static func levelsUp(from manifest: String) -> Int? {
        var folder = URL(fileURLWithPath: ProjectPath.folder(of: manifest)).standardizedFileURL
        var gitLevel: Int?
        for level in 0...maximumLevelsUp {
            if isFolder(folder.appendingPathComponent("Tuist").path)
                || FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tuist.swift").path)
            {
                return level
            }
            if gitLevel == nil, FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                gitLevel = level
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { break }
            folder = parent
        }
        return gitLevel
    }

    /// The root as a path the manifest's own spelling leads to (`App/../..`), or nil when none is found.
    public static func folder(of manifest: String) -> String? {
        levelsUp(from: manifest).map { levels in
            levels == 0
                ? ProjectPath.folder(of: manifest)
                : ProjectPath.join(ProjectPath.folder(of: manifest), String(repeating: "../", count: levels))
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
