import AppProject
import Foundation
import HomeScreen
import QuickActionKit

/// One app on the served Home Screen: where it is read from, its grid position, and the result of the last read
/// (the app, or the error that stops it from parsing; the last good app is kept so its identity stays stable).
struct ServedApp: Sendable {
    /// The folder or Info.plist it is read from, and the folder whose files are watched.
    var source: String
    var watchedFolder: String
    var isNeighbour: Bool
    var id: String
    var position: HomeScreenPosition
    /// Increases on every change of the app's files (the page and the menu cache use it).
    var revision = 1
    var app: App?
    var error: ProjectReadError?
    var signature: FileSignature

    /// Reads the app again from `source`, keeping its identifier.
    mutating func reload() {
        do throws(ProjectReadError) {
            app = try ProjectReader().readApp(at: source)
            error = nil
        } catch {
            self.error = error
        }
        revision += 1
    }

    /// The apps at a path given on the command line: one per app found, or one entry holding the error.
    static func read(path: String, isNeighbour: Bool) -> [ServedApp] {
        do throws(ProjectReadError) {
            let apps = try ProjectReader().readApps(at: path)
            return apps.map { app in
                let folder = apps.count == 1 ? path : ProjectReader.appFolder(of: app.infoPlist.file)
                return ServedApp(
                    source: folder, watchedFolder: Self.folder(of: folder), isNeighbour: isNeighbour,
                    id: Device.identifier(of: app), position: HomeScreenPosition(column: 1, row: 1), app: app,
                    signature: FileSignature(folder: Self.folder(of: folder)))
            }
        } catch {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return [
                ServedApp(
                    source: path, watchedFolder: Self.folder(of: path), isNeighbour: isNeighbour, id: name,
                    position: HomeScreenPosition(column: 1, row: 1), error: error,
                    signature: FileSignature(folder: Self.folder(of: path)))
            ]
        }
    }

    private static func folder(of path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
    }
}

/// What a change to an app's project looks like from outside: the path, size and modification time of every file
/// the reader uses (Info.plist, strings, String Catalogs, Swift sources), skipping build folders.
struct FileSignature: Sendable, Hashable {
    private var files: [String: FileStamp] = [:]

    private struct FileStamp: Sendable, Hashable {
        var size: Int
        var modified: Double
    }

    static let watchedExtensions: Set<String> = ["plist", "strings", "stringsdict", "xcstrings", "swift"]

    init(folder: String) {
        let root = URL(fileURLWithPath: folder)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey, .isDirectoryKey])
        else { return }
        for case let url as URL in walker {
            if ProjectDiscovery.skippedFolders.contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            guard Self.watchedExtensions.contains(url.pathExtension),
                let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            else { continue }
            files[url.path] = FileStamp(
                size: values.fileSize ?? 0, modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0)
        }
    }
}
