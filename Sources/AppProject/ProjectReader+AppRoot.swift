import Foundation
import XcodeProject

extension ProjectReader {
    /// Whether `path` names a project file: an `.xcodeproj`, an `.xcworkspace`, a `project.yml` or a
    /// `Project.swift`.
    public static func isProjectFile(_ path: String) -> Bool { ProjectLocator.isProjectFile(path) }

    /// The folder to read a file's app from: the nearest folder above it holding an Xcode project or workspace, a
    /// `project.yml` or a `Project.swift`, else the nearest holding an `Info.plist`. The walk stops at the
    /// repository's root (a folder with `.git`) or the file system's.
    public static func appRoot(of file: String) -> String? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var nearestInfoPlist: String?
        let files = FileManager.default
        while true {
            let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { ProjectLocator.isProjectFile($0) }) { return folder.path }
            if nearestInfoPlist == nil, names.contains(where: { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }) {
                nearestInfoPlist = folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if names.contains(".git") || parent.path == folder.path { break }
            folder = parent
        }
        return nearestInfoPlist
    }
}
