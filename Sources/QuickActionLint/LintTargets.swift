import AppProject
import Foundation

/// What `lint PATH…` is asked to lint: folders and project files are linted whole; any other file (a Swift file, a
/// strings file, an Info.plist, from a `git diff` list) is linted within its app, and only the findings located in
/// it are kept, so they are the findings a run on the app's folder gives for that file (issue 29).
struct LintTargets {
    /// Folders, projects, and paths that do not exist (reported as unreadable): linted whole.
    var wholes: [String] = []
    /// For each folder that holds the app of some listed files: those files, standardized.
    var filesByRoot: [String: Set<String>] = [:]
    /// Listed files that lie in no app: no project above them and no Info.plist beside or above them.
    var outsideEveryApp: [String] = []

    init(_ paths: [String]) {
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if !exists || isDirectory.boolValue || ProjectReader.isProjectFile(path) {
                wholes.append(path)
            } else if let root = ProjectReader.appRoot(of: path) {
                filesByRoot[root, default: []].insert(Self.standardized(path))
            } else if URL(fileURLWithPath: path).pathExtension.lowercased() == "plist" {
                // An Info.plist without a project: the app it declares, as before.
                wholes.append(path)
            } else {
                outsideEveryApp.append(path)
            }
        }
    }

    /// The path absolute and without `.`, `..` or a trailing slash, as findings' files are compared.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
